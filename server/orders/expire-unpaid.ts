import { and, eq, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orders } from '../db/schema'
import { changeOrderStatus } from './order-transitions'
import { collectPageChanges } from '../page-cache/page-changes'
import { existingPageCache } from '../page-cache/page-cache-service'

/** A card or PayPal payment not finished within this time gives its stock back (the buyer can order again). */
export const UNPAID_ORDER_TTL_MS = 60 * 60 * 1000

/**
 * Orders still waiting for a provider after the TTL are cancelled: their stock and coupon go back,
 * and a result that arrives later is logged as out of order and changes nothing. Returns how many.
 */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lt(orders.createdAt, new Date(now.getTime() - UNPAID_ORDER_TTL_MS))))
    .limit(100)
  let expired = 0
  for (const { id } of stale) {
    const { result: changed, tags } = await collectPageChanges(() =>
      db.transaction(async (tx) => {
        const result = await changeOrderStatus(tx, { orderId: id, to: 'cancelled', actor: { userId: null, email: null }, notifyBuyer: false, note: 'payment not completed in time' })
        if (result.changed) await tx.update(orders).set({ paymentStatus: 'cancelled' }).where(eq(orders.id, id))
        return result.changed
      }).catch(() => false),
    )
    // The stock that came back shows on the product and listing pages.
    if (changed) await existingPageCache(db)?.purge(tags)
    if (changed) expired++
  }
  return expired
}
