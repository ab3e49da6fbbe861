import { and, asc, eq, inArray } from 'drizzle-orm'
import type { RefundMethod, RefundOptions } from '../../common/refunds/refund-views'
import type { Db } from '../db/client'
import { orderLines, orderRefundLines, orderRefunds, orders } from '../db/schema'
import { ApiError } from '../http/api-error'
import { toOrderLineView } from '../orders/order-line-view'
import type { RefundableLine } from './refund-amounts'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect

/** What a refund of an order starts from: the order, its lines with the units already refunded, and the money refunded. */
export interface RefundState {
  order: OrderRow
  lines: (RefundableLine & { row: OrderLineRow })[]
  refundedSoFar: number
  isDeliveryRefunded: boolean
}

/** Card and PayPal money goes back through the provider; bank transfer and cash on delivery by credit transfer. */
export function refundMethodOf(order: Pick<OrderRow, 'paymentType'>): RefundMethod {
  return order.paymentType === 'hpf' || order.paymentType === 'paypal' ? 'provider' : 'payout'
}

/**
 * Reads an order for a refund; `lock` takes the order's row lock first (the same lock status
 * changes and provider refunds take), so parallel refunds of one order queue. Every refund counts,
 * whatever its money did: its goods came back and its storno was issued.
 */
export async function readRefundState(tx: Db, input: { siteId: number; orderId: number; lock: boolean }): Promise<RefundState> {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.siteId, input.siteId)))
  const [order] = input.lock ? await query.for('update') : await query
  if (!order) throw ApiError.notFound('ORDER_NOT_FOUND')
  const rows = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position), asc(orderLines.id))
  const refunds = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))
  const refundLines = refunds.length
    ? await tx
        .select()
        .from(orderRefundLines)
        .where(
          inArray(
            orderRefundLines.refundId,
            refunds.map((refund) => refund.id),
          ),
        )
    : []
  const refunded = new Map<number, number>()
  for (const line of refundLines) refunded.set(line.orderLineId, (refunded.get(line.orderLineId) ?? 0) + line.qty)
  return {
    order,
    lines: rows.map((row) => ({ id: row.id, name: toOrderLineView(row).name, qty: row.qty, lineTotal: row.lineTotal, refundedQty: refunded.get(row.id) ?? 0, row })),
    refundedSoFar: refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0),
    isDeliveryRefunded: refunds.some((refund) => refund.includesDelivery),
  }
}

/** What the desk's refund form offers for an order. */
export async function refundOptions(db: Db, input: { siteId: number; orderId: number }): Promise<RefundOptions> {
  const state = await readRefundState(db, { ...input, lock: false })
  const { order } = state
  const lines = state.lines.map((line) => ({ orderLineId: line.id, name: line.name, qty: line.qty, left: line.qty - line.refundedQty, unitPrice: line.row.unitPrice }))
  const left = order.orderTotal - state.refundedSoFar
  const isAnythingLeft = lines.some((line) => line.left > 0) || (!state.isDeliveryRefunded && order.deliveryPrice > 0)
  return {
    blockedBy: !order.paidAt ? 'notPaid' : !isAnythingLeft || left <= 0 ? 'nothingLeft' : null,
    method: refundMethodOf(order),
    lines,
    deliveryPrice: order.deliveryPrice,
    isDeliveryRefunded: state.isDeliveryRefunded,
    left,
    currency: order.currency,
  }
}
