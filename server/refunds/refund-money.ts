import { and, eq } from 'drizzle-orm'
import type { RefundCreate } from '../../common/refunds/refund-schemas'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { orderRefunds, orders } from '../db/schema'
import { ApiError } from '../http/api-error'
import { fiscaliseOrder } from '../invoices/cis-sender'
import { log } from '../log/logger'
import { kickOutbox } from '../outbox/outbox-worker'
import { refundPayment } from '../payments/refund-payment'
import { queueRefundEmail } from './refund-mail'
import { recordRefund, type OrderRefundRow } from './refund-order'

export interface RefundResult {
  refund: OrderRefundRow
  replayed: boolean
}

/**
 * A refund from the desk, end to end (ADR 061): the goods half in one transaction
 * (`recordRefund`), then the money outside it. Card and PayPal: `refundPayment` with the same
 * idempotency key, its answer recorded on the refund (and the buyer's e-mail queued when it
 * succeeded). Bank transfer and cash on delivery: the payout waits for the pain.001 export. A
 * repeated key answers the first refund and moves nothing again.
 */
export async function refundOrder(db: Db, input: { siteId: number; orderId: number; request: RefundCreate; actor: AuditActor; config: Pick<Config, 'payments' | 'fiscal' | 'dataDir' | 'publicUrl'> }): Promise<RefundResult> {
  const recorded = await recordRefund(db, input)
  if (recorded.replayed) return recorded
  let refund = recorded.refund
  if (refund.method === 'provider') refund = await refundThroughProvider(db, { ...input, refund, idempotencyKey: refund.idempotencyKey, reason: input.request.reason })
  if (refund.stornoInvoiceId !== null) {
    await fiscaliseOrder(db, input.config, input.orderId).catch((error: unknown) => log.warn('storno not fiscalised yet', { orderId: input.orderId, error: String(error) }))
  }
  kickOutbox()
  return { refund, replayed: false }
}

/**
 * Asks the provider again for a desk refund whose money it refused (the goods side and the storno
 * stand). The key is the refund's own plus the failed attempt's id, so a double click asks once
 * and a later retry after another refusal asks anew.
 */
export async function retryProviderRefund(
  db: Db,
  input: { siteId: number; orderId: number; refundId: number; actor: AuditActor; config: Pick<Config, 'payments'> },
): Promise<OrderRefundRow> {
  const [refund] = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.id, input.refundId), eq(orderRefunds.orderId, input.orderId), eq(orderRefunds.siteId, input.siteId)))
  if (!refund) throw new ApiError(404, 'REFUND_NOT_FOUND', 'desk.refunds.notFound')
  if (refund.method !== 'provider' || refund.status !== 'failed') throw new ApiError(409, 'REFUND_NOT_RETRYABLE', 'desk.refunds.notRetryable')
  const idempotencyKey = `${refund.idempotencyKey}:retry-${refund.paymentRefundId ?? 0}`.slice(-100)
  const retried = await refundThroughProvider(db, { ...input, refund, idempotencyKey, reason: refund.reason, fromStatus: 'failed' })
  await recordAudit(db, { siteId: input.siteId, actor: input.actor, action: 'order.refund.retry', entityType: 'order', entityId: input.orderId, after: { refundId: refund.id, status: retried.status } })
  if (retried.status === 'succeeded') kickOutbox()
  return retried
}

async function refundThroughProvider(
  db: Db,
  input: { siteId: number; orderId: number; actor: AuditActor; config: Pick<Config, 'payments'>; refund: OrderRefundRow; idempotencyKey: string; reason: string; fromStatus?: 'pending' | 'failed' },
): Promise<OrderRefundRow> {
  const { refund } = input
  let outcome: { status: 'pending' | 'succeeded' | 'failed'; paymentRefundId: number | null; providerRefundId: string | null; error: string | null }
  try {
    const answer = await refundPayment(db, {
      orderId: input.orderId,
      amount: refund.amount,
      reason: input.reason,
      idempotencyKey: input.idempotencyKey,
      siteId: input.siteId,
      config: input.config,
      actor: { userId: input.actor.id, email: input.actor.email },
    })
    if (answer.replayed) {
      // A double click's second request: the first one asked the provider and records its answer.
      const [current] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refund.id))
      return current ?? refund
    }
    outcome = { status: answer.status, paymentRefundId: answer.id, providerRefundId: answer.providerRefundId, error: answer.error }
  } catch (error) {
    // Refused before the provider was asked (not configured, no reference): nothing moved.
    if (!(error instanceof ApiError)) throw error
    outcome = { status: 'failed', paymentRefundId: null, providerRefundId: null, error: error.localizedMessage('hr') }
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orderRefunds)
      .set({ ...outcome, updatedAt: new Date() })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, input.fromStatus ?? 'pending')))
      .returning()
    const row = updated ?? refund
    if (updated && outcome.status === 'succeeded') {
      const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId))
      if (order) await queueRefundEmail(tx, { refund: row, order, kind: 'refund' })
    }
    return row
  })
}
