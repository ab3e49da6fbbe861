import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { products } from '../db/schema'

/** §3 membershipPrice of the given products, where it is below the price (what the cart charges a member). */
export async function memberPricesOf(db: Db, input: { siteId: number; productIds: number[] }): Promise<Record<number, number>> {
  if (input.productIds.length === 0) return {}
  const rows = await db
    .select({ id: products.id, membershipPrice: products.membershipPrice })
    .from(products)
    .where(and(eq(products.siteId, input.siteId), inArray(products.id, input.productIds), isNotNull(products.membershipPrice), lt(products.membershipPrice, products.price)))
  return Object.fromEntries(rows.map((row) => [row.id, row.membershipPrice as number]))
}
