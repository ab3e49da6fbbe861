import { useId } from 'react'
import type { CheckoutAddressInput } from '#common/checkout/schemas'
import { Field } from '~/features/account/fields'
import { useT } from '~/lib/site-shell'
import type { CheckoutCountry } from './checkout-types'

interface CheckoutAddressFieldsProps {
  prefix: 'delivery' | 'billing'
  legend: string
  countries: CheckoutCountry[]
  defaults: Partial<CheckoutAddressInput> | undefined
  errors: Record<string, string>
}

/** §2 checkout address form: company, person, contact, street, place and a country from the allowed list. */
export function CheckoutAddressFields({ prefix, legend, countries, defaults, errors }: CheckoutAddressFieldsProps) {
  const t = useT()
  const name = (field: keyof CheckoutAddressInput) => `${prefix}.${field}`
  const error = (field: keyof CheckoutAddressInput) => errors[`${prefix}.${field}`]
  const value = (field: keyof CheckoutAddressInput) => defaults?.[field] ?? undefined
  const auto = (token: string) => `section-${prefix} ${prefix === 'billing' ? 'billing' : 'shipping'} ${token}`
  return (
    <fieldset className="account-fieldset checkout-address">
      <legend>{legend}</legend>
      <p className="checkout-address__hint">{t('checkout.companyHint')}</p>
      <div className="account-form__row">
        <Field
          name={name('companyName')}
          label={t('checkout.companyName')}
          autoComplete={auto('organization')}
          maxLength={150}
          defaultValue={value('companyName')}
          error={error('companyName')}
        />
        <Field name={name('companyOIB')} label={t('checkout.companyOib')} maxLength={11} defaultValue={value('companyOIB')} error={error('companyOIB')} />
      </div>
      <div className="account-form__row">
        <Field
          name={name('firstName')}
          label={t('account.firstName')}
          autoComplete={auto('given-name')}
          required
          maxLength={100}
          defaultValue={value('firstName')}
          error={error('firstName')}
        />
        <Field
          name={name('lastName')}
          label={t('account.lastName')}
          autoComplete={auto('family-name')}
          required
          maxLength={100}
          defaultValue={value('lastName')}
          error={error('lastName')}
        />
      </div>
      <div className="account-form__row">
        <Field
          name={name('contactEmail')}
          type="email"
          label={t('account.contactEmail')}
          autoComplete={auto('email')}
          required
          defaultValue={value('contactEmail')}
          error={error('contactEmail')}
        />
        <Field
          name={name('contactPhone')}
          type="tel"
          label={t('account.contactPhone')}
          autoComplete={auto('tel')}
          required
          maxLength={40}
          defaultValue={value('contactPhone')}
          error={error('contactPhone')}
        />
      </div>
      <div className="account-form__row">
        <Field
          name={name('street')}
          label={t('account.street')}
          autoComplete={auto('address-line1')}
          required
          maxLength={75}
          defaultValue={value('street')}
          error={error('street')}
        />
        <Field
          name={name('houseNumber')}
          label={t('account.houseNumber')}
          required
          maxLength={15}
          defaultValue={value('houseNumber')}
          error={error('houseNumber')}
        />
      </div>
      <div className="account-form__row">
        <Field
          name={name('zipCode')}
          label={t('account.zipCode')}
          autoComplete={auto('postal-code')}
          required
          maxLength={25}
          defaultValue={value('zipCode')}
          error={error('zipCode')}
        />
        <Field
          name={name('city')}
          label={t('account.city')}
          autoComplete={auto('address-level2')}
          required
          maxLength={75}
          defaultValue={value('city')}
          error={error('city')}
        />
      </div>
      <CountrySelect
        name={name('country')}
        label={t('account.country')}
        countries={countries}
        defaultValue={value('country') ?? 'HR'}
        error={error('country')}
        autoComplete={auto('country')}
      />
    </fieldset>
  )
}

function CountrySelect(props: { name: string; label: string; countries: CheckoutCountry[]; defaultValue: string; error?: string; autoComplete: string }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={`field${props.error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {props.label}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        className="field__input"
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        required
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      >
        {props.countries.map((country) => (
          <option key={country.iso} value={country.iso}>
            {country.name}
          </option>
        ))}
      </select>
      {props.error ? (
        <p className="field__error" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </div>
  )
}
