import { Link } from 'react-router'
import { formatDate } from '#common/i18n/dates'
import type { InvoiceWarnings } from '#common/invoices/invoice-views'
import { useAdminLocale, useAdminT } from '../admin/use-admin-t'

/** The dashboard's warning while invoices wait for a JIR or the fiscal certificate is missing or about to expire (issue 21). */
export function InvoiceWarningsBanner({ warnings }: { warnings: InvoiceWarnings | null }) {
  const t = useAdminT()
  const locale = useAdminLocale() ?? 'hr'
  if (!warnings || (warnings.pending === 0 && !warnings.certificate && !warnings.isCertificateMissing)) return null
  return (
    <section className={`admin-notice${warnings.overdue > 0 || warnings.isCertificateMissing ? ' admin-notice--error' : ''}`} role="alert" aria-label={t('admin.nav.invoicing')}>
      {warnings.pending > 0 ? (
        <p>
          {t('invoicing.warning.pending', { count: warnings.pending, hours: warnings.oldestPendingHours })} <Link to="/admin/invoices">{t('invoicing.warning.open')}</Link>
        </p>
      ) : null}
      {warnings.overdue > 0 ? <p>{t('invoicing.warning.overdue', { count: warnings.overdue })}</p> : null}
      {warnings.certificate ? (
        <p>
          {t('invoicing.warning.certificate', { days: warnings.certificate.daysLeft, date: formatDate(warnings.certificate.notAfter, locale) })}{' '}
          <Link to="/admin/invoicing">{t('invoicing.warning.settings')}</Link>
        </p>
      ) : null}
      {warnings.isCertificateMissing ? (
        <p>
          {t('invoicing.warning.certificateMissing')} <Link to="/admin/invoicing">{t('invoicing.warning.settings')}</Link>
        </p>
      ) : null}
    </section>
  )
}
