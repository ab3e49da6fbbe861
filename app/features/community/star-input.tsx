import { useT } from '~/lib/site-shell'

/** 1–5 stars as native radio buttons: arrow keys move between them, the legend names the group. */
export function StarInput({ value, onChange, error, errorId }: { value: number; onChange: (value: number) => void; error?: string; errorId: string }) {
  const t = useT()
  return (
    <fieldset className={`star-input${error ? ' field--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">
        {t('community.yourRating')}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="star-input__options">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`star-input__star${n <= value ? ' star-input__star--on' : ''}`}>
            <input type="radio" name="rating" value={n} checked={value === n} onChange={() => onChange(n)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('community.stars', { rating: n })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
