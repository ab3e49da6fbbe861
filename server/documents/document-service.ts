import { paginationOf } from '../../common/http/envelope'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { SiteDocumentView } from '../../common/documents/schemas'
import type { DocumentView } from '../../common/documents/view'
import type { ListResult } from '../../common/http/envelope'
import type { Locale } from '../../common/i18n/locales'
import { translate } from '../../common/i18n/translate'
import type { Db } from '../db/client'
import { invoices, orderDocuments, orderLines, orders, sites } from '../db/schema'
import { ApiError } from '../http/api-error'
import { getSiteOptions } from '../site/site-service'
import { toOrderLineView } from '../orders/order-line-view'
import { invoicePdfFile, type PdfFile } from './invoice-document'
import { orderConfirmationPdf } from './order-pdf'
import { listSiteDocuments } from './site-documents'

export type { DocumentView }

/**
 * Every order of the member has its confirmation document, and every invoice and storno of those
 * orders a document of its own; the rows are made the first time they are listed.
 */
async function ensureDocuments(db: Db, input: { siteId: number; userId: number }): Promise<void> {
  const mine = and(eq(orders.siteId, input.siteId), eq(orders.userId, input.userId))
  const own = await db.select({ id: orders.id, number: orders.number }).from(orders).where(mine)
  if (own.length === 0) return
  await db
    .insert(orderDocuments)
    .values(own.map((order) => ({ siteId: input.siteId, orderId: order.id, type: 'order_confirmation', number: order.number })))
    .onConflictDoNothing()
  const invoiced = await db
    .select({ id: invoices.id, orderId: invoices.orderId, number: invoices.number })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(mine)
    .orderBy(asc(invoices.id))
  if (invoiced.length === 0) return
  await db
    .insert(orderDocuments)
    .values(invoiced.map((invoice) => ({ siteId: input.siteId, orderId: invoice.orderId, type: 'invoice', number: invoice.number, invoiceId: invoice.id })))
    .onConflictDoNothing()
}

function documentTitle(locale: Locale, row: { type: string; number: string; invoiceKind: 'invoice' | 'storno' | null }): { type: DocumentView['type']; title: string } {
  if (row.type === 'invoice' && row.invoiceKind) {
    return { type: row.invoiceKind, title: translate(locale, row.invoiceKind === 'storno' ? 'orders.documentTitle.storno' : 'orders.documentTitle.invoice', { number: row.number }) }
  }
  return { type: 'order_confirmation', title: translate(locale, 'orders.documentTitle.confirmation', { number: row.number }) }
}

async function listOrderDocuments(
  db: Db,
  input: { siteId: number; userId: number; locale: Locale; offset: number; limit: number },
): Promise<{ records: DocumentView[]; total: number }> {
  await ensureDocuments(db, input)
  const own = and(eq(orderDocuments.siteId, input.siteId), eq(orders.userId, input.userId))
  const [total] = await db.select({ value: count() }).from(orderDocuments).innerJoin(orders, eq(orders.id, orderDocuments.orderId)).where(own)
  // Newest order first; within an order the confirmation, then its invoices in the order they were issued.
  const rows =
    input.limit > 0
      ? await db
          .select({
            id: orderDocuments.id,
            type: orderDocuments.type,
            number: orderDocuments.number,
            createdAt: orderDocuments.createdAt,
            invoiceKind: invoices.kind,
            orderNumber: orders.number,
            slug: orders.slug,
          })
          .from(orderDocuments)
          .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
          .leftJoin(invoices, eq(invoices.id, orderDocuments.invoiceId))
          .where(own)
          .orderBy(desc(orders.createdAt), desc(orders.id), sql`${orderDocuments.invoiceId} ASC NULLS FIRST`, asc(orderDocuments.id))
          .limit(input.limit)
          .offset(input.offset)
      : []
  return {
    records: rows.map((row) => ({ id: row.id, ...documentTitle(input.locale, row), orderNumber: row.orderNumber, orderSlug: row.slug, createdAt: row.createdAt.toISOString() })),
    total: total?.value ?? 0,
  }
}

function pagination(page: number, limit: number, total: number) {
  return paginationOf({ page, perPage: limit, total })
}

