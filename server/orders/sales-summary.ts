import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm'
import { SALES_CHART_DAYS, type FailedPayment, type SalesDay, type SalesSummary } from '../../common/sales/dashboard'
import { siteTimeZone } from '../../common/i18n/dates'
import type { Db } from '../db/client'
import { orders } from '../db/schema'

const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The `YYYY-MM-DD` keys of the last `count` days in the shop's time zone, oldest first. */
export function lastDayKeys(now: Date, count: number): string[] {
  const [year, month, day] = dayKey.format(now).split('-').map(Number) as [number, number, number]
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, month - 1, day - (count - 1 - index))).toISOString().slice(0, 10))
}

/**
 * Orders and revenue per day for the last 30 days (shop time zone), today last. Cancelled orders
 * count neither as orders nor as revenue; unpaid ones do (the owner sees what came in today).
 * Bounded by `orders_site_created` (site, created_at).
 */
export async function salesSummary(db: Db, input: { siteId: number; now?: Date }): Promise<SalesSummary> {
  const now = input.now ?? new Date()
  const keys = lastDayKeys(now, SALES_CHART_DAYS)
  // A day earlier than the first key covers every time-zone offset; the SQL groups by the local day.
  const since = new Date(`${keys[0]}T00:00:00Z`)
  since.setUTCDate(since.getUTCDate() - 1)
  // The zone is a constant written into the SQL: as a parameter, SELECT and GROUP BY would differ.
  const localDay = sql<string>`to_char(${orders.createdAt} AT TIME ZONE ${sql.raw(`'${siteTimeZone}'`)}, 'YYYY-MM-DD')`
  const rows = await db
    .select({ day: localDay, orders: sql<number>`count(*)::int`, revenue: sql<number>`coalesce(sum(${orders.orderTotal}), 0)::float8` })
    .from(orders)
    .where(and(eq(orders.siteId, input.siteId), gte(orders.createdAt, since), ne(orders.status, 'cancelled')))
    .groupBy(localDay)
  const byDay = new Map(rows.map((row) => [row.day, row]))
  const days: SalesDay[] = keys.map((day) => ({ day, orders: byDay.get(day)?.orders ?? 0, revenue: byDay.get(day)?.revenue ?? 0 }))
  return { today: days[days.length - 1]!, days }
}

/** The newest orders whose payment was declined or cancelled by the provider (last 30 days). */
export async function recentFailedPayments(db: Db, input: { siteId: number; limit: number; now?: Date }): Promise<FailedPayment[]> {
  const since = new Date((input.now ?? new Date()).getTime() - SALES_CHART_DAYS * 86_400_000)
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      email: orders.email,
      orderTotal: orders.orderTotal,
      paymentMethodName: orders.paymentMethodName,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.siteId, input.siteId), gte(orders.createdAt, since), inArray(orders.paymentStatus, ['declined', 'cancelled'])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(input.limit)
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}
