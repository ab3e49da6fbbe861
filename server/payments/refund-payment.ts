import { randomBytes } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { refundRequestSchema, type RefundRequest } from '../../common/payments/refund-schema'
import { formatMoney } from '../../common/money'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { orderEvents, orders, paymentRefunds } from '../db/schema'
import { ApiError } from '../http/api-error'
import { log } from '../log/logger'
import type { OrderRow } from '../orders/place-order'
import type { OperationAnswer } from './card-processor'
import { activeCardProcessor } from './processors'
import { refundPayPalCapture } from './paypal-rest'

export type RefundStatus = 'pending' | 'succeeded' | 'failed'

export interface RefundView {
  id: number
  orderId: number
  provider: string
  amount: number
  currency: string
  status: RefundStatus
  providerRefundId: string | null
  error: string | null
  /** True when this idempotency key had already been used: nothing was asked of the provider again. */
  replayed: boolean
}

type RefundRow = typeof paymentRefunds.$inferSelect
type Refunder = (input: { amount: number; remainingAfter: number; idempotencyKey: string; reason: string }) => Promise<OperationAnswer>

function toView(row: RefundRow, replayed: boolean): RefundView {
  const { id, orderId, provider, amount, currency, providerRefundId, error } = row
  return { id, orderId, provider, amount, currency, status: row.status as RefundStatus, providerRefundId, error, replayed }
}

/**
 * The refund call of the provider that took the order's money, or the reason there is none. Checked
 * before anything is written, so an order that cannot be refunded here leaves no pending row.
 */
function refunderFor(config: Pick<Config, 'payments'>, order: OrderRow): Refunder {
  const provider = order.paymentProvider ?? ''
  const reference = order.paymentReference ?? {}
  switch (provider) {
    case 'corvuspay':
    case 'wspay':
    case 'monri': {
      const processor = activeCardProcessor(config)
      if (!processor || processor.id !== provider) throw new ApiError(409, 'REFUND_PROVIDER_MISSING', 'desk.refund.providerMissing', { provider })
      const payment = { orderSlug: order.slug, currency: order.currency, orderTotal: order.orderTotal, reference }
      return (input) => processor.refund(payment, input)
    }
    case 'paypal': {
      const rest = config.payments.paypal
      if (!rest) throw new ApiError(409, 'REFUND_PROVIDER_MISSING', 'desk.refund.providerMissing', { provider })
      if (!reference.captureId) throw new ApiError(409, 'REFUND_NO_REFERENCE', 'desk.refund.noReference')
      return async (input) => {
        const answer = await refundPayPalCapture(rest, { captureId: reference.captureId!, amount: input.amount, currency: order.currency, idempotencyKey: input.idempotencyKey, note: input.reason })
        return answer.ok ? { ok: true, providerRefundId: answer.refundId } : answer
      }
    }
    case 'test-gateway':
      // The local test gateway moved no money: its refund is granted at once.
      return () => Promise.resolve({ ok: true, providerRefundId: `TGR${randomBytes(6).toString('hex').toUpperCase()}` })
    default:
      throw new ApiError(400, 'REFUND_NOT_SUPPORTED', 'desk.refund.notSupported')
  }
}

/**
 * Refunds (part of) an order's card or PayPal payment through the provider that took it (ADR 059).
 * First, in one transaction holding the order's row lock: the key is looked up (a repeated or
 * parallel request with it answers the first refund and calls nobody), the amount is checked
 * against what is left (pending and succeeded refunds count), and a `pending` row is written.
 * Then, outside any transaction, the provider is called; its answer is recorded with an order
 * event. No answer at all leaves the row pending: the money may have moved.
 */
export async function refundPayment(
  db: Db,
  input: RefundRequest & { siteId: number; config: Pick<Config, 'payments'>; actor?: { userId: number | null; email: string | null } },
): Promise<RefundView> {
  const parsed = refundRequestSchema.safeParse(input)
  if (!parsed.success) throw ApiError.fromZod(parsed.error, 'hr')
  const request = parsed.data
  const actor = input.actor ?? { userId: null, email: null }

  const claim = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, request.orderId), eq(orders.siteId, input.siteId)))
      .for('update')
    if (!order) throw ApiError.notFound('ORDER_NOT_FOUND')
    const [existing] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, request.idempotencyKey))
    if (existing) {
      if (existing.orderId !== order.id || existing.amount !== request.amount) throw new ApiError(409, 'REFUND_KEY_REUSED', 'desk.refund.keyReused')
      return { replayed: true as const, row: existing }
    }
    if ((order.paymentType !== 'hpf' && order.paymentType !== 'paypal') || !order.paidAt || !order.paymentProvider) throw new ApiError(409, 'REFUND_NOT_PAID', 'desk.refund.notPaid')
    const refunder = refunderFor(input.config, order)
    const [taken] = await tx
      .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.orderId, order.id), inArray(paymentRefunds.status, ['pending', 'succeeded'])))
    const remaining = order.orderTotal - Number(taken?.total ?? 0)
    if (request.amount > remaining) throw new ApiError(400, 'REFUND_TOO_MUCH', 'desk.refund.tooMuch', { remaining: formatMoney(remaining, 'hr') })
    const [row] = await tx
      .insert(paymentRefunds)
      .values({ orderId: order.id, provider: order.paymentProvider, amount: request.amount, currency: order.currency, reason: request.reason, idempotencyKey: request.idempotencyKey, status: 'pending', actorUserId: actor.userId })
      .returning()
    return { replayed: false as const, row: row!, order, refunder, remainingAfter: remaining - request.amount }
  })
  if (claim.replayed) return toView(claim.row, true)

  const answer = await claim.refunder({ amount: request.amount, remainingAfter: claim.remainingAfter, idempotencyKey: request.idempotencyKey, reason: request.reason })
  const status: RefundStatus = answer.ok ? 'succeeded' : answer.unknown ? 'pending' : 'failed'
  if (!answer.ok) log.warn('refund not done', { order: claim.order.slug, provider: claim.row.provider, status, reason: answer.reason })

  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(paymentRefunds)
      .set({ status, providerRefundId: answer.ok ? answer.providerRefundId : null, error: answer.ok ? null : answer.reason, updatedAt: new Date() })
      .where(eq(paymentRefunds.id, claim.row.id))
      .returning()
    if (answer.ok && answer.reference && Object.keys(answer.reference).length) {
      // A processor may name new references (WSPay's approval code) that the next operation must use.
      await tx
        .update(orders)
        .set({ paymentReference: { ...(claim.order.paymentReference ?? {}), ...answer.reference } })
        .where(eq(orders.id, claim.order.id))
    }
    await tx.insert(orderEvents).values({
      orderId: claim.order.id,
      // The goods side of a desk refund is its own 'refund' event; this one is the provider's answer.
      type: 'provider-refund',
      note: request.reason,
      actorUserId: actor.userId,
      actorEmail: actor.email,
      data: { refundId: claim.row.id, amount: request.amount, provider: claim.row.provider, status, providerRefundId: answer.ok ? answer.providerRefundId : null, ...(answer.ok ? {} : { error: answer.reason }) },
    })
    return updated!
  })
  return toView(row, false)
}
