import { and, eq } from 'drizzle-orm'
import type { Locale } from '../../common/i18n/locales'
import type { PaymentOutcome } from '../../common/payments/payment-outcome-schema'
import { pathFor } from '../../common/i18n/paths'
import type { Db } from '../db/client'
import { carts, orders, paymentCallbacks } from '../db/schema'
import { log } from '../log/logger'
import { queueOrderCreatedMails, type OrderRow } from '../orders/place-order'
import { changeOrderStatus } from '../orders/order-transitions'
import type { ProcessorPayment } from './card-processor'
import { hasValidSignature } from './signature'

export type { PaymentOutcome }

/** A provider's authenticated word on a payment: its checks (signature, digest, its own API answer) are done by the caller. */
export type ProviderResult = ProcessorPayment & { amount: number }

const RESULT_STATUSES = { approved: 'accepted', declined: 'declined', cancelled: 'cancelled' } as const

/**
 * The generic signed protocol (the local test gateway, HPF_*): fields signed with HMAC-SHA256 over
 * the sorted `name=value` pairs (signature.ts). Null when the signature or the fields do not hold.
 */
export function signedFieldsResult(fields: Record<string, string>, secret: string): ProviderResult | null {
  if (!hasValidSignature(fields, secret)) return null
  const status = fields.status
  if (status !== 'approved' && status !== 'declined' && status !== 'cancelled') return null
  if (!fields.order_id || !/^\d{1,15}$/.test(fields.amount ?? '')) return null
  const transactionId = fields.transaction_id ?? null
  return { orderSlug: fields.order_id, status, amount: Number(fields.amount), currency: fields.currency ?? '', transactionId, reference: transactionId ? { transactionId } : {} }
}

/**
 * A provider's result for an order, applied once. In one transaction holding the order's row lock:
 * the order's own provider (its payment type, and the provider it was sent to), the result's
 * authenticity (`result` is null when the caller's check failed), the order, the amount and the
 * currency are checked; an approval marks the order paid, keeps the provider's references (what a
 * refund names later), closes the cart and queues the order e-mails; a decline or cancel cancels
 * the order (stock and coupon go back) and leaves the cart to try again. Anything else — a replay,
 * a result after the order was settled, a wrong amount, a bad signature, another provider's
 * answer — changes nothing but the callback log.
 */
export async function applyPaymentResult(
  db: Db,
  input: { siteId: number; kind: 'hpf' | 'paypal'; provider: string; orderSlug: string; payload: Record<string, unknown>; result: ProviderResult | null },
): Promise<{ outcome: PaymentOutcome; order: OrderRow | null }> {
  const { result } = input
  const transactionId = result?.transactionId ?? (typeof input.payload.transaction_id === 'string' ? input.payload.transaction_id : null)
  const outcome = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.slug, input.orderSlug), eq(orders.siteId, input.siteId)))
      .for('update')
    const record = async (outcome: PaymentOutcome) => {
      await tx.insert(paymentCallbacks).values({ orderId: order?.id ?? null, provider: input.provider, transactionId, outcome, payload: input.payload })
      return { outcome, order: order ?? null }
    }
    if (!order) return record('unknown_order')
    // Only the provider the order was placed with decides it: a PayPal answer never pays a card order,
    // nor a WSPay report an order sent to CorvusPay.
    if (order.paymentType !== input.kind || (order.paymentProvider !== null && order.paymentProvider !== input.provider)) return record('wrong_provider')
    if (!result || result.orderSlug !== order.slug) return record('bad_signature')
    if (result.amount !== order.orderTotal || (result.currency !== null && result.currency !== order.currency)) return record('amount_mismatch')
    const meant = RESULT_STATUSES[result.status]

    if (order.status !== 'pending_payment') {
      const settled = (meant === 'accepted' && order.status !== 'cancelled') || (meant !== 'accepted' && order.status === 'cancelled')
      return record(settled ? 'replayed' : 'out_of_order')
    }
    if (meant === 'accepted' && transactionId) {
      // A genuine approval of another order, relabelled with this one (WSPay's report signature does
      // not cover the cart id): one provider transaction pays one order.
      const [taken] = await tx
        .select({ orderId: paymentCallbacks.orderId })
        .from(paymentCallbacks)
        .where(and(eq(paymentCallbacks.provider, input.provider), eq(paymentCallbacks.transactionId, transactionId), eq(paymentCallbacks.outcome, 'accepted')))
      if (taken && taken.orderId !== order.id) return record('bad_signature')
    }
    if (meant === 'accepted') {
      await changeOrderStatus(tx, { orderId: order.id, to: 'paid', actor: { userId: null, email: null }, notifyBuyer: false, data: { provider: input.provider, transactionId } })
      await tx.update(orders).set({ paymentProvider: input.provider, paymentReference: result.reference }).where(eq(orders.id, order.id))
      await tx.update(carts).set({ orderedAt: new Date() }).where(eq(carts.id, order.cartId))
      await queueOrderCreatedMails(tx, order)
    } else {
      await changeOrderStatus(tx, { orderId: order.id, to: 'cancelled', actor: { userId: null, email: null }, notifyBuyer: false, note: meant, data: { provider: input.provider } })
      await tx.update(orders).set({ paymentStatus: meant === 'declined' ? 'declined' : 'cancelled' }).where(eq(orders.id, order.id))
    }
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id))
    await tx.insert(paymentCallbacks).values({ orderId: order.id, provider: input.provider, transactionId, outcome: meant, payload: input.payload })
    return { outcome: meant as PaymentOutcome, order: fresh ?? order }
  })
  if (!['accepted', 'declined', 'cancelled'].includes(outcome.outcome)) {
    log.warn('payment callback changed nothing', { provider: input.provider, order: input.orderSlug, outcome: outcome.outcome })
  }
  return outcome
}

/** An authentic provider message that decides no payment (a report of the shop's own refund): kept in the callback log. */
export async function recordIgnoredMessage(db: Db, input: { siteId: number; provider: string; orderSlug: string | null; payload: Record<string, unknown> }): Promise<void> {
  const [order] = input.orderSlug ? await db.select({ id: orders.id }).from(orders).where(and(eq(orders.slug, input.orderSlug), eq(orders.siteId, input.siteId))) : []
  await db.insert(paymentCallbacks).values({ orderId: order?.id ?? null, provider: input.provider, transactionId: null, outcome: 'ignored', payload: input.payload })
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
