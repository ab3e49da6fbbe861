import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { SiteDocumentView } from '../../common/documents/schemas'
import type { ListResult } from '../../common/http/envelope'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { orderDocuments, orderLines, orders, sites } from '../db/schema'
import { ApiError } from '../http/api-error'
import { getSiteOptions } from '../site/site-service'
import { orderConfirmationPdf } from './order-pdf'
import { listSiteDocuments } from './site-documents'

export interface DocumentView {
  id: number
  type: 'order_confirmation'
  title: string
  orderNumber: string
  orderSlug: string
  createdAt: string
}

/** Every order of the member has its confirmation document; the row is made the first time it is listed. */
async function ensureDocuments(db: Db, input: { siteId: number; userId: number }): Promise<void> {
  const own = await db.select({ id: orders.id, number: orders.number }).from(orders).where(and(eq(orders.siteId, input.siteId), eq(orders.userId, input.userId)))
  if (own.length === 0) return
  await db
    .insert(orderDocuments)
    .values(own.map((order) => ({ siteId: input.siteId, orderId: order.id, type: 'order_confirmation', number: order.number })))
    .onConflictDoNothing()
}

async function listOrderDocuments(db: Db, input: { siteId: number; userId: number; offset: number; limit: number }): Promise<{ records: DocumentView[]; total: number }> {
  await ensureDocuments(db, input)
  const own = and(eq(orderDocuments.siteId, input.siteId), eq(orders.userId, input.userId))
  const [total] = await db.select({ value: count() }).from(orderDocuments).innerJoin(orders, eq(orders.id, orderDocuments.orderId)).where(own)
  const rows =
    input.limit > 0
      ? await db
          .select({ id: orderDocuments.id, number: orderDocuments.number, createdAt: orderDocuments.createdAt, slug: orders.slug })
          .from(orderDocuments)
          .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
          .where(own)
          .orderBy(desc(orderDocuments.createdAt), desc(orderDocuments.id))
          .limit(input.limit)
          .offset(input.offset)
      : []
  return {
    records: rows.map((row) => ({ id: row.id, type: 'order_confirmation', title: `Potvrda narudžbe ${row.number}`, orderNumber: row.number, orderSlug: row.slug, createdAt: row.createdAt.toISOString() })),
    total: total?.value ?? 0,
  }
}

function pagination(page: number, limit: number, total: number) {
  return { page, perPage: limit, total, lastPage: Math.max(1, Math.ceil(total / limit)) }
}

/** The logged-in member's own order documents, newest first (the profile's order page). */
export async function listMemberDocuments(db: Db, input: { siteId: number; userId: number; page: number; limit: number }): Promise<ListResult<DocumentView>> {
  const { records, total } = await listOrderDocuments(db, { siteId: input.siteId, userId: input.userId, offset: (input.page - 1) * input.limit, limit: input.limit })
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

/** §7 document/get/web/{id}: the PDF of one of the member's documents; anyone else's is not found. */
export async function memberDocumentPdf(db: Db, input: { siteId: number; userId: number; id: number }): Promise<{ fileName: string; bytes: Uint8Array }> {
  const [row] = await db
    .select({ order: orders })
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .where(and(eq(orderDocuments.id, input.id), eq(orderDocuments.siteId, input.siteId), eq(orders.userId, input.userId)))
  if (!row) throw ApiError.notFound('DOCUMENT_NOT_FOUND')
  const { order } = row
  const [lines, options, [site]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    getSiteOptions(db, input.siteId),
    db.select({ name: sites.name }).from(sites).where(eq(sites.id, input.siteId)),
  ])
  const owesTransfer = order.paymentType === 'bank_transfer' && order.status === 'not_paid'
  const bytes = await orderConfirmationPdf(
    {
      number: order.number,
      createdAt: order.createdAt.toISOString(),
      shopName: site?.name ?? options.SiteName,
      paymentMethodName: order.paymentMethodName,
      deliveryMethodName: [order.deliveryMethodName, order.deliveryBranchName].filter(Boolean).join(' — '),
      paymentType: order.paymentType,
      billingAddress: order.billingAddress,
      lines: lines.map((line) => ({ name: line.name, sku: line.sku, qty: line.qty, unitPrice: line.unitPrice, lineTotal: line.lineTotal })),
      totals: { itemsTotal: order.itemsTotal, couponDiscount: order.couponDiscount, deliveryPrice: order.deliveryPrice, taxTotal: order.taxTotal, orderTotal: order.orderTotal },
    },
    owesTransfer ? options.BankTransfer : null,
  )
  return { fileName: `potvrda-narudzbe-${order.number}.pdf`, bytes }
}
