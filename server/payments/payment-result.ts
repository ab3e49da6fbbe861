import { and, eq } from 'drizzle-orm'
import type { Locale } from '../../common/i18n/locales'
import { pathFor } from '../../common/i18n/paths'
import type { Db } from '../db/client'
import { carts, orders, paymentCallbacks } from '../db/schema'
import { log } from '../log/logger'
import { queueOrderCreatedMails, type OrderRow } from '../orders/place-order'
import { changeOrderStatus } from '../orders/order-transitions'
import { hasValidSignature } from './signature'

export type PaymentOutcome = 'accepted' | 'declined' | 'cancelled' | 'replayed' | 'bad_signature' | 'amount_mismatch' | 'unknown_order' | 'out_of_order'

const RESULT_STATUSES = { approved: 'accepted', declined: 'declined', cancelled: 'cancelled' } as const

/**
 * A provider's signed result for an order, applied once. In one transaction holding the order's
 * row lock: the signature, the order, the amount and the currency are checked; an approval marks
 * the order paid, closes the cart and queues the order e-mails; a decline or cancel cancels the
 * order (stock and coupon go back) and leaves the cart to try again. Anything else — a replay, a
 * result after the order was settled, a wrong amount, a bad signature — changes nothing but the
 * callback log.
 */
export async function applyPaymentResult(
  db: Db,
  input: { siteId: number; provider: 'hpf' | 'paypal'; orderSlug: string; fields: Record<string, string>; secret: string },
): Promise<{ outcome: PaymentOutcome; order: OrderRow | null }> {
  const { fields } = input
  const result = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.slug, input.orderSlug), eq(orders.siteId, input.siteId)))
      .for('update')
    const record = async (outcome: PaymentOutcome) => {
      await tx.insert(paymentCallbacks).values({ orderId: order?.id ?? null, provider: input.provider, transactionId: fields.transaction_id ?? null, outcome, payload: fields })
      return { outcome, order: order ?? null }
    }
    if (!order) return record('unknown_order')
    if (!hasValidSignature(fields, input.secret) || fields.order_id !== order.slug) return record('bad_signature')
    if (fields.amount !== String(order.orderTotal) || fields.currency !== order.currency) return record('amount_mismatch')
    const meant = RESULT_STATUSES[fields.status as keyof typeof RESULT_STATUSES]
    if (!meant) return record('bad_signature')

    if (order.status !== 'pending_payment') {
      const settled = (meant === 'accepted' && order.status !== 'cancelled') || (meant !== 'accepted' && order.status === 'cancelled')
      return record(settled ? 'replayed' : 'out_of_order')
    }
    if (meant === 'accepted') {
      await changeOrderStatus(tx, { orderId: order.id, to: 'paid', actor: { userId: null, email: null }, notifyBuyer: false, data: { provider: input.provider, transactionId: fields.transaction_id } })
      await tx.update(carts).set({ orderedAt: new Date() }).where(eq(carts.id, order.cartId))
      await queueOrderCreatedMails(tx, order)
    } else {
      await changeOrderStatus(tx, { orderId: order.id, to: 'cancelled', actor: { userId: null, email: null }, notifyBuyer: false, note: meant, data: { provider: input.provider } })
      await tx.update(orders).set({ paymentStatus: meant === 'declined' ? 'declined' : 'cancelled' }).where(eq(orders.id, order.id))
    }
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id))
    await tx.insert(paymentCallbacks).values({ orderId: order.id, provider: input.provider, transactionId: fields.transaction_id ?? null, outcome: meant, payload: fields })
    return { outcome: meant as PaymentOutcome, order: fresh ?? order }
  })
  if (!['accepted', 'declined', 'cancelled'].includes(result.outcome)) {
    log.warn('payment callback changed nothing', { provider: input.provider, order: input.orderSlug, outcome: result.outcome })
  }
  return result
}

/** Where the buyer goes after a result: the success page of a paid order, else the failure page with the reason. */
export function buyerDestination(order: OrderRow | null, outcome: PaymentOutcome): string {
  const locale: Locale = order && (order.locale === 'en' || order.locale === 'de') ? order.locale : 'hr'
  if (order && order.status !== 'cancelled' && order.status !== 'pending_payment' && (outcome === 'accepted' || outcome === 'replayed')) {
    return `${pathFor('checkoutSuccess', locale)}?orderSlug=${encodeURIComponent(order.slug)}`
  }
  const reason = outcome === 'declined' || outcome === 'cancelled' ? outcome : order?.status === 'cancelled' && outcome === 'replayed' ? order.paymentStatus : 'error'
  return `${pathFor('checkoutFailure', locale)}?reason=${encodeURIComponent(reason)}`
}
