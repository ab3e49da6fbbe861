import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { products, wishlistItems } from '../db/schema'
import { ApiError } from '../http/api-error'

/** §3 wishlist entry: a logged-in user's saved product. Adding twice keeps one entry. */
export async function addToWishlist(db: Db, input: { siteId: number; userId: number; productId: number }): Promise<{ product_id: number }> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.siteId, input.siteId), eq(products.archived, false)))
  if (!product) throw ApiError.notFound('PRODUCT_NOT_FOUND')
  await db.insert(wishlistItems).values({ userId: input.userId, productId: product.id }).onConflictDoNothing()
  return { product_id: product.id }
}

export async function removeFromWishlist(db: Db, input: { userId: number; productId: number }): Promise<{ removed: boolean }> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, input.userId), eq(wishlistItems.productId, input.productId)))
    .returning({ productId: wishlistItems.productId })
  return { removed: rows.length > 0 }
}

/** The user's wishlist, newest first (§9 fetch limit 9999). */
export async function listWishlist(db: Db, input: { siteId: number; userId: number; limit: number }): Promise<number[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, input.userId), eq(products.siteId, input.siteId), eq(products.archived, false)))
    .orderBy(desc(wishlistItems.createdAt))
    .limit(input.limit)
  return rows.map((r) => r.productId)
}
