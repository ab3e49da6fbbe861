import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import type { PostCard, PostTermView } from '../../common/blog/types'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { postTerms, postTypes, posts, terms } from '../db/schema'
import { findMediaViews } from '../media/media-service'

export type PostRow = typeof posts.$inferSelect

/** Turns post rows into cards: their terms, post type and cover in three queries for the lot. */
export async function toPostCards(db: Db, rows: PostRow[], locale: Locale): Promise<PostCard[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const typeIds = [...new Set(rows.map((row) => row.postTypeId).filter((id): id is number => id !== null))]
  const [termRows, typeRows, covers] = await Promise.all([
    db
      .select({ postId: postTerms.postId, slug: terms.slug, title: terms.title, type: terms.type })
      .from(postTerms)
      .innerJoin(terms, eq(terms.id, postTerms.termId))
      .where(inArray(postTerms.postId, ids))
      .orderBy(terms.type, terms.title),
    typeIds.length > 0 ? db.select().from(postTypes).where(inArray(postTypes.id, typeIds)) : Promise.resolve([]),
    findMediaViews(
      db,
      rows.map((row) => row.coverMediaId).filter((id): id is number => id !== null),
    ),
  ])
  return rows.map((row) => {
    const type = typeRows.find((t) => t.id === row.postTypeId)
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      author: row.author,
      publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
      postType: type ? { slug: type.slug, title: type.titles[locale] ?? type.titles.hr ?? type.slug } : null,
      cover: row.coverMediaId ? (covers[row.coverMediaId] ?? null) : null,
      terms: termRows
        .filter((t) => t.postId === row.id)
        .map((t): PostTermView => ({ slug: t.slug, title: t.title, type: t.type === 'postTag' ? 'postTag' : 'postCategory' })),
    }
  })
}

/** Published and due: what visitors may see. */
export function isVisible(siteId: number, locale: Locale) {
  return and(
    eq(posts.siteId, siteId),
    eq(posts.locale, locale),
    eq(posts.status, 'published'),
    isNotNull(posts.publishedAt),
    lte(posts.publishedAt, sql`now()`),
  )
}
