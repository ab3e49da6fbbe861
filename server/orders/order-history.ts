import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { MemberOrderHistory, MemberOrderView } from '../../common/orders/views'
import type { Db } from '../db/client'
import { orderLines, orders } from '../db/schema'
import { ApiError } from '../http/api-error'
import { toOrderLineView } from './order-line-view'

/** §2 profile order history: the member's own orders, newest first, with their count. */
export async function memberOrderHistory(db: Db, input: { siteId: number; userId: number; limit: number }): Promise<MemberOrderHistory> {
  const own = and(eq(orders.siteId, input.siteId), eq(orders.userId, input.userId))
  const [total] = await db.select({ value: count() }).from(orders).where(own)
  const rows = await db.select().from(orders).where(own).orderBy(desc(orders.createdAt), desc(orders.id)).limit(input.limit)
  return {
    count: total?.value ?? 0,
    records: rows.map((order) => ({ slug: order.slug, number: order.number, status: order.status, orderTotal: order.orderTotal, createdAt: order.createdAt.toISOString() })),
  }
}

/** One of the member's own orders; another member's order is simply not found. */
export async function memberOrder(db: Db, input: { siteId: number; userId: number; slug: string }): Promise<MemberOrderView> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, input.siteId), eq(orders.userId, input.userId), eq(orders.slug, input.slug)))
  if (!order) throw ApiError.notFound('ORDER_NOT_FOUND')
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position))
  return {
    slug: order.slug,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paymentMethodName: order.paymentMethodName,
    deliveryMethodName: [order.deliveryMethodName, order.deliveryBranchName].filter(Boolean).join(' — '),
    deliveryAddress: order.deliveryAddress,
    billingAddress: order.billingAddress,
    totals: { itemsTotal: order.itemsTotal, couponDiscount: order.couponDiscount, deliveryPrice: order.deliveryPrice, taxTotal: order.taxTotal, orderTotal: order.orderTotal },
    lines: lines.map(toOrderLineView),
  }
}
