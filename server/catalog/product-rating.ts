import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { products } from '../db/schema'

/**
 * The catalogue keeps a product's rating with the product, so cards, sorting and JSON-LD read it
 * without a join. server/comments computes it (average of published reviews) and sets it here.
 */
export async function setProductReviewStats(
  db: Db,
  input: { siteId: number; productId: number; rating: number; reviewCount: number },
): Promise<void> {
  await db
    .update(products)
    .set({ rating: input.rating, reviewCount: input.reviewCount })
    .where(and(eq(products.siteId, input.siteId), eq(products.id, input.productId)))
}
