import { and, eq, inArray } from 'drizzle-orm'
import type { CommentTargetType } from '../../common/community/schemas'
import type { Db } from '../db/client'
import { posts, products, productTranslations } from '../db/schema'

/** Whether a visitor can see (and so comment on) the product or post. */
export async function targetExists(db: Db, input: { siteId: number; targetType: CommentTargetType; targetId: number }): Promise<boolean> {
  if (input.targetType === 'product') {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, input.siteId), eq(products.id, input.targetId), eq(products.archived, false)))
    return Boolean(row)
  }
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.siteId, input.siteId), eq(posts.id, input.targetId), eq(posts.status, 'published')))
  return Boolean(row)
}

/** Names of products and posts for the moderation queue (`product:12` → "Ležaljka Sava"). */
export async function targetLabels(
  db: Db,
  input: { siteId: number; targets: { targetType: string; targetId: number }[] },
): Promise<Map<string, string>> {
  const labels = new Map<string, string>()
  const productIds = input.targets.filter((t) => t.targetType === 'product').map((t) => t.targetId)
  const postIds = input.targets.filter((t) => t.targetType === 'post').map((t) => t.targetId)
  if (productIds.length) {
    const rows = await db
      .select({ id: productTranslations.productId, name: productTranslations.name })
      .from(productTranslations)
      .where(and(inArray(productTranslations.productId, productIds), eq(productTranslations.locale, 'hr')))
    for (const row of rows) labels.set(`product:${row.id}`, row.name)
  }
  if (postIds.length) {
    const rows = await db.select({ id: posts.id, title: posts.title }).from(posts).where(inArray(posts.id, postIds))
    for (const row of rows) labels.set(`post:${row.id}`, row.title)
  }
  return labels
}
