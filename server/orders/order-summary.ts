import { and, asc, eq } from 'drizzle-orm'
import type { OrderSummaryView } from '../../common/checkout/order-summary'
import type { Db } from '../db/client'
import { orderLines, orders } from '../db/schema'
import { ApiError } from '../http/api-error'
import { paymentSlipFields, type BankTransferOptions, type SlipOrder } from '../payment-slip/payment-slip'

type OrderRow = typeof orders.$inferSelect

/** The order behind a slug on this site; the slug is the capability, so an unknown one is a plain 404. */
export async function findOrderBySlug(db: Db, { siteId, slug }: { siteId: number; slug: string }): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.slug, slug)))
    .limit(1)
  if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'error.notFound')
  return order
}

/** A bank transfer is owed while the order waits for it; a paid or cancelled order shows no slip. */
export function owesBankTransfer(order: Pick<OrderRow, 'paymentType' | 'status'>): boolean {
  return order.paymentType === 'bank_transfer' && order.status === 'not_paid'
}

export function slipOrder(order: OrderRow): SlipOrder {
  return { number: order.number, orderTotal: order.orderTotal, billingAddress: order.billingAddress }
}

/** §2 checkout success: what the buyer just ordered and, for a bank transfer, how to pay it. */
export async function orderSummary(
  db: Db,
  { siteId, slug, bank }: { siteId: number; slug: string; bank: BankTransferOptions | null },
): Promise<OrderSummaryView> {
  const order = await findOrderBySlug(db, { siteId, slug })
  const lines = await db
    .select({ name: orderLines.name, qty: orderLines.qty, unitPrice: orderLines.unitPrice, lineTotal: orderLines.lineTotal })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position), asc(orderLines.id))
  return {
    slug: order.slug,
    number: order.number,
    status: order.status,
    paymentType: order.paymentType,
    isPaid: order.paymentStatus === 'paid',
    paymentMethodName: order.paymentMethodName,
    deliveryMethodName: order.deliveryMethodName,
    deliveryBranchName: order.deliveryBranchName,
    createdAt: order.createdAt.toISOString(),
    lines,
    totals: {
      itemsTotal: order.itemsTotal,
      couponCode: order.couponCode,
      couponDiscount: order.couponDiscount,
      deliveryPrice: order.deliveryPrice,
      taxTotal: order.taxTotal,
      orderTotal: order.orderTotal,
    },
    paymentSlip: owesBankTransfer(order) && bank ? paymentSlipFields(slipOrder(order), bank) : null,
  }
}
