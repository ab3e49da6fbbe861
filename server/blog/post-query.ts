import { and, count, desc, eq, exists, gte, inArray, lt, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { PostFilter } from '../../common/blog/schemas'
import type { PostPage } from '../../common/blog/types'
import { startOfNextSiteDay, startOfSiteDay } from '../../common/i18n/dates'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { postTerms, postTypes, posts, terms } from '../db/schema'
import { isVisible, toPostCards } from './post-cards'

const parentTerms = alias(terms, 'parent_terms')

/** A post carries the term, or a subcategory of it: filtering by a category includes its children. */
function hasTerm(db: Db, slug: string) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(postTerms)
      .innerJoin(terms, eq(terms.id, postTerms.termId))
      .leftJoin(parentTerms, eq(parentTerms.id, terms.parentId))
      .where(and(eq(postTerms.postId, posts.id), or(eq(terms.slug, slug), eq(parentTerms.slug, slug)))),
  )
}

/**
 * §7 `cms/post/filterStandard`: published posts of a language, newest first. Every term slug must
 * match (a category and a tag narrow together); post types are alternatives; the date range is
 * inclusive of both days, which are calendar days in Zagreb (a post published at 23:30 on 1 March,
 * Zagreb time, belongs to 1 March whatever the UTC date).
 */
export async function filterPosts(
  db: Db,
  input: { siteId: number; locale: Locale; filter: PostFilter },
): Promise<PostPage> {
  const { filter } = input
  const typeIds =
    filter.postTypeSlugs.length > 0
      ? (
          await db
            .select({ id: postTypes.id })
            .from(postTypes)
            .where(and(eq(postTypes.siteId, input.siteId), inArray(postTypes.slug, filter.postTypeSlugs)))
        ).map((row) => row.id)
      : null
  if (typeIds && typeIds.length === 0) return { records: [], total: 0, page: 1, limit: filter.limit, lastPage: 1 }
  const where = and(
    isVisible(input.siteId, input.locale),
    typeIds ? inArray(posts.postTypeId, typeIds) : undefined,
    filter.dateFrom ? gte(posts.publishedAt, startOfSiteDay(filter.dateFrom)) : undefined,
    filter.dateTo ? lt(posts.publishedAt, startOfNextSiteDay(filter.dateTo)) : undefined,
    ...filter.termSlugs.map((slug) => hasTerm(db, slug)),
  )
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(posts).where(where)
  const lastPage = Math.max(1, Math.ceil(total / filter.limit))
  const page = Math.min(filter.page, lastPage)
  const rows = await db
    .select()
    .from(posts)
    .where(where)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(filter.limit)
    .offset((page - 1) * filter.limit)
  return { records: await toPostCards(db, rows, input.locale), total, page, limit: filter.limit, lastPage }
}
