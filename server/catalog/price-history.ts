import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm'
import { discountPercent } from '../../common/catalog/rules'
import type { Db } from '../db/client'
import { priceHistory, products } from '../db/schema'

const DAY = 24 * 60 * 60 * 1000

/**
 * EU Omnibus (Directive 98/6/EC Art. 6a): next to a reduced price the shop shows the lowest price
 * the product had in the 30 days before the reduction took effect. Computed from the recorded
 * history: the prices in effect at any moment of [start − 30 days, start), where start is when
 * the current price began. Without earlier history the current price is the lowest.
 */
export async function lowestPriceBeforeCurrent(db: Db, input: { productId: number; now?: Date }): Promise<number> {
  // The database's clock stamped the rows (in microseconds): a price saved a moment ago is current.
  const now = input.now ?? sql<Date>`now()`
  const [current] = await db
    .select()
    .from(priceHistory)
    .where(and(eq(priceHistory.productId, input.productId), lte(priceHistory.validFrom, now)))
    .orderBy(desc(priceHistory.validFrom), desc(priceHistory.id))
    .limit(1)
  if (!current) return 0
  const start = current.validFrom
  const windowStart = new Date(start.getTime() - 30 * DAY)
  // Prices that began inside the window, plus the one already in effect when the window opened.
  const [inside] = await db
    .select({ lowest: sql<number | null>`min(${priceHistory.price})::int` })
    .from(priceHistory)
    .where(and(eq(priceHistory.productId, input.productId), gte(priceHistory.validFrom, windowStart), lt(priceHistory.validFrom, start)))
  const [before] = await db
    .select({ price: priceHistory.price })
    .from(priceHistory)
    .where(and(eq(priceHistory.productId, input.productId), lt(priceHistory.validFrom, windowStart)))
    .orderBy(desc(priceHistory.validFrom), desc(priceHistory.id))
    .limit(1)
  const candidates = [inside?.lowest, before?.price].filter((p): p is number => typeof p === 'number')
  return candidates.length ? Math.min(...candidates) : current.price
}

/**
 * Omnibus, as the CJEU read Art. 6a in C-330/23: a reduction is announced (struck-through price,
 * percentage) against the lowest price of the 30 days before it, never against a "regular" price
 * the product may not have had. Stored with the product after every price change, so listings
 * and the discount filter read one column (ADR 046). `at` is when the current price took effect.
 */
export async function refreshPriorPrice(db: Db, input: { productId: number; price: number; at: Date }): Promise<void> {
  const prior = await lowestPriceBeforeCurrent(db, { productId: input.productId, now: input.at })
  await db
    .update(products)
    .set({ priorPrice: prior, discountPercent: discountPercent(input.price, prior) })
    .where(eq(products.id, input.productId))
}
