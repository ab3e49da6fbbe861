import type { FetcherWithComponents } from 'react-router'
import { formatDate } from '#common/i18n/dates'
import type { CertificateStatusView } from '#common/invoices/invoice-views'
import { useAdminLocale, useAdminT } from '../admin/use-admin-t'
import type { InvoicingOutcome } from './invoice-settings-form'

/** The fiscal certificate: who holds it, until when (a warning 30 days ahead), and an upload unless the environment sets it. */
export function CertificateForm({ fetcher, certificate, isFromEnvironment }: { fetcher: FetcherWithComponents<InvoicingOutcome>; certificate: CertificateStatusView; isFromEnvironment: boolean }) {
  const t = useAdminT()
  const locale = useAdminLocale() ?? 'hr'
  const outcome = fetcher.data?.intent === 'certificate' ? fetcher.data : null
  const busy = fetcher.state !== 'idle'
  return (
    <section className="admin-card" aria-labelledby="invoicing-certificate">
      <h2 id="invoicing-certificate">{t('invoicing.certificate')}</h2>
      {certificate.subject && certificate.notAfter ? (
        <dl>
          <dt>{t('invoicing.certificate.subject')}</dt>
          <dd>
            {certificate.subject} ({certificate.origin ? t(`invoicing.certificate.origin.${certificate.origin}`) : ''})
          </dd>
          <dt>{t('invoicing.certificate.notAfter')}</dt>
          <dd>
            <time dateTime={certificate.notAfter}>{formatDate(certificate.notAfter, locale)}</time>
          </dd>
        </dl>
      ) : (
        <p>{t('invoicing.certificate.none')}</p>
      )}
      {certificate.isExpiringSoon && certificate.daysLeft !== null ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t('invoicing.certificate.expiresSoon', { days: certificate.daysLeft })}
        </p>
      ) : null}
      {certificate.problem ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t('invoicing.certificate.problem', { problem: certificate.problem })}
        </p>
      ) : null}
      {outcome ? (
        <p className={outcome.ok ? 'admin-notice' : 'admin-notice admin-notice--error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.ok ? t('invoicing.certificate.uploaded') : (outcome.fields.file ?? outcome.message)}
        </p>
      ) : null}
      {isFromEnvironment ? null : (
        <fetcher.Form method="post" encType="multipart/form-data" className="admin-form" onSubmit={(event) => busy && event.preventDefault()}>
          <input type="hidden" name="intent" value="certificate" />
          <div className="field">
            <label className="field__label" htmlFor="invoicing-certificate-file">
              {t('invoicing.certificate.file')}
            </label>
            <input className="field__input" id="invoicing-certificate-file" type="file" name="file" accept=".p12,.pfx,application/x-pkcs12" required />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="invoicing-certificate-password">
              {t('invoicing.certificate.password')}
            </label>
            <input className="field__input" id="invoicing-certificate-password" type="password" name="password" autoComplete="off" />
          </div>
          <div>
            <button className="button button--secondary" type="submit" disabled={busy}>
              {t('invoicing.certificate.upload')}
            </button>
          </div>
        </fetcher.Form>
      )}
    </section>
  )
}
