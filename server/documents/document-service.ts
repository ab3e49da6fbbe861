import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { ListResult } from '../../common/http/envelope'
import type { Db } from '../db/client'
import { orderDocuments, orderLines, orders, sites } from '../db/schema'
import { ApiError } from '../http/api-error'
import { getSiteOptions } from '../site/site-service'
import { orderConfirmationPdf } from './order-pdf'

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

/** §7 document/filter/web: the logged-in member's own order documents, newest first. */
export async function listMemberDocuments(db: Db, input: { siteId: number; userId: number; page: number; limit: number }): Promise<ListResult<DocumentView>> {
  await ensureDocuments(db, input)
  const own = and(eq(orderDocuments.siteId, input.siteId), eq(orders.userId, input.userId))
  const [total] = await db.select({ value: count() }).from(orderDocuments).innerJoin(orders, eq(orders.id, orderDocuments.orderId)).where(own)
  const rows = await db
    .select({ id: orderDocuments.id, number: orderDocuments.number, createdAt: orderDocuments.createdAt, slug: orders.slug })
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .where(own)
    .orderBy(desc(orderDocuments.createdAt), desc(orderDocuments.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit)
  const totalCount = total?.value ?? 0
  return {
    records: rows.map((row) => ({ id: row.id, type: 'order_confirmation', title: `Potvrda narudžbe ${row.number}`, orderNumber: row.number, orderSlug: row.slug, createdAt: row.createdAt.toISOString() })),
    pagination: { page: input.page, perPage: input.limit, total: totalCount, lastPage: Math.max(1, Math.ceil(totalCount / input.limit)) },
  }
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
