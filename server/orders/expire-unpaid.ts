import { and, eq, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orders } from '../db/schema'
import { changeOrderStatus } from './order-transitions'
import { collectPageChanges } from '../page-cache/page-changes'
import { existingPageCache } from '../page-cache/page-cache-service'

/** A card or PayPal payment not finished within this time gives its stock back (the buyer can order again). */
export const UNPAID_ORDER_TTL_MS = 60 * 60 * 1000
/** Past this, an order whose processor still cannot say is cancelled anyway (its stock is held no longer). */
export const UNREACHABLE_PROCESSOR_TTL_MS = 24 * 60 * 60 * 1000

/** Asks the order's payment provider before the sweep cancels (server/payments/processor-result.ts). */
export type UnpaidOrderCheck = (order: typeof orders.$inferSelect) => Promise<'settled' | 'unpaid' | 'unknown'>

/**
 * Orders still waiting for a provider after the TTL are cancelled: their stock and coupon go back,
 * and a result that arrives later is logged as out of order and changes nothing. With `check`, the
 * provider is asked first: a payment it knows is applied instead (a card processor that pushes no
 * notification, a lost one), and one it cannot answer for waits for a later sweep. Returns how many.
 */
export async function expireUnpaidOrders(db: Db, now = new Date(), check?: UnpaidOrderCheck): Promise<number> {
  const stale = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lt(orders.createdAt, new Date(now.getTime() - UNPAID_ORDER_TTL_MS))))
    .limit(100)
  let expired = 0
  for (const order of stale) {
    const id = order.id
    const verdict = check ? await check(order).catch(() => 'unknown' as const) : 'unpaid'
    if (verdict === 'settled') continue
    if (verdict === 'unknown' && order.createdAt.getTime() > now.getTime() - UNREACHABLE_PROCESSOR_TTL_MS) continue
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
