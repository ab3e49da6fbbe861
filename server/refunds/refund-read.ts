import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { DeskRefund, PayoutStatus, RefundMethod, RefundStatus } from '../../common/refunds/refund-views'
import type { Db } from '../db/client'
import { invoices, orderLines, orderRefundLines, orderRefunds, orders, users } from '../db/schema'
import { ApiError } from '../http/api-error'
import { toOrderLineView } from '../orders/order-line-view'
import { and } from 'drizzle-orm'

/** An order's refunds for the desk, newest first: lines, money status, storno, payout state. */
export async function listOrderRefunds(db: Db, input: { siteId: number; orderId: number }): Promise<DeskRefund[]> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.siteId, input.siteId)))
  if (!order) throw ApiError.notFound('ORDER_NOT_FOUND')
  const rows = await db
    .select({ refund: orderRefunds, stornoNumber: invoices.number, actorEmail: users.email })
    .from(orderRefunds)
    .leftJoin(invoices, eq(invoices.id, orderRefunds.stornoInvoiceId))
    .leftJoin(users, eq(users.id, orderRefunds.actorUserId))
    .where(eq(orderRefunds.orderId, order.id))
    .orderBy(desc(orderRefunds.createdAt), desc(orderRefunds.id))
  const lines = rows.length
    ? await db
        .select({ refundId: orderRefundLines.refundId, qty: orderRefundLines.qty, amount: orderRefundLines.amount, line: orderLines })
        .from(orderRefundLines)
        .innerJoin(orderLines, eq(orderLines.id, orderRefundLines.orderLineId))
        .where(
          inArray(
            orderRefundLines.refundId,
            rows.map((row) => row.refund.id),
          ),
        )
        .orderBy(asc(orderRefundLines.id))
    : []
  return rows.map(({ refund, stornoNumber, actorEmail }) => ({
    id: refund.id,
    createdAt: refund.createdAt.toISOString(),
    amount: refund.amount,
    deliveryAmount: refund.deliveryAmount,
    method: refund.method as RefundMethod,
    status: refund.status as RefundStatus,
    providerRefundId: refund.providerRefundId,
    error: refund.error,
    stornoNumber: stornoNumber ?? null,
    payoutIban: refund.payoutIban,
    payoutStatus: refund.payoutStatus as PayoutStatus | null,
    payoutBatch: refund.payoutBatch,
    lines: lines.filter((line) => line.refundId === refund.id).map((line) => ({ orderLineId: line.line.id, name: toOrderLineView(line.line).name, qty: line.qty, amount: line.amount })),
    actorEmail: actorEmail ?? null,
  }))
}
