import { eq, sql } from 'drizzle-orm'
import type { OrderStatus } from '../../common/checkout/schemas'
import type { Db } from '../db/client'
import { couponRedemptions, coupons, orderEvents, orderLines, orders, products } from '../db/schema'
import { ApiError } from '../http/api-error'
import { invoiceOnStatus } from '../invoices'
import { enqueueEmail } from '../outbox/enqueue'
import { markPagesChanged } from '../page-cache/page-changes'
import { pageTags } from '../page-cache/tags'

/** Who made a change: a backoffice user, or null for the buyer / a payment provider. */
export interface OrderActor {
  userId: number | null
  email: string | null
}

/** Which status may follow which; a cancelled or delivered order is final. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['paid', 'not_paid', 'cancelled'],
  not_paid: ['paid', 'ready_for_shipping', 'sent', 'not_sent', 'cancelled'],
  paid: ['ready_for_shipping', 'sent', 'not_sent', 'cancelled'],
  ready_for_shipping: ['paid', 'sent', 'not_sent', 'cancelled'],
  not_sent: ['paid', 'ready_for_shipping', 'sent', 'cancelled'],
  sent: ['paid', 'delivered'],
  delivered: ['paid'],
  cancelled: [],
}

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to)
}

/**
 * Changes an order's status inside the caller's transaction: locks the order row, checks the
 * transition, returns stock on cancel, issues the invoice (or its storno on cancel), records who
 * and when, and queues the buyer's e-mail. Callers tell CIS about a new invoice after their
 * commit (`deliverOrderInvoices`); the fiscal sweep does it otherwise.
 * The same status again is a no-op (a repeated click or callback changes nothing).
 */
export async function changeOrderStatus(
  tx: Db,
  input: { orderId: number; to: OrderStatus; actor: OrderActor; note?: string; notifyBuyer?: boolean; data?: Record<string, unknown> },
): Promise<{ changed: boolean; from: OrderStatus }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update')
  if (!order) throw ApiError.notFound('ORDER_NOT_FOUND')
  const from = order.status
  if (from === input.to) return { changed: false, from }
  if (!canChangeStatus(from, input.to)) throw new ApiError(409, 'ORDER_STATUS_CHANGE_NOT_ALLOWED', 'order.statusChangeNotAllowed')

  const now = new Date()
  await tx
    .update(orders)
    .set({
      status: input.to,
      updatedAt: now,
      ...(input.to === 'paid' ? { paidAt: order.paidAt ?? now, paymentStatus: 'paid' as const } : {}),
    })
    .where(eq(orders.id, order.id))
  if (input.to === 'cancelled') {
    await returnStock(tx, order.id)
    await releaseCoupon(tx, order.id)
  }
  // The sale's invoice at the status its payment type names, a storno on cancel (issue 21).
  await invoiceOnStatus(tx, { id: order.id, siteId: order.siteId, paymentType: order.paymentType, status: input.to })
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId: order.id,
      type: 'status',
      fromStatus: from,
      toStatus: input.to,
      note: input.note ?? '',
      actorUserId: input.actor.userId,
      actorEmail: input.actor.email,
      data: input.data ?? {},
    })
    .returning({ id: orderEvents.id })
  if (input.notifyBuyer !== false && event) {
    await enqueueEmail(tx, {
      siteId: order.siteId,
      dedupeKey: `order:${order.id}:status-event:${event.id}`,
      email: { template: 'order.status.buyer', locale: order.locale, to: order.email, orderId: order.id, vars: { status: input.to } },
    })
  }
  return { changed: true, from }
}

/** A cancelled order gives back the units it took (recorded per line when it was placed). */
async function returnStock(tx: Db, orderId: number): Promise<void> {
  const lines = await tx.select({ productId: orderLines.productId, qty: orderLines.qty, options: orderLines.options }).from(orderLines).where(eq(orderLines.orderId, orderId))
  const back = new Map<number, number>()
  for (const line of lines) {
    const recorded = Array.isArray(line.options.stock) ? (line.options.stock as { productId: number; qty: number }[]) : null
    const uses = recorded ?? (line.productId === null ? [] : [{ productId: line.productId, qty: line.qty }])
    for (const use of uses) back.set(use.productId, (back.get(use.productId) ?? 0) + use.qty)
  }
  markPagesChanged([pageTags.catalog, ...[...back.keys()].map(pageTags.product)])
  for (const [productId, qty] of [...back].sort(([a], [b]) => a - b)) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${qty}` })
      .where(eq(products.id, productId))
  }
}

/**
 * A cancelled order gives its coupon use back, so a one-use code can be used again (e.g. after a
 * declined card); so does a wholly refunded one when the settings say so (server/refunds).
 */
export async function releaseCoupon(tx: Db, orderId: number): Promise<void> {
  const released = await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)).returning({ couponId: couponRedemptions.couponId })
  for (const row of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, row.couponId))
  }
}
