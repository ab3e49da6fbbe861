import type { InvoiceWarnings } from '../../common/invoices/invoice-views'
import type { Db } from '../db/client'
import { certificateStatus } from './fiscal-certificate-store'
import { pendingInvoiceSummary } from './invoice-desk'
import { readInvoiceSettings } from './invoice-settings'

/**
 * The dashboard's invoice warnings (issue 21 point 5): invoices waiting for a JIR and since when,
 * and — while the shop fiscalises — a certificate that is missing or expires within 30 days.
 */
export async function invoiceWarnings(db: Db, input: { siteId: number; now?: Date }): Promise<InvoiceWarnings> {
  const now = input.now ?? new Date()
  const [summary, settings] = await Promise.all([pendingInvoiceSummary(db, { siteId: input.siteId, now }), readInvoiceSettings(db, input.siteId)])
  const isFiscalised = settings?.isFiscalised ?? false
  const certificate = isFiscalised ? await certificateStatus(input.siteId, now, settings?.seller.oib) : null
  return {
    pending: summary.pending,
    overdue: summary.overdue,
    oldestPendingAt: summary.oldestPendingAt?.toISOString() ?? null,
    oldestPendingHours: summary.oldestPendingAt ? Math.max(0, Math.floor((now.getTime() - summary.oldestPendingAt.getTime()) / 3_600_000)) : 0,
    certificate: certificate?.notAfter && certificate.isExpiringSoon ? { notAfter: certificate.notAfter, daysLeft: certificate.daysLeft ?? 0 } : null,
    isCertificateMissing: isFiscalised && !certificate?.notAfter,
  }
}
