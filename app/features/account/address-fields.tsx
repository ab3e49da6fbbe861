import { useT } from '~/lib/site-shell'
import { Field } from './fields'

/** §5 address fields (delivery or billing) with the spec's maxima; names are `prefix.field`. */
export function AddressFields({ prefix, legend, fields }: { prefix: string; legend: string; fields: Record<string, string> }) {
  const t = useT()
  const error = (name: string) => fields[`${prefix}.${name}`]
  const name = (field: string) => `${prefix}.${field}`
  return (
    <fieldset className="account-fieldset">
      <legend>{legend}</legend>
      <div className="account-form__row">
        <Field name={name('firstName')} label={t('account.firstName')} autoComplete="given-name" required error={error('firstName')} />
        <Field name={name('lastName')} label={t('account.lastName')} autoComplete="family-name" required error={error('lastName')} />
      </div>
      <div className="account-form__row">
        <Field name={name('contactEmail')} type="email" label={t('account.contactEmail')} autoComplete="email" required error={error('contactEmail')} />
        <Field name={name('contactPhone')} type="tel" label={t('account.contactPhone')} autoComplete="tel" required error={error('contactPhone')} />
      </div>
      <div className="account-form__row">
        <Field name={name('street')} label={t('account.street')} autoComplete="address-line1" required maxLength={75} error={error('street')} />
        <Field name={name('houseNumber')} label={t('account.houseNumber')} required maxLength={15} error={error('houseNumber')} />
      </div>
      <div className="account-form__row">
        <Field name={name('zipCode')} label={t('account.zipCode')} autoComplete="postal-code" required maxLength={25} error={error('zipCode')} />
        <Field name={name('city')} label={t('account.city')} autoComplete="address-level2" required maxLength={75} error={error('city')} />
      </div>
      <Field name={name('country')} label={t('account.country')} autoComplete="country-name" required maxLength={75} defaultValue="Hrvatska" error={error('country')} />
    </fieldset>
  )
}
