import { eq } from 'drizzle-orm'
import { isLocale } from '../../common/i18n/locales'
import { formatMoney } from '../../common/money'
import type { Db } from '../db/client'
import { invoices, orders } from '../db/schema'
import { invoiceFileName, invoicePdfInput } from '../documents/invoice-document'
import { invoicePdf } from '../documents/invoice-pdf'
import type { MailAttachment } from '../mail/mailer'
import { enqueueEmail } from '../outbox/enqueue'
import type { TemplateValue } from '../outbox/fill-template'

/**
 * Queues the buyer's e-mail with the invoice (or storno) PDF attached, in the caller's transaction:
 * invoicing calls it when the invoice has its JIR, or has been issued with the ZKI alone after CIS
 * did not answer in time (ADR 057). The message is sent after the commit; called again for the
 * same invoice (the JIR arriving after the timeout), it queues nothing more.
 */
export async function queueInvoiceEmail(tx: Db, invoiceId: number): Promise<void> {
  const [row] = await tx
    .select({ siteId: invoices.siteId, kind: invoices.kind, locale: invoices.locale, orderId: orders.id, to: orders.email })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, invoiceId))
  if (!row) throw new Error(`queueInvoiceEmail: no invoice ${invoiceId}`)
  await enqueueEmail(tx, {
    siteId: row.siteId,
    dedupeKey: `invoice:${invoiceId}:buyer`,
    email: { template: row.kind === 'storno' ? 'order.storno.buyer' : 'order.invoice.buyer', locale: row.locale, to: row.to, orderId: row.orderId, invoiceId },
  })
}

/** What an invoice e-mail names besides the order (its number, total, the invoice a storno cancels) and its PDF. */
export async function invoiceMailValues(
  db: Db,
  input: { siteId: number; invoiceId: number; locale: string },
): Promise<{ values: Record<string, TemplateValue>; attachment: MailAttachment } | null> {
  const document = await invoicePdfInput(db, { siteId: input.siteId, invoiceId: input.invoiceId })
  if (!document) return null
  const locale = isLocale(input.locale) ? input.locale : 'hr'
  return {
    values: { invoiceNumber: document.invoice.number, invoiceTotal: formatMoney(document.invoice.total, locale), stornoOfNumber: document.stornoOfNumber ?? '' },
    attachment: { filename: invoiceFileName(document.invoice), content: Buffer.from(await invoicePdf(document)), contentType: 'application/pdf' },
  }
}
