import { and, asc, eq, inArray } from 'drizzle-orm'
import { isLocale } from '../../common/i18n/locales'
import { translate } from '../../common/i18n/translate'
import type { Db } from '../db/client'
import { invoiceLines, invoices, orderLines } from '../db/schema'
import { ApiError } from '../http/api-error'
import { log } from '../log/logger'
import type { InvoiceLineKind } from './invoice-lines'
import { readInvoiceSettings } from './invoice-settings'
import { insertInvoice, type InvoiceRow } from './issue-invoice'
import { StornoRefused, stornoLines, type StornoRequest } from './storno-lines'

/**
 * Issues a storno of an invoice inside the caller's transaction (issue 21 point 4): it refers to
 * the original (`stornoOfId`, each line to the line it cancels), carries negative amounts and its
 * own number, and is fiscalised as the original was. Without chosen lines or an amount it cancels
 * all that is left. The original's row lock makes parallel stornos of one invoice queue, so two
 * of them can never cancel the same unit twice. The refunds (issue 22) call this too.
 */
export async function issueStorno(tx: Db, invoiceId: number, request: StornoRequest = {}): Promise<InvoiceRow> {
  const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update')
  if (!original) throw new ApiError(404, 'INVOICE_NOT_FOUND', 'invoice.notFound')
  if (original.kind !== 'invoice') throw new ApiError(409, 'STORNO_OF_STORNO', 'invoice.stornoOfStorno')
  const settings = await readInvoiceSettings(tx, original.siteId)
  if (!settings) throw new ApiError(409, 'INVOICING_NOT_SET_UP', 'invoice.notSetUp')

  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, original.id)).orderBy(asc(invoiceLines.position))
  const earlierStornos = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.stornoOfId, original.id))
  const earlier = earlierStornos.length ? await tx.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, earlierStornos.map((s) => s.id))) : []
  const savings = await memberSavingsPerUnit(tx, lines)
  const locale = isLocale(original.locale) ? original.locale : 'hr'

  let drafts
  try {
    drafts = stornoLines({
      original: lines.map((line) => ({ ...line, kind: line.kind as InvoiceLineKind, memberSavingPerUnit: savings.get(line.id) ?? 0 })),
      originalTotal: original.total,
      earlier: earlier.map((line) => ({ ...line, kind: line.kind as InvoiceLineKind })),
      request,
      amountLineName: translate(locale, 'invoice.line.partialStorno', { number: original.number }),
    })
  } catch (error) {
    if (error instanceof StornoRefused) throw new ApiError(400, error.problem === 'stornoLineUnknown' ? 'STORNO_LINE_UNKNOWN' : error.problem === 'stornoEmpty' ? 'STORNO_EMPTY' : 'STORNO_EXCEEDS', `invoice.${error.problem}`)
    throw error
  }

  const storno = await insertInvoice(tx, {
    order: { id: original.orderId, siteId: original.siteId, locale: original.locale, currency: original.currency },
    settings,
    kind: 'storno',
    stornoOfId: original.id,
    seller: original.seller,
    buyer: original.buyer,
    paymentType: original.paymentType,
    paymentCode: original.paymentCode,
    lines: drafts,
    eracunStatus: original.eracunStatus === null ? null : 'pending',
    isFiscalised: original.fiscalStatus !== 'not_required',
  })
  log.info('storno issued', { invoiceId: original.id, stornoId: storno.id, number: storno.number, total: storno.total })
  return storno
}

/** Cancelling an invoiced order cancels what is left of its invoice; an order without one has nothing to cancel. */
export async function stornoOrderInvoice(tx: Db, orderId: number): Promise<InvoiceRow | null> {
  const [invoice] = await tx
    .select({ id: invoices.id, total: invoices.total })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
  if (!invoice) return null
  const stornos = await tx.select({ total: invoices.total }).from(invoices).where(eq(invoices.stornoOfId, invoice.id))
  if (invoice.total + stornos.reduce((sum, s) => sum + s.total, 0) <= 0) return null
  return issueStorno(tx, invoice.id)
}

/** What one unit of each goods line saved a member: its regular price less the price charged. */
async function memberSavingsPerUnit(tx: Db, lines: (typeof invoiceLines.$inferSelect)[]): Promise<Map<number, number>> {
  const ids = lines.flatMap((line) => (line.kind === 'goods' && line.orderLineId !== null ? [line.orderLineId] : []))
  if (ids.length === 0) return new Map()
  const ordered = await tx.select({ id: orderLines.id, unitPrice: orderLines.unitPrice, retailPrice: orderLines.retailPrice }).from(orderLines).where(inArray(orderLines.id, ids))
  const byOrderLine = new Map(ordered.map((line) => [line.id, Math.max(0, line.retailPrice - line.unitPrice)]))
  return new Map(lines.flatMap((line) => (line.orderLineId !== null && byOrderLine.has(line.orderLineId) ? [[line.id, byOrderLine.get(line.orderLineId) ?? 0]] : [])))
}
