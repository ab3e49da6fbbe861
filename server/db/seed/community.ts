import { and, asc, eq } from 'drizzle-orm'
import { refreshAllProductRatings } from '../../comments/product-reviews'
import type { Db } from '../client'
import { comments, emailTemplates, posts, products } from '../schema'
import { newsletterMailTemplates } from '../../newsletter/newsletter-mail-templates'

/** The newsletter confirmation e-mail (double opt-in) in every language; every site needs it. */
export async function seedCommunityTemplates(db: Db, input: { siteId: number }): Promise<void> {
  await db
    .insert(emailTemplates)
    .values(Object.entries(newsletterMailTemplates['newsletter.confirm']).map(([locale, t]) => ({ siteId: input.siteId, key: 'newsletter.confirm', locale, ...t })))
    .onConflictDoNothing()
}

/** Demo reviews: a few published on the first products, one waiting in the moderation queue, a post comment. */
export async function seedDemoReviews(db: Db, input: { siteId: number }): Promise<void> {
  const firstProducts = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, input.siteId), eq(products.archived, false)))
    .orderBy(asc(products.id))
    .limit(3)
  const [firstPost] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.siteId, input.siteId), eq(posts.locale, 'hr'), eq(posts.status, 'published')))
    .orderBy(asc(posts.id))
    .limit(1)
  const [a, b, c] = firstProducts
  const published = { siteId: input.siteId, status: 'published', moderatedAt: new Date() }
  const rows: (typeof comments.$inferInsert)[] = []
  if (a) {
    rows.push(
      { ...published, targetType: 'product', targetId: a.id, authorName: 'Marija K.', rating: 5, body: 'Odlična kvaliteta, stiglo brzo i dobro zapakirano.' },
      { ...published, targetType: 'product', targetId: a.id, authorName: 'Ivan P.', rating: 4, body: 'Dobar omjer cijene i kvalitete. Preporučujem.' },
    )
  }
  if (b) rows.push({ ...published, targetType: 'product', targetId: b.id, authorName: 'Petra M.', rating: 5, body: 'Točno kao na slikama.' })
  if (c) rows.push({ siteId: input.siteId, status: 'pending', targetType: 'product', targetId: c.id, authorName: 'Tomislav B.', rating: 3, body: 'Solidno, ali dostava je kasnila dva dana.' })
  if (firstPost) rows.push({ ...published, targetType: 'post', targetId: firstPost.id, authorName: 'Ana H.', body: 'Jedva čekamo useljenje!' })
  if (rows.length) await db.insert(comments).values(rows)
  await refreshAllProductRatings(db, input)
}
