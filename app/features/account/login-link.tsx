import { useCallback } from 'react'
import { useToast } from '~/components/ui/toast'
import { useT } from '~/lib/site-shell'
import { Field } from './fields'
import { FormNotice } from './form-notice'
import { SubmitButton } from './submit-button'
import { useAccountForm } from './use-account-form'

/**
 * "E-mail me a login link" under the login form: the way in that the password-login throttle
 * never blocks (issue 12). Folded away, as most visitors log in with their password.
 */
export function LoginLinkRequest() {
  const t = useT()
  const { fetcher, result, isSubmitting, onSubmit, fields } = useAccountForm('loginLinkRequest')
  return (
    <details className="account-card login-link" open={Boolean(result)}>
      <summary className="login-link__summary">{t('account.loginLinkSummary')}</summary>
      <p>{t('account.loginLinkLead')}</p>
      <FormNotice result={result} />
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="account-form">
        <input type="hidden" name="intent" value="loginLinkRequest" />
        <Field name="email" type="email" label={t('account.email')} autoComplete="email" required error={fields.email} />
        <SubmitButton label={t('account.loginLinkSubmit')} isSubmitting={isSubmitting} variant="secondary" />
      </fetcher.Form>
    </details>
  )
}

/** The e-mailed link opens the login page; the visitor confirms with a POST (GET changes nothing). */
export function LoginWithLink({ token }: { token: string }) {
  const t = useT()
  const toast = useToast()
  const onRedirect = useCallback(() => toast.success(t('account.loggedIn')), [toast, t])
  const { fetcher, result, isSubmitting, onSubmit } = useAccountForm('loginLink', { onRedirect })
  return (
    <section className="account-card" aria-labelledby="login-link-heading">
      <h2 id="login-link-heading">{t('account.loginLinkHeading')}</h2>
      <FormNotice result={result} />
      <fetcher.Form method="post" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="loginLink" />
        <input type="hidden" name="token" value={token} />
        <SubmitButton label={t('account.loginLinkUse')} isSubmitting={isSubmitting} />
      </fetcher.Form>
    </section>
  )
}
