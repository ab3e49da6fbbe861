import type { FormFieldView } from '#common/forms/definition'
import { useT } from '~/lib/site-shell'

const autoCompletes: Partial<Record<string, string>> = { name: 'name', email: 'email', phone: 'tel' }
const inputTypes = { text: 'text', email: 'email', phone: 'tel', numberField: 'number', date: 'date', dateTime: 'datetime-local' } as const

function Label({ field, htmlFor }: { field: FormFieldView; htmlFor: string }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {field.label}
      {field.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  )
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field__error" id={id}>
      {error}
    </p>
  ) : null
}

/** A group of radios or checkboxes: a fieldset whose legend is the field's label. */
function ChoiceGroup({ field, id, error, kind }: { field: FormFieldView; id: string; error?: string; kind: 'radio' | 'checkbox' | 'swatch' | 'yesNo' }) {
  const t = useT()
  const choices =
    kind === 'yesNo'
      ? [
          { value: 'yes', label: t('forms.yes') },
          { value: 'no', label: t('forms.no') },
        ]
      : field.options
  const type = kind === 'checkbox' ? 'checkbox' : 'radio'
  return (
    <fieldset
      className={`field form-choices${kind === 'swatch' ? ' form-choices--swatches' : ''}${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="form-choices__list">
        {choices.map((choice, index) => (
          <label className="form-choices__item" key={choice.value}>
            <input
              type={type}
              name={field.name}
              value={choice.value}
              id={index === 0 ? id : undefined}
              data-field={field.name}
              required={field.required && type === 'radio' ? true : undefined}
            />
            {kind === 'swatch' && 'swatch' in choice && choice.swatch ? <span className="form-choices__swatch" style={{ background: choice.swatch }} aria-hidden="true" /> : null}
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  )
}

/**
 * One field of a CMS form, by its §3 type, with its label and its message tied together for
 * screen readers. Values are read from the form with FormData when it is sent.
 */
export function FormField({ field, id, error }: { field: FormFieldView; id: string; error?: string }) {
  const t = useT()
  const describedBy = error ? `${id}-error` : undefined
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-field': field.name,
  }
  switch (field.type) {
    case 'multipleSelect':
      return <ChoiceGroup field={field} id={id} error={error} kind="checkbox" />
    case 'textSwatch':
      return <ChoiceGroup field={field} id={id} error={error} kind="radio" />
    case 'visualSwatch':
      return <ChoiceGroup field={field} id={id} error={error} kind="swatch" />
    case 'yesNo':
      return <ChoiceGroup field={field} id={id} error={error} kind="yesNo" />
    case 'dropdown':
      return (
        <div className={`field${error ? ' field--invalid' : ''}`}>
          <Label field={field} htmlFor={id} />
          <select className="field__input" defaultValue="" {...common}>
            <option value="">{t('forms.choose')}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ErrorText id={`${id}-error`} error={error} />
        </div>
      )
    case 'textarea':
      return (
        <div className={`field form-field--wide${error ? ' field--invalid' : ''}`}>
          <Label field={field} htmlFor={id} />
          <textarea className="field__input form-field__textarea" rows={5} maxLength={field.maxLength} {...common} />
          <ErrorText id={`${id}-error`} error={error} />
        </div>
      )
    default:
      return (
        <div className={`field${error ? ' field--invalid' : ''}`}>
          <Label field={field} htmlFor={id} />
          <input
            className="field__input"
            type={inputTypes[field.type]}
            autoComplete={autoCompletes[field.type === 'text' ? field.name : field.type]}
            maxLength={field.type === 'numberField' ? undefined : field.maxLength}
            min={field.min}
            max={field.max}
            inputMode={field.type === 'numberField' ? 'decimal' : undefined}
            {...common}
          />
          <ErrorText id={`${id}-error`} error={error} />
        </div>
      )
  }
}
