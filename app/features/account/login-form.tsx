import { useCallback } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useToast } from '~/components/ui/toast'
import { pathFor } from '#common/i18n/paths'
import { useLocale, useT } from '~/lib/site-shell'
import { Field } from './fields'
import { FormNotice } from './form-notice'
import { SubmitButton } from './submit-button'
import { useAccountForm } from './use-account-form'

/** §5 login: e-mail and password. On success the action redirects (to `redirect` when safe). */
export function LoginForm({ heading, showLinks = true, hideHeading = false }: { heading?: string; showLinks?: boolean; hideHeading?: boolean }) {
  const t = useT()
  const locale = useLocale()
  const [params] = useSearchParams()
  const toast = useToast()
  // §4 login success: a toast, then the redirect target.
  const onRedirect = useCallback(() => toast.success(t('account.loggedIn')), [toast, t])
  const { fetcher, result, isSubmitting, onSubmit, fields } = useAccountForm('login', { onRedirect })
  return (
    <section className="account-card" aria-labelledby="login-heading">
      <h2 id="login-heading" className={hideHeading ? 'visually-hidden' : undefined}>
        {heading ?? t('account.loginHeading')}
      </h2>
      <FormNotice result={result} />
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="account-form">
        <input type="hidden" name="intent" value="login" />
        {params.get('redirect') ? <input type="hidden" name="redirect" value={params.get('redirect') ?? ''} /> : null}
        <Field name="username" type="email" label={t('account.email')} autoComplete="username" required error={fields.username} />
        <Field name="password" type="password" label={t('account.password')} autoComplete="current-password" required error={fields.password} />
        <SubmitButton label={t('account.login')} isSubmitting={isSubmitting} />
      </fetcher.Form>
      {showLinks ? (
        <p className="account-card__links">
          <Link to={pathFor('forgotPassword', locale)}>{t('account.forgotPasswordLink')}</Link>
        </p>
      ) : null}
    </section>
  )
}
