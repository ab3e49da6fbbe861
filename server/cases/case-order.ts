import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { CaseAccess, CaseOrderLine, CaseOrderView } from '../../common/cases/schemas'
import { formatDate } from '../../common/i18n/dates'
import { isLocale, type Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { orderCaseLines, orderCases, orderEvents, orderLines, orders, products } from '../db/schema'
import { zagrebClock } from '../fiscal/fiscal-format'
import { ApiError } from '../http/api-error'
import { getSiteOptions } from '../site/site-service'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect

/**
 * One answer for a wrong order number and for a wrong e-mail, so the form tells nobody which
 * order numbers exist (issue 22: no enumeration); the API also rate-limits the attempts.
 */
export const orderNotFound = () => new ApiError(404, 'CASE_ORDER_NOT_FOUND', 'cases.orderNotFound')

/**
 * The order a buyer may open a case on: its number and the e-mail it was placed with, or a
 * member's own order (any e-mail). `lock` takes the row lock a confirm needs.
 */
export async function orderForBuyer(db: Db, input: { siteId: number; access: CaseAccess; userId: number | null; lock?: boolean }): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, input.siteId), eq(orders.number, input.access.orderNumber)))
  const [order] = input.lock ? await query.for('update') : await query
  if (!order) throw orderNotFound()
  const isOwn = input.userId !== null && order.userId === input.userId
  if (!isOwn && order.email.toLowerCase() !== input.access.email.toLowerCase()) throw orderNotFound()
  return order
}

/** When the order was delivered: its last change to `delivered` (null while it is not delivered). */
export async function deliveredAt(db: Db, order: OrderRow): Promise<Date | null> {
  if (order.status !== 'delivered') return null
  const [event] = await db
    .select({ createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'delivered')))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
    .limit(1)
  return event?.createdAt ?? order.updatedAt
}

/** The last moment of the Zagreb calendar day `days` days after `from`: a period counted in days ends at midnight, Croatian time. */
export function endOfZagrebDayAfter(from: Date, days: number): Date {
  const clock = zagrebClock(from)
  const endUtcWall = Date.UTC(Number(clock.year), Number(clock.month) - 1, Number(clock.day) + days + 1) - 1000
  // The wall clock of that instant read as UTC, minus the instant: Zagreb's offset then (1 or 2 hours).
  const wall = zagrebClock(new Date(endUtcWall))
  const offset = Date.UTC(Number(wall.year), Number(wall.month) - 1, Number(wall.day), Number(wall.hour), Number(wall.minute), Number(wall.second)) - endUtcWall
  return new Date(endUtcWall - offset)
}

export interface WithdrawalWindow {
  deliveredAt: Date | null
  /** Null while the order is not delivered yet: the buyer may withdraw before delivery too. */
  endsAt: Date | null
  isOpen: boolean
}

export async function withdrawalWindow(db: Db, order: OrderRow, now: Date): Promise<WithdrawalWindow> {
  const options = await getSiteOptions(db, order.siteId)
  const delivered = await deliveredAt(db, order)
  if (!delivered) return { deliveredAt: null, endsAt: null, isOpen: order.status !== 'cancelled' }
  const endsAt = endOfZagrebDayAfter(delivered, options.WithdrawalPeriodDays)
  return { deliveredAt: delivered, endsAt, isOpen: now.getTime() <= endsAt.getTime() }
}

/** Refuses a withdrawal outside the period, naming the day it ended (in the buyer's language). */
export function assertWithdrawalOpen(window: WithdrawalWindow, order: OrderRow, locale: Locale): void {
  if (order.status === 'cancelled') throw new ApiError(409, 'ORDER_CANCELLED', 'cases.orderCancelled')
  if (window.isOpen || !window.endsAt) return
  throw new ApiError(409, 'WITHDRAWAL_PERIOD_OVER', 'cases.periodOver', { date: formatDate(window.endsAt.toISOString(), locale) })
}

/** Units of each line already named by a withdrawal that was not refused. */
export async function withdrawnUnits(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ orderLineId: orderCaseLines.orderLineId, units: sql<number>`sum(${orderCaseLines.quantity})::int` })
    .from(orderCaseLines)
    .innerJoin(orderCases, eq(orderCases.id, orderCaseLines.caseId))
    .where(and(eq(orderCases.orderId, orderId), eq(orderCases.kind, 'withdrawal'), ne(orderCases.status, 'refused')))
    .groupBy(orderCaseLines.orderLineId)
  return new Map(rows.map((row) => [row.orderLineId, Number(row.units)]))
}

/** The order's lines with what each still allows: units open to withdrawal, and whether it is an eProduct. */
export async function caseOrderLines(db: Db, order: OrderRow): Promise<(CaseOrderLine & { row: OrderLineRow })[]> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.position, orderLines.id)
  const productIds = lines.map((line) => line.productId).filter((id): id is number => id !== null)
  const digital = productIds.length
    ? new Set(
        (await db.select({ id: products.id }).from(products).where(and(inArray(products.id, productIds), eq(products.format, 'eProduct')))).map((row) => row.id),
      )
    : new Set<number>()
  const withdrawn = await withdrawnUnits(db, order.id)
  return lines.map((line) => ({
    id: line.id,
    name: line.name,
    sku: line.sku,
    qty: line.qty,
    withdrawable: Math.max(0, line.qty - (withdrawn.get(line.id) ?? 0)),
    // Only with the consent logged at checkout does an eProduct lose the right of withdrawal.
    isDigital: order.digitalSupplyConsentAt !== null && line.productId !== null && digital.has(line.productId),
    row: line,
  }))
}

/** What the withdrawal and complaint forms show of an order, once the buyer has named it. */
export async function caseOrderView(db: Db, order: OrderRow, now: Date): Promise<CaseOrderView> {
  const [window, lines] = await Promise.all([withdrawalWindow(db, order, now), caseOrderLines(db, order)])
  return {
    orderNumber: order.number,
    createdAt: order.createdAt.toISOString(),
    deliveredAt: window.deliveredAt?.toISOString() ?? null,
    withdrawalEndsAt: window.endsAt?.toISOString() ?? null,
    isWithdrawalOpen: window.isOpen,
    lines: lines.map(({ row: _row, ...line }) => line),
  }
}

export const localeOf = (value: string): Locale => (isLocale(value) ? value : 'hr')
