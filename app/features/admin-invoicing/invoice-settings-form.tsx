import type { ReactNode } from 'react'
import type { FetcherWithComponents } from 'react-router'
import type { AdminMessageKey } from '#common/i18n/admin'
import { defaultIssueOn, invoiceMoments, invoicePaymentTypes, type InvoiceSettings } from '#common/invoices/invoice-settings'
import { useAdminT } from '../admin/use-admin-t'

export interface InvoicingOutcome {
  intent: 'settings' | 'certificate'
  ok: boolean
  fields: Record<string, string>
  message?: string
}

const empty: InvoiceSettings = {
  seller: { name: '', street: '', postalCode: '', city: '', country: 'HR', oib: '', inVatSystem: true },
  premises: 'WEB1',
  device: '1',
  numbering: 'yearly',
  sequenceMark: 'P',
  operatorOib: '',
  issueOn: defaultIssueOn,
  isFiscalised: true,
  cisTimeoutMs: 2000,
}

/** One labelled field with its error, tied together for screen readers. */
function Field({ name, label, error, children }: { name: string; label: string; error?: string; children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const id = `invoicing-${name}`
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}) })}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** /admin/invoicing: the invoicing settings as one form, saved at once with one audit row. */
export function InvoiceSettingsForm({ fetcher, settings, cisUrl }: { fetcher: FetcherWithComponents<InvoicingOutcome>; settings: InvoiceSettings | null; cisUrl: string | null }) {
  const t = useAdminT()
  const current = settings ?? empty
  const errors = fetcher.data?.ok === false ? fetcher.data.fields : {}
  const busy = fetcher.state !== 'idle'
  const text = (name: string, label: AdminMessageKey, value: string, options: { inputMode?: 'numeric'; maxLength?: number } = {}) => (
    <Field name={name} label={t(label)} error={errors[name]}>
      {(props) => <input className="field__input" name={name} defaultValue={value} required {...options} {...props} />}
    </Field>
  )
  return (
    <fetcher.Form method="post" className="admin-form" onSubmit={(event) => busy && event.preventDefault()}>
      <input type="hidden" name="intent" value="settings" />
      {fetcher.data?.intent === 'settings' ? (
        <p className={fetcher.data.ok ? 'admin-notice' : 'admin-notice admin-notice--error'} role={fetcher.data.ok ? 'status' : 'alert'}>
          {t(fetcher.data.ok ? 'invoicing.saved' : 'invoicing.invalid')}
        </p>
      ) : null}
      <fieldset className="admin-card">
        <legend>{t('invoicing.seller')}</legend>
        {text('seller.name', 'invoicing.seller.name', current.seller.name, { maxLength: 200 })}
        {text('seller.street', 'invoicing.seller.street', current.seller.street, { maxLength: 200 })}
        {text('seller.postalCode', 'invoicing.seller.postalCode', current.seller.postalCode, { maxLength: 20 })}
        {text('seller.city', 'invoicing.seller.city', current.seller.city, { maxLength: 100 })}
        {text('seller.country', 'invoicing.seller.country', current.seller.country, { maxLength: 2 })}
        {text('seller.oib', 'invoicing.seller.oib', current.seller.oib, { maxLength: 30 })}
        <label className="field--checkbox">
          <input type="checkbox" name="seller.inVatSystem" defaultChecked={current.seller.inVatSystem} /> {t('invoicing.seller.inVatSystem')}
        </label>
      </fieldset>
      <fieldset className="admin-card">
        <legend>{t('invoicing.numbering')}</legend>
        {text('premises', 'invoicing.premises', current.premises, { maxLength: 20 })}
        {text('device', 'invoicing.device', current.device, { inputMode: 'numeric', maxLength: 20 })}
        {(['numbering', 'sequenceMark'] as const).map((name) => (
          <fieldset key={name}>
            <legend>{t(name === 'numbering' ? 'invoicing.numbering.rule' : 'invoicing.sequenceMark')}</legend>
            {(name === 'numbering' ? (['yearly', 'continuous'] as const) : (['P', 'N'] as const)).map((value) => (
              <label key={value} className="field--checkbox">
                <input type="radio" name={name} value={value} defaultChecked={current[name] === value} /> {t(`invoicing.${name}.${value}` as AdminMessageKey)}
              </label>
            ))}
          </fieldset>
        ))}
        {text('operatorOib', 'invoicing.operatorOib', current.operatorOib, { inputMode: 'numeric', maxLength: 11 })}
      </fieldset>
      <fieldset className="admin-card">
        <legend>{t('invoicing.issueOn')}</legend>
        {invoicePaymentTypes.map((type) => (
          <Field key={type} name={`issueOn.${type}`} label={t(`invoicing.issueOn.${type}`)} error={errors[`issueOn.${type}`]}>
            {(props) => (
              <select className="field__input" name={`issueOn.${type}`} defaultValue={current.issueOn[type]} {...props}>
                {invoiceMoments.map((moment) => (
                  <option key={moment} value={moment}>
                    {t(`invoicing.moment.${moment}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </fieldset>
      <fieldset className="admin-card">
        <legend>{t('invoicing.fiscalisation')}</legend>
        <label className="field--checkbox">
          <input type="checkbox" name="isFiscalised" defaultChecked={current.isFiscalised} aria-describedby={errors.isFiscalised ? 'invoicing-isFiscalised-error' : undefined} />{' '}
          {t('invoicing.isFiscalised')}
        </label>
        {errors.isFiscalised ? (
          <p className="field__error" id="invoicing-isFiscalised-error">
            {errors.isFiscalised}
          </p>
        ) : null}
        <Field name="cisTimeoutMs" label={t('invoicing.cisTimeoutMs')} error={errors.cisTimeoutMs}>
          {(props) => <input className="field__input" name="cisTimeoutMs" type="number" min={500} max={30000} step={100} defaultValue={current.cisTimeoutMs} required {...props} />}
        </Field>
        <p>
          {t('invoicing.cis')}: {cisUrl ? <code>{cisUrl}</code> : t('invoicing.cis.fake')}
        </p>
      </fieldset>
      <div>
        <button className="button button--primary" type="submit" disabled={busy}>
          {t('invoicing.save')}
        </button>
      </div>
    </fetcher.Form>
  )
}
