import { useT } from '~/lib/site-shell'

export function SubmitButton(props: { label: string; isSubmitting: boolean; variant?: 'primary' | 'secondary'; ariaLabel?: string }) {
  const { label, isSubmitting, variant = 'primary', ariaLabel } = props
  const t = useT()
  return (
    <button className={`button button--${variant}`} type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} aria-label={isSubmitting ? undefined : ariaLabel}>
      {isSubmitting ? t('account.submitting') : label}
    </button>
  )
}
