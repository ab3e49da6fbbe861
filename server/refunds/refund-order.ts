import { and, eq, inArray, sql } from 'drizzle-orm'
import { formatMoney } from '../../common/money'
import type { RefundCreate } from '../../common/refunds/refund-schemas'
import type { RefundPreview } from '../../common/refunds/refund-views'
import type { AuditActor } from '../audit/audit-log'
import { recordAudit } from '../audit/audit-log'
import type { Db } from '../db/client'
import { invoiceLines, invoices, orderCases, orderEvents, orderRefundLines, orderRefunds, products } from '../db/schema'
import { ApiError } from '../http/api-error'
import { markCaseRefunded } from '../cases'
import { issueStorno } from '../invoices'
import { releaseCoupon } from '../orders/order-transitions'
import { markPagesChanged } from '../page-cache/page-changes'
import { pageTags } from '../page-cache/tags'
import { getSiteOptions } from '../site/site-service'
import { RefundRefused, refundAmounts, type RefundAmounts } from './refund-amounts'
import { queueRefundEmail } from './refund-mail'
import { readRefundState, refundMethodOf, type RefundState } from './refund-state'

export type OrderRefundRow = typeof orderRefunds.$inferSelect

/** The refusal of a refund as the API's translated 400 or 409. */
function refused(error: RefundRefused): ApiError {
  const { reason } = error
  switch (reason.problem) {
    case 'empty':
      return new ApiError(400, 'REFUND_EMPTY', 'desk.refunds.empty')
    case 'lineUnknown':
      return new ApiError(400, 'REFUND_LINE_UNKNOWN', 'desk.refunds.lineUnknown')
    case 'tooMany':
      return new ApiError(400, 'REFUND_TOO_MANY', 'desk.refunds.tooMany', { name: reason.name, left: reason.left })
    case 'deliveryNotLast':
      return new ApiError(400, 'REFUND_DELIVERY_NOT_LAST', 'desk.refunds.deliveryNotLast')
    case 'deliveryDone':
      return new ApiError(400, 'REFUND_DELIVERY_DONE', 'desk.refunds.deliveryDone')
    case 'exceedsPaid':
      return new ApiError(400, 'REFUND_TOO_MUCH', 'desk.refund.tooMuch', { remaining: formatMoney(reason.left, 'hr') })
  }
}

function amountsFor(state: RefundState, request: Pick<RefundCreate, 'lines' | 'includeDelivery'>): RefundAmounts {
  if (!state.order.paidAt) throw new ApiError(409, 'REFUND_NOT_PAID', 'desk.refunds.notPaid')
  try {
    return refundAmounts({
      order: state.order,
      lines: state.lines,
      picks: request.lines,
      includeDelivery: request.includeDelivery,
      isDeliveryRefunded: state.isDeliveryRefunded,
      refundedSoFar: state.refundedSoFar,
    })
  } catch (error) {
    if (error instanceof RefundRefused) throw refused(error)
    throw error
  }
}

/** The amount a refund would move, for the desk's confirm step; nothing is written. */
export async function previewRefund(db: Db, input: { siteId: number; orderId: number; request: Pick<RefundCreate, 'lines' | 'includeDelivery'> }): Promise<RefundPreview> {
  const state = await readRefundState(db, { siteId: input.siteId, orderId: input.orderId, lock: false })
  const amounts = amountsFor(state, input.request)
  const names = new Map(state.lines.map((line) => [line.id, line.name]))
  return { amount: amounts.amount, deliveryAmount: amounts.deliveryAmount, lines: amounts.lines.map((line) => ({ ...line, name: names.get(line.orderLineId) ?? '' })) }
}

export interface RecordedRefund {
  refund: OrderRefundRow
  /** True when the key had been used: the first refund's row, nothing done again. */
  replayed: boolean
}

/**
 * The goods half of a refund, in one transaction under the order's row lock (issue 22 point 3):
 * the key is looked up first (a double click or a parallel request answers the first refund), the
 * amount computed from the order's stored prices, the refund and its lines recorded, the units
 * returned to stock, the storno issued for exactly those lines (+ delivery) when the order has an
 * invoice, the coupon released when the whole order went back and the settings say so, the order
 * history and the audit log written, and for a payout the buyer's e-mail queued. The money moves
 * after the commit (refund-money.ts).
 */
