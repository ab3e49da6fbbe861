import { and, desc, eq, inArray, ne } from 'drizzle-orm'
import type { PostDetail } from '../../common/blog/types'
import { isLocale, type Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { postTerms, posts } from '../db/schema'
import { isVisible, toPostCards } from './post-cards'

const relatedLimit = 3

/** The published slug of a post in every language, keyed by the slug of one of them. */
export async function findPostSlugs(
  db: Db,
  input: { siteId: number; locale: Locale; slug: string },
): Promise<Partial<Record<Locale, string>> | null> {
  const [post] = await db
    .select({ group: posts.translationGroup })
    .from(posts)
    .where(and(isVisible(input.siteId, input.locale), eq(posts.slug, input.slug)))
    .limit(1)
  if (!post) return null
  const versions = await db
    .select({ locale: posts.locale, slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.siteId, input.siteId), eq(posts.translationGroup, post.group), eq(posts.status, 'published')))
  return Object.fromEntries(versions.filter((v) => isLocale(v.locale)).map((v) => [v.locale, v.slug]))
}

/**
 * A post page: the post with its terms and cover, its slug in every language and up to three
 * related posts (sharing a term, newest first). Null for unknown, draft or future posts.
 */
export async function getPostDetail(
  db: Db,
  input: { siteId: number; locale: Locale; slug: string },
): Promise<PostDetail | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(isVisible(input.siteId, input.locale), eq(posts.slug, input.slug)))
    .limit(1)
  if (!row) return null
  const [[card], slugs, termIds] = await Promise.all([
    toPostCards(db, [row], input.locale),
    findPostSlugs(db, input),
    db.select({ id: postTerms.termId }).from(postTerms).where(eq(postTerms.postId, row.id)),
  ])
  const relatedRows =
    termIds.length > 0
      ? await db
          .selectDistinctOn([posts.publishedAt, posts.id], { post: posts })
          .from(posts)
          .innerJoin(postTerms, eq(postTerms.postId, posts.id))
          .where(
            and(
              isVisible(input.siteId, input.locale),
              ne(posts.id, row.id),
              inArray(
                postTerms.termId,
                termIds.map((t) => t.id),
              ),
            ),
          )
          .orderBy(desc(posts.publishedAt), desc(posts.id))
          .limit(relatedLimit)
      : []
  if (!card) return null
  return {
    ...card,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
    slugs: slugs ?? { [input.locale]: row.slug },
    related: await toPostCards(
      db,
      relatedRows.map((r) => r.post),
      input.locale,
    ),
  }
}
