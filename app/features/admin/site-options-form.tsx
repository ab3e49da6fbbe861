import { useState, type ReactNode } from 'react'
import type { FetcherWithComponents } from 'react-router'
import type { SiteOptions } from '#common/settings/site-options'
import { bankTransferKeys, siteOptionBooleanKeys } from '#common/settings/site-options-form'
import type { AdminMessageKey } from '#common/i18n/admin'
import { useAdminT } from './use-admin-t'

export interface SiteOptionsOutcome {
  ok: boolean
  fields: Record<string, string>
}

interface SiteOptionsFormProps {
  fetcher: FetcherWithComponents<SiteOptionsOutcome>
  options: SiteOptions
  countries: { iso: string; name: string }[]
}

const shopSwitches = ['SkipShippingStep', 'SpecialCharValidation', 'ConsentValidation', 'RefundCouponCountsAsUsed'] as const
/** Text options that may stay empty: each has a default (site-options.ts). */
const optionalTexts = new Set(['ContactEmail', 'MailSenderName', 'MailSenderAddress'])
const commentSwitches = siteOptionBooleanKeys.filter((key) => !(shopSwitches as readonly string[]).includes(key))

/** One field with its label and its error, tied together for screen readers. */
function Field({ name, label, error, children }: { name: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`option-${name}`}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="field__error" id={`option-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** /admin/settings: the owner's site options in three groups, saved at once (one audit row). */
export function SiteOptionsForm({ fetcher, options, countries }: SiteOptionsFormProps) {
  const t = useAdminT()
  const errors = fetcher.data?.ok === false ? fetcher.data.fields : {}
  const [allCountries, setAllCountries] = useState(options.AllowedCountries === 'ALL')
  const chosen = new Set(options.AllowedCountries === 'ALL' ? [] : options.AllowedCountries)
  const busy = fetcher.state !== 'idle'
  const text = (name: 'SiteName' | 'HomePageSlug' | 'ShopEmail' | 'ContactEmail' | 'MailSenderName' | 'MailSenderAddress', type = 'text') => (
    <Field name={name} label={t(`admin.settings.${name}`)} error={errors[name]}>
      <input
        className="field__input"
        id={`option-${name}`}
        name={name}
        type={type}
        defaultValue={options[name] ?? ''}
        required={!optionalTexts.has(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `option-${name}-error` : undefined}
      />
    </Field>
  )
  const checkbox = (name: (typeof siteOptionBooleanKeys)[number]) => (
    <label key={name} className="field--checkbox">
      <input type="checkbox" name={name} defaultChecked={options[name]} /> {t(`admin.settings.${name}` as AdminMessageKey)}
    </label>
  )
  return (
    <fetcher.Form method="post" className="admin-form" onSubmit={(event) => busy && event.preventDefault()}>
      {fetcher.data ? (
        <p className={fetcher.data.ok ? 'admin-notice' : 'admin-notice admin-notice--error'} role={fetcher.data.ok ? 'status' : 'alert'}>
          {t(fetcher.data.ok ? 'admin.settings.saved' : 'admin.settings.invalid')}
        </p>
      ) : null}
      <fieldset className="admin-card">
        <legend>{t('admin.settings.general')}</legend>
        {text('SiteName')}
        {text('HomePageSlug')}
      </fieldset>
      <fieldset className="admin-card">
        <legend>{t('admin.settings.shop')}</legend>
        <fieldset>
          <legend>{t('admin.settings.CartAddition')}</legend>
          {([0, 1, 2] as const).map((value) => (
            <label key={value} className="field--checkbox">
              <input type="radio" name="CartAddition" value={value} defaultChecked={options.CartAddition === value} />{' '}
              {t(`admin.settings.cartAddition.${value}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('admin.settings.AllowedCountries')}</legend>
          <label className="field--checkbox">
            <input type="radio" name="countriesMode" value="ALL" checked={allCountries} onChange={() => setAllCountries(true)} />{' '}
            {t('admin.settings.countries.all')}
          </label>
          <label className="field--checkbox">
            <input type="radio" name="countriesMode" value="SOME" checked={!allCountries} onChange={() => setAllCountries(false)} />{' '}
            {t('admin.settings.countries.some')}
          </label>
          {errors.AllowedCountries ? <p className="field__error">{errors.AllowedCountries}</p> : null}
          <div className="admin-country-list" hidden={allCountries}>
            {countries.map((country) => (
              <label key={country.iso} className="field--checkbox">
                <input type="checkbox" name="AllowedCountries" value={country.iso} defaultChecked={chosen.has(country.iso)} /> {country.name}
              </label>
            ))}
          </div>
        </fieldset>
        {shopSwitches.map(checkbox)}
        <Field name="WithdrawalPeriodDays" label={t('admin.settings.WithdrawalPeriodDays')} error={errors.WithdrawalPeriodDays}>
          <input
            className="field__input"
            id="option-WithdrawalPeriodDays"
            name="WithdrawalPeriodDays"
            type="number"
            inputMode="numeric"
            min={14}
            max={365}
            required
            defaultValue={options.WithdrawalPeriodDays}
            aria-invalid={errors.WithdrawalPeriodDays ? true : undefined}
            aria-describedby={errors.WithdrawalPeriodDays ? 'option-WithdrawalPeriodDays-error' : undefined}
          />
        </Field>
        {text('ShopEmail', 'email')}
        {text('ContactEmail', 'email')}
      </fieldset>
      <fieldset className="admin-card">
        <legend>{t('admin.settings.mailSender')}</legend>
        <p className="field__hint">{t('admin.settings.mailSenderHint')}</p>
        {text('MailSenderName')}
        {text('MailSenderAddress', 'email')}
      </fieldset>
      <fieldset className="admin-card">
        <legend>{t('admin.settings.bankTransfer')}</legend>
        <p className="field__hint">{t('admin.settings.bankTransferHint')}</p>
        {bankTransferKeys.map((key) => {
          const name = `BankTransfer.${key}` as const
          return (
            <Field key={key} name={name} label={t(`admin.settings.${name}`)} error={errors[name]}>
              {key === 'model' ? (
                <select className="field__input" id={`option-${name}`} name={name} defaultValue={options.BankTransfer?.model ?? 'HR00'}>
                  <option value="HR00">HR00</option>
                  <option value="HR01">HR01</option>
                </select>
              ) : (
                <input
                  className="field__input"
                  id={`option-${name}`}
                  name={name}
                  defaultValue={options.BankTransfer?.[key] ?? (key === 'purposeCode' ? 'OTHR' : '')}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={errors[name] ? `option-${name}-error` : undefined}
                />
              )}
            </Field>
          )
        })}
      </fieldset>
      <fieldset className="admin-card">
        <legend>{t('admin.settings.comments')}</legend>
        {commentSwitches.map(checkbox)}
      </fieldset>
      <div>
        <button className="button button--primary" type="submit" disabled={busy}>
          {t('admin.settings.save')}
        </button>
      </div>
    </fetcher.Form>
  )
}
