import { and, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orders } from '../db/schema'

/** A member's orders the withdrawal and complaint forms offer (newest first, cancelled ones left out). */
export async function memberCaseOrders(db: Db, input: { siteId: number; userId: number }): Promise<{ number: string; email: string; createdAt: string }[]> {
  const rows = await db
    .select({ number: orders.number, email: orders.email, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.siteId, input.siteId), eq(orders.userId, input.userId), ne(orders.status, 'cancelled')))
    .orderBy(desc(orders.createdAt))
    .limit(50)
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}
