import { useT } from '~/lib/site-shell'

export function SubmitButton({ label, isSubmitting, variant = 'primary' }: { label: string; isSubmitting: boolean; variant?: 'primary' | 'secondary' }) {
  const t = useT()
  return (
    <button className={`button button--${variant}`} type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
      {isSubmitting ? t('account.submitting') : label}
    </button>
  )
}
