import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm'
import type { OrderDeskQuery, OrderStatus } from '../../common/checkout/schemas'
import type { ListResult } from '../../common/http/envelope'
import type { DeskOrderDetail, DeskOrderRow } from '../../common/orders/views'
import type { Db } from '../db/client'
import { orderEvents, orderLines, orders, paymentCallbacks } from '../db/schema'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { ApiError } from '../http/api-error'
import { toOrderLineView } from './order-line-view'
import { changeOrderStatus } from './order-transitions'
import { containsPattern } from '../db/like-pattern'
import { paginationOf } from '../../common/http/envelope'

export type OrderRow = typeof orders.$inferSelect


function toRow(order: OrderRow): DeskOrderRow {
  return {
    id: order.id,
    number: order.number,
    slug: order.slug,
    email: order.email,
    customer: `${order.billingAddress.firstName} ${order.billingAddress.lastName}`,
    status: order.status,
    paymentType: order.paymentType,
    paymentMethodName: order.paymentMethodName,
    orderTotal: order.orderTotal,
    createdAt: order.createdAt.toISOString(),
  }
}

/** The filters of the desk's list (status, payment type, dates in UTC days, number or e-mail). */
function conditions(siteId: number, query: OrderDeskQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(orders.siteId, siteId)]
  if (query.status) where.push(eq(orders.status, query.status))
  if (query.paymentType) where.push(eq(orders.paymentType, query.paymentType))
  if (query.from) where.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)))
  if (query.to) where.push(lt(orders.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)))
  if (query.q) where.push(or(ilike(orders.number, containsPattern(query.q)), ilike(orders.email, containsPattern(query.q))))
  return and(...where)
}

/** The desk's list: newest first, one page at a time. */
export async function listDeskOrders(db: Db, input: { siteId: number; query: OrderDeskQuery }): Promise<ListResult<DeskOrderRow>> {
  const where = conditions(input.siteId, input.query)
  const [total] = await db.select({ value: count() }).from(orders).where(where)
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(input.query.limit)
    .offset((input.query.page - 1) * input.query.limit)
  const totalCount = total?.value ?? 0
  return {
    records: rows.map(toRow),
    pagination: paginationOf({ page: input.query.page, perPage: input.query.limit, total: totalCount }),
  }
}

/** Every order the filters match, for the CSV export (bounded: a desk export is not a backup). */
export async function exportDeskOrders(db: Db, input: { siteId: number; query: OrderDeskQuery }): Promise<DeskOrderRow[]> {
  const rows = await db.select().from(orders).where(conditions(input.siteId, input.query)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(10_000)
  return rows.map(toRow)
}

const totalsOf = (order: OrderRow) => ({ itemsTotal: order.itemsTotal, couponDiscount: order.couponDiscount, deliveryPrice: order.deliveryPrice, taxTotal: order.taxTotal, orderTotal: order.orderTotal })

type OrderEventRow = typeof orderEvents.$inferSelect

function eventOutcome(event: OrderEventRow): DeskOrderDetail['events'][number]['outcome'] {
  if (event.type !== 'provider-refund') return null
  const status = (event.data as { status?: unknown } | null)?.status
  return status === 'succeeded' || status === 'failed' || status === 'pending' ? status : null
}

export async function deskOrderDetail(db: Db, input: { siteId: number; orderId: number }): Promise<DeskOrderDetail> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.siteId, input.siteId)))
  if (!order) throw ApiError.notFound('ORDER_NOT_FOUND')
  const [lines, events, callbacks] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db.select().from(paymentCallbacks).where(eq(paymentCallbacks.orderId, order.id)).orderBy(asc(paymentCallbacks.id)),
  ])
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    email: order.email,
    createdAt: order.createdAt.toISOString(),
    paymentMethodName: order.paymentMethodName,
    deliveryMethodName: [order.deliveryMethodName, order.deliveryBranchName].filter(Boolean).join(' — '),
    orderMessage: order.orderMessage,
    giftMessage: order.giftMessage,
    shipment: order.shipment,
    deliveryAddress: order.deliveryAddress,
    billingAddress: order.billingAddress,
    totals: totalsOf(order),
    lines: lines.map(toOrderLineView),
    events: events.map((e) => ({ id: e.id, type: e.type, fromStatus: e.fromStatus, toStatus: e.toStatus, note: e.note, actorEmail: e.actorEmail, createdAt: e.createdAt.toISOString(), outcome: eventOutcome(e) })),
    callbacks: callbacks.map((c) => ({ id: c.id, provider: c.provider, outcome: c.outcome, transactionId: c.transactionId, createdAt: c.createdAt.toISOString() })),
  }
}

async function ownOrder(tx: Db, siteId: number, orderId: number): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId)))
  if (!order) throw ApiError.notFound('ORDER_NOT_FOUND')
  return order
}

/** A status set from the desk: through changeOrderStatus (stock back on cancel, the buyer's e-mail), plus the audit log. */
export async function setDeskOrderStatus(
  db: Db,
  input: { siteId: number; orderId: number; actor: AuditActor; status: OrderStatus; note: string; notifyBuyer: boolean },
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    await ownOrder(tx, input.siteId, input.orderId)
    const result = await changeOrderStatus(tx, {
      orderId: input.orderId,
      to: input.status,
      actor: { userId: input.actor.id, email: input.actor.email },
      note: input.note,
      notifyBuyer: input.notifyBuyer,
    })
    if (result.changed) {
      await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'order.status', entityType: 'order', entityId: input.orderId, before: { status: result.from }, after: { status: input.status } })
    }
    return { changed: result.changed }
  })
}

export async function addDeskOrderNote(db: Db, input: { siteId: number; orderId: number; actor: AuditActor; note: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await ownOrder(tx, input.siteId, input.orderId)
    await tx.insert(orderEvents).values({ orderId: input.orderId, type: 'note', note: input.note, actorUserId: input.actor.id, actorEmail: input.actor.email })
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'order.note', entityType: 'order', entityId: input.orderId, after: { note: input.note } })
  })
}