export async function recordRefund(db: Db, input: { siteId: number; orderId: number; request: RefundCreate; actor: AuditActor }): Promise<RecordedRefund> {
  const { request } = input
  return db.transaction(async (tx) => {
    const state = await readRefundState(tx, { siteId: input.siteId, orderId: input.orderId, lock: true })
    const [existing] = await tx.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, request.idempotencyKey))
    if (existing) {
      if (existing.orderId !== state.order.id) throw new ApiError(409, 'REFUND_KEY_REUSED', 'desk.refund.keyReused')
      return { refund: existing, replayed: true }
    }
    const { order } = state
    const amounts = amountsFor(state, request)
    const method = refundMethodOf(order)
    if (method === 'payout' && !request.iban) throw new ApiError(400, 'REFUND_IBAN_REQUIRED', 'desk.refunds.ibanRequired', undefined, { iban: 'desk.refunds.ibanRequired' })
    if (request.caseId !== undefined) {
      const [settled] = await tx.select({ id: orderCases.id }).from(orderCases).where(and(eq(orderCases.id, request.caseId), eq(orderCases.orderId, order.id)))
      if (!settled) throw new ApiError(400, 'REFUND_CASE_MISMATCH', 'desk.refunds.caseMismatch', undefined, { caseId: 'desk.refunds.caseMismatch' })
      // A withdrawal the refund settles is closed by it; a complaint stays the desk's to answer.
      await markCaseRefunded(tx, request.caseId)
    }
    const holder = `${order.billingAddress.firstName} ${order.billingAddress.lastName}`.trim()

    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        siteId: input.siteId,
        orderId: order.id,
        caseId: request.caseId ?? null,
        idempotencyKey: request.idempotencyKey,
        method,
        amount: amounts.amount,
        deliveryAmount: amounts.deliveryAmount,
        includesDelivery: request.includeDelivery,
        currency: order.currency,
        status: 'pending',
        reason: request.reason,
        payoutIban: method === 'payout' ? request.iban : null,
        payoutName: method === 'payout' ? request.payoutName || order.billingAddress.companyName || holder : null,
        payoutStatus: method === 'payout' ? 'pending' : null,
        actorUserId: input.actor.id,
      })
      .returning()
    if (!refund) throw new Error('refund not recorded')
    if (amounts.lines.length) await tx.insert(orderRefundLines).values(amounts.lines.map((line) => ({ refundId: refund.id, ...line })))

    // A cancelled order gave its stock and its invoice back when it was cancelled: only the money is left.
    const isCancelled = order.status === 'cancelled'
    if (!isCancelled) await returnUnits(tx, state, amounts)
    const storno = isCancelled ? null : await stornoOfRefund(tx, order.id, amounts)
    const isWhole = state.lines.every((line) => line.refundedQty + (amounts.lines.find((l) => l.orderLineId === line.id)?.qty ?? 0) >= line.qty)
    if (isWhole && order.couponId !== null && !isCancelled) {
      const options = await getSiteOptions(tx, input.siteId)
      if (!options.RefundCouponCountsAsUsed) await releaseCoupon(tx, order.id)
    }
    const [saved] = await tx.update(orderRefunds).set({ stornoInvoiceId: storno?.id ?? null }).where(eq(orderRefunds.id, refund.id)).returning()

    const summary = { refundId: refund.id, amount: amounts.amount, method, lines: amounts.lines, deliveryAmount: amounts.deliveryAmount, stornoNumber: storno?.number ?? null, caseId: request.caseId ?? null }
    await tx.insert(orderEvents).values({ orderId: order.id, type: 'refund', note: request.reason, actorUserId: input.actor.id, actorEmail: input.actor.email, data: summary })
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'order.refund', entityType: 'order', entityId: order.id, after: summary })
    if (method === 'payout') await queueRefundEmail(tx, { refund: saved ?? refund, order, kind: 'refund' })
    return { refund: saved ?? refund, replayed: false }
  })
}

/** The refunded units back in stock: each line's recorded stock uses (a bundle's components), counted per unit. */
async function returnUnits(tx: Db, state: RefundState, amounts: RefundAmounts): Promise<void> {
  const back = new Map<number, number>()
  for (const pick of amounts.lines) {
    const line = state.lines.find((candidate) => candidate.id === pick.orderLineId)
    if (!line) continue
    const recorded = Array.isArray(line.row.options.stock) ? (line.row.options.stock as { productId: number; qty: number }[]) : null
    const uses = recorded ?? (line.row.productId === null ? [] : [{ productId: line.row.productId, qty: line.qty }])
    for (const use of uses) {
      // Cumulative, so the units of a line's refunds add up to what the line took.
      const units = Math.floor((use.qty * (line.refundedQty + pick.qty)) / line.qty) - Math.floor((use.qty * line.refundedQty) / line.qty)
      if (units > 0) back.set(use.productId, (back.get(use.productId) ?? 0) + units)
    }
  }
  if (back.size === 0) return
  markPagesChanged([pageTags.catalog, ...[...back.keys()].map(pageTags.product)])
  for (const [productId, qty] of [...back].sort(([a], [b]) => a - b)) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${qty}` })
      .where(eq(products.id, productId))
  }
}

/** The storno of exactly the refunded lines (and the delivery), when the order has an invoice. */
async function stornoOfRefund(tx: Db, orderId: number, amounts: RefundAmounts) {
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
  if (!invoice) return null
  const lines = await tx
    .select({ id: invoiceLines.id, kind: invoiceLines.kind, orderLineId: invoiceLines.orderLineId, qty: invoiceLines.qty })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoice.id), inArray(invoiceLines.kind, ['goods', 'delivery'])))
  const picks = amounts.lines.flatMap((pick) => {
    const line = lines.find((candidate) => candidate.kind === 'goods' && candidate.orderLineId === pick.orderLineId)
    return line ? [{ invoiceLineId: line.id, qty: pick.qty }] : []
  })
  const delivery = lines.find((line) => line.kind === 'delivery')
  if (amounts.deliveryAmount > 0 && delivery) picks.push({ invoiceLineId: delivery.id, qty: delivery.qty })
  if (picks.length === 0) return null
  return issueStorno(tx, invoice.id, { lines: picks })
}
