import { useEffect, useRef, useState } from 'react'
import type { AssignedConsent } from '#common/consent/consents'
import { useT } from '~/lib/site-shell'
import { AssignedConsentFields } from '~/features/privacy/assigned-consent-fields'
import { AddressFields } from './address-fields'
import { CheckboxField, Field } from './fields'
import { FormNotice } from './form-notice'
import { SubmitButton } from './submit-button'
import { useAccountForm } from './use-account-form'

type Mode = 'basic' | 'addresses'

/**
 * §5 registration in its two modes: basic (name, e-mail, passwords) and with addresses (delivery,
 * and billing only when 'different billing address' is checked). After success it shows the
 * success and 'confirm your e-mail' notices and does not log in (§4). The consents are the ones
 * assigned to `registration`.
 */
export function RegisterForm({
  initialMode = 'basic',
  hideHeading = false,
  consents,
}: {
  initialMode?: Mode
  hideHeading?: boolean
  /** The registration's assigned consents (server/gdpr); none assigned, none asked. */
  consents: AssignedConsent[]
}) {
  const t = useT()
  const [mode, setMode] = useState<Mode>(initialMode)
  const [differentBilling, setDifferentBilling] = useState(false)
  const { fetcher, result, isSubmitting, onSubmit, fields } = useAccountForm('register')
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (result?.ok) formRef.current?.reset()
  }, [result])
  return (
    <section className="account-card" aria-labelledby="register-heading">
      <h2 id="register-heading" className={hideHeading ? 'visually-hidden' : undefined}>
        {t('account.registerHeading')}
      </h2>
      <FormNotice result={result} />
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="account-form" ref={formRef}>
        <input type="hidden" name="intent" value="register" />
        <fieldset className="account-mode">
          <legend className="visually-hidden">{t('account.registerMode')}</legend>
          {(['basic', 'addresses'] as const).map((value) => (
            <label key={value} className={`account-mode__option${mode === value ? ' account-mode__option--active' : ''}`}>
              <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
              {t(value === 'basic' ? 'account.registerModeBasic' : 'account.registerModeAddresses')}
            </label>
          ))}
        </fieldset>
        {mode === 'basic' ? (
          <>
            <div className="account-form__row">
              <Field name="firstName" label={t('account.firstName')} autoComplete="given-name" required error={fields.firstName} />
              <Field name="lastName" label={t('account.lastName')} autoComplete="family-name" required error={fields.lastName} />
            </div>
            <Field name="email" type="email" label={t('account.email')} autoComplete="email" required error={fields.email} />
          </>
        ) : (
          <>
            <AddressFields prefix="delivery" legend={t('account.deliveryAddress')} fields={fields} />
            <CheckboxField
              name="differentBilling"
              label={t('account.differentBilling')}
              checked={differentBilling}
              onChange={setDifferentBilling}
            />
            {differentBilling ? <AddressFields prefix="billing" legend={t('account.billingAddress')} fields={fields} /> : null}
          </>
        )}
        <div className="account-form__row">
          <Field name="password" type="password" label={t('account.password')} autoComplete="new-password" required error={fields.password} />
          <Field
            name="confirmedPassword"
            type="password"
            label={t('account.confirmedPassword')}
            autoComplete="new-password"
            required
            error={fields.confirmedPassword}
          />
        </div>
        <Field name="memberCardBarcode" label={t('account.memberCardBarcode')} maxLength={64} error={fields.memberCardBarcode} />
        <AssignedConsentFields consents={consents} errors={fields} />
        <SubmitButton label={t('account.register')} isSubmitting={isSubmitting} />
      </fetcher.Form>
    </section>
  )
}
