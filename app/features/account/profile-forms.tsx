import { useCallback, useEffect, useRef } from 'react'
import { useToast } from '~/components/ui/toast'
import type { UserView } from '#common/users/user-view'
import { useT } from '~/lib/site-shell'
import { Field } from './fields'
import { FormNotice } from './form-notice'
import { SubmitButton } from './submit-button'
import { useAccountForm } from './use-account-form'

/** §5 profile: first name, last name, e-mail; the member card (issue 20.6: it applies at every login). */
export function ProfileForm({ user }: { user: UserView }) {
  const t = useT()
  const { fetcher, result, isSubmitting, onSubmit, fields } = useAccountForm('updateProfile')
  return (
    <section className="account-card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('account.profileHeading')}</h2>
      <FormNotice result={result} />
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="account-form">
        <input type="hidden" name="intent" value="updateProfile" />
        <div className="account-form__row">
          <Field name="firstName" label={t('account.firstName')} autoComplete="given-name" required defaultValue={user.details.firstName} error={fields.firstName} />
          <Field name="lastName" label={t('account.lastName')} autoComplete="family-name" required defaultValue={user.details.lastName} error={fields.lastName} />
        </div>
        <Field name="email" type="email" label={t('account.email')} autoComplete="email" required defaultValue={user.email} error={fields.email} />
        <Field
          name="memberCardBarcode"
          label={t('account.memberCardBarcode')}
          defaultValue={user.memberCardBarcode ?? ''}
          maxLength={64}
          error={fields.memberCardBarcode}
        />
        <p className="field__hint">{t('account.memberCardHint')}</p>
        <SubmitButton label={t('account.profileSave')} isSubmitting={isSubmitting} />
      </fetcher.Form>
    </section>
  )
}

/** §5 change password: old, new (differs from old), new again (equals new). */
export function ChangePasswordForm() {
  const t = useT()
  const { fetcher, result, isSubmitting, onSubmit, fields } = useAccountForm('changePassword')
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (result?.ok) formRef.current?.reset()
  }, [result])
  return (
    <section className="account-card" aria-labelledby="password-heading">
      <h2 id="password-heading">{t('account.changePasswordHeading')}</h2>
      <FormNotice result={result} />
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="account-form" ref={formRef}>
        <input type="hidden" name="intent" value="changePassword" />
        <Field name="oldPassword" type="password" label={t('account.oldPassword')} autoComplete="current-password" required error={fields.oldPassword} />
        <Field name="newPassword" type="password" label={t('account.newPassword')} autoComplete="new-password" required error={fields.newPassword} />
        <Field name="newPasswordAgain" type="password" label={t('account.newPasswordAgain')} autoComplete="new-password" required error={fields.newPasswordAgain} />
        <SubmitButton label={t('account.changePasswordSubmit')} isSubmitting={isSubmitting} />
      </fetcher.Form>
    </section>
  )
}

export function LogoutButton() {
  const t = useT()
  const toast = useToast()
  // §4 logout: the logout message (core.login.logout) as a toast.
  const onRedirect = useCallback(() => toast.info(t('account.loggedOut')), [toast, t])
  const { fetcher, isSubmitting, onSubmit } = useAccountForm('logout', { onRedirect })
  return (
    <fetcher.Form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="logout" />
      <SubmitButton label={t('account.logout')} isSubmitting={isSubmitting} variant="secondary" />
    </fetcher.Form>
  )
}
