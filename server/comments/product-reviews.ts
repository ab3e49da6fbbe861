import { and, eq, sql } from 'drizzle-orm'
import type { RatingSummary } from '../../common/community/types'
import { setProductReviewStats } from '../catalog/product-rating'
import type { Db } from '../db/client'
import { comments } from '../db/schema'

/** Average and count of the published ratings of one product or post. */
export async function ratingSummary(db: Db, input: { siteId: number; targetType: string; targetId: number }): Promise<RatingSummary> {
  const [row] = await db
    .select({ average: sql<number | null>`avg(${comments.rating})::float8`, count: sql<number>`count(${comments.rating})::int` })
    .from(comments)
    .where(
      and(
        eq(comments.siteId, input.siteId),
        eq(comments.targetType, input.targetType),
        eq(comments.targetId, input.targetId),
        eq(comments.status, 'published'),
      ),
    )
  return { average: row?.average ? Math.round(row.average * 10) / 10 : 0, count: row?.count ?? 0 }
}

/** Issue 13: the rating on cards, product pages and JSON-LD is the average of published reviews. */
export async function refreshProductRating(db: Db, input: { siteId: number; productId: number }): Promise<RatingSummary> {
  const summary = await ratingSummary(db, { siteId: input.siteId, targetType: 'product', targetId: input.productId })
  await setProductReviewStats(db, { siteId: input.siteId, productId: input.productId, rating: summary.average, reviewCount: summary.count })
  return summary
}

/** Every product of a site at once (the seed, after demo reviews): products without reviews get 0. */
export async function refreshAllProductRatings(db: Db, input: { siteId: number }): Promise<void> {
  await db.execute(sql`
    UPDATE products p SET
      rating = coalesce(round(s.average::numeric, 1)::real, 0),
      review_count = coalesce(s.count, 0)
    FROM (SELECT p2.id, avg(c.rating) AS average, count(c.rating)::int AS count
          FROM products p2
          LEFT JOIN comments c ON c.target_type = 'product' AND c.target_id = p2.id AND c.status = 'published'
          WHERE p2.site_id = ${input.siteId}
          GROUP BY p2.id) s
    WHERE p.id = s.id`)
}
