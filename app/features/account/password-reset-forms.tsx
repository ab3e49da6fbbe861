import { useT } from '~/lib/site-shell'
import { Field } from './fields'
import { FormNotice } from './form-notice'
import { SubmitButton } from './submit-button'
import { useAccountForm } from './use-account-form'

export function ForgotPasswordForm() {
  const t = useT()
  const { fetcher, result, isSubmitting, onSubmit, fields } = useAccountForm('forgot')
  return (
    <section className="account-card">
      <p>{t('account.forgotPasswordLead')}</p>
      <FormNotice result={result} />
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="account-form">
        <input type="hidden" name="intent" value="forgot" />
        <Field name="email" type="email" label={t('account.email')} autoComplete="email" required error={fields.email} />
        <SubmitButton label={t('account.forgotPasswordSubmit')} isSubmitting={isSubmitting} />
      </fetcher.Form>
    </section>
  )
}

/** The e-mail link's form: the one-time token rides along as a hidden field. */
export function SetPasswordForm({ token }: { token: string }) {
  const t = useT()
  const { fetcher, result, isSubmitting, onSubmit, fields } = useAccountForm('setPassword')
  return (
    <section className="account-card">
      <h2 id="set-password-heading">{t('account.setPasswordHeading')}</h2>
      <FormNotice result={result} />
      {fields.token ? <p role="alert" className="form-notice form-notice--error">{t('account.tokenInvalid')}</p> : null}
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="account-form">
        <input type="hidden" name="intent" value="setPassword" />
        <input type="hidden" name="token" value={token} />
        <Field name="newPassword" type="password" label={t('account.newPassword')} autoComplete="new-password" required error={fields.newPassword} />
        <Field name="newPasswordAgain" type="password" label={t('account.newPasswordAgain')} autoComplete="new-password" required error={fields.newPasswordAgain} />
        <SubmitButton label={t('account.setPasswordSubmit')} isSubmitting={isSubmitting} />
      </fetcher.Form>
    </section>
  )
}