/** The logged-in member's own order documents, newest first (the profile's order page). */
export async function listMemberDocuments(db: Db, input: { siteId: number; userId: number; locale: Locale; page: number; limit: number }): Promise<ListResult<DocumentView>> {
  const { records, total } = await listOrderDocuments(db, { ...input, offset: (input.page - 1) * input.limit })
  return { records, pagination: pagination(input.page, input.limit, total) }
}

export type WebDocumentView = SiteDocumentView | DocumentView

/**
 * §7 document/filter/web: the site's documents (public ones to everyone, members-only ones to
 * logged-in members, by category then sort order) followed by the member's own order documents.
 * A category narrows the list to that group of site documents.
 */
export async function listWebDocuments(
  db: Db,
  input: { siteId: number; locale: Locale; userId: number | null; category?: string; page: number; limit: number },
): Promise<ListResult<WebDocumentView>> {
  const offset = (input.page - 1) * input.limit
  const site = await listSiteDocuments(db, { siteId: input.siteId, locale: input.locale, isMember: input.userId !== null, category: input.category, offset, limit: input.limit })
  if (input.userId === null || input.category) return { records: site.records, pagination: pagination(input.page, input.limit, site.total) }
  const own = await listOrderDocuments(db, {
    siteId: input.siteId,
    userId: input.userId,
    locale: input.locale,
    offset: Math.max(0, offset - site.total),
    limit: input.limit - site.records.length,
  })
  return { records: [...site.records, ...own.records], pagination: pagination(input.page, input.limit, site.total + own.total) }
}

/** Whether an id is one of the site's order documents (anonymous callers get 401 for those, 404 otherwise). */
export async function isOrderDocument(db: Db, input: { siteId: number; id: number }): Promise<boolean> {
  const [row] = await db.select({ id: orderDocuments.id }).from(orderDocuments).where(and(eq(orderDocuments.id, input.id), eq(orderDocuments.siteId, input.siteId)))
  return Boolean(row)
}

/**
 * §7 document/get/web/{id}: the PDF of one of the member's documents; anyone else's is not found.
 * A guest has no profile: the invoice reaches them as the e-mail's attachment.
 */
export async function memberDocumentPdf(db: Db, input: { siteId: number; userId: number; id: number }): Promise<PdfFile> {
  const [row] = await db
    .select({ order: orders, invoiceId: orderDocuments.invoiceId })
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .where(and(eq(orderDocuments.id, input.id), eq(orderDocuments.siteId, input.siteId), eq(orders.userId, input.userId)))
  if (!row) throw ApiError.notFound('DOCUMENT_NOT_FOUND')
  if (row.invoiceId !== null) {
    const invoice = await invoicePdfFile(db, { siteId: input.siteId, invoiceId: row.invoiceId })
    if (!invoice) throw ApiError.notFound('DOCUMENT_NOT_FOUND')
    return invoice
  }
  return orderConfirmationFile(db, { siteId: input.siteId, order: row.order })
}

async function orderConfirmationFile(db: Db, input: { siteId: number; order: typeof orders.$inferSelect }): Promise<PdfFile> {
  const { order } = input
  const [lines, options, [site]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    getSiteOptions(db, input.siteId),
    db.select({ name: sites.name }).from(sites).where(eq(sites.id, input.siteId)),
  ])
  const owesTransfer = order.paymentType === 'bank_transfer' && order.status === 'not_paid'
  const bytes = await orderConfirmationPdf(
    {
      number: order.number,
      locale: order.locale,
      createdAt: order.createdAt.toISOString(),
      shopName: site?.name ?? options.SiteName,
      paymentMethodName: order.paymentMethodName,
      deliveryMethodName: [order.deliveryMethodName, order.deliveryBranchName].filter(Boolean).join(' — '),
      paymentType: order.paymentType,
      billingAddress: order.billingAddress,
      lines: lines.map(toOrderLineView),
      totals: { itemsTotal: order.itemsTotal, couponDiscount: order.couponDiscount, deliveryPrice: order.deliveryPrice, taxTotal: order.taxTotal, orderTotal: order.orderTotal },
    },
    owesTransfer ? options.BankTransfer : null,
  )
  return { fileName: `potvrda-narudzbe-${order.number}.pdf`, bytes }
}
