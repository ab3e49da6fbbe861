import { paginationOf } from '../../common/http/envelope'
import { and, desc, eq, exists, ilike, sql } from 'drizzle-orm'
import { POST_EDIT_PAGE_SIZE, type EditablePost, type PostEditRow } from '../../common/blog/post-edit'
import type { ListResult } from '../../common/http/envelope'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { postTerms, postTypes, posts, terms } from '../db/schema'
import { findMediaViews } from '../media/media-service'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The post-list modal (issue 10 point 6): every post of a language, drafts included, newest
 * first (drafts without a date on top), searched by title and filtered by type or term.
 */
export async function listPostsForEditor(
  db: Db,
  query: { siteId: number; locale: Locale; search?: string; postTypeSlug?: string; termSlug?: string; page?: number },
): Promise<ListResult<PostEditRow>> {
  const conditions = [eq(posts.siteId, query.siteId), eq(posts.locale, query.locale)]
  if (query.search) conditions.push(ilike(posts.title, `%${escapeLike(query.search)}%`))
  if (query.postTypeSlug) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(postTypes)
          .where(and(eq(postTypes.id, posts.postTypeId), eq(postTypes.slug, query.postTypeSlug))),
      ),
    )
  }
  if (query.termSlug) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(postTerms)
          .innerJoin(terms, eq(terms.id, postTerms.termId))
          .where(and(eq(postTerms.postId, posts.id), eq(terms.slug, query.termSlug))),
      ),
    )
  }
  const where = and(...conditions)
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(posts).where(where)
  const total = Number(counted?.total ?? 0)
  const lastPage = Math.max(1, Math.ceil(total / POST_EDIT_PAGE_SIZE))
  const page = Math.min(query.page ?? 1, lastPage)
  const rows = await db
    .select({ post: posts, typeTitles: postTypes.titles })
    .from(posts)
    .leftJoin(postTypes, eq(postTypes.id, posts.postTypeId))
    .where(where)
    .orderBy(sql`${posts.publishedAt} desc nulls first`, desc(posts.id))
    .limit(POST_EDIT_PAGE_SIZE)
    .offset((page - 1) * POST_EDIT_PAGE_SIZE)
  const views = await findMediaViews(db, rows.flatMap((row) => (row.post.coverMediaId ? [row.post.coverMediaId] : [])))
  return {
    records: rows.map(({ post, typeTitles }) => {
      const view = post.coverMediaId ? views[post.coverMediaId] : undefined
      return {
        id: post.id,
        slug: post.slug,
        title: post.title,
        status: post.status,
        publishedAt: post.publishedAt?.toISOString() ?? null,
        postType: typeTitles ? (typeTitles[query.locale] ?? typeTitles.hr ?? null) : null,
        thumbnail: view ? (view.variants.thumbnail?.webp ?? view.src) : null,
      }
    }),
    pagination: paginationOf({ page, perPage: POST_EDIT_PAGE_SIZE, total }),
  }
}

/** A post with what its editor needs; null for another site's or an unknown post. */
export async function getEditablePost(db: Db, input: { siteId: number; id: number }): Promise<EditablePost | null> {
  const [row] = await db
    .select({ post: posts, typeSlug: postTypes.slug })
    .from(posts)
    .leftJoin(postTypes, eq(postTypes.id, posts.postTypeId))
    .where(and(eq(posts.siteId, input.siteId), eq(posts.id, input.id)))
  if (!row) return null
  const { post } = row
  const [termRows, views] = await Promise.all([
    db.select({ slug: terms.slug }).from(postTerms).innerJoin(terms, eq(terms.id, postTerms.termId)).where(eq(postTerms.postId, post.id)),
    findMediaViews(db, post.coverMediaId ? [post.coverMediaId] : []),
  ])
  return {
    id: post.id,
    locale: post.locale,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    body: post.body,
    author: post.author,
    postTypeSlug: row.typeSlug,
    termSlugs: termRows.map((term) => term.slug).sort(),
    cover: post.coverMediaId ? (views[post.coverMediaId] ?? null) : null,
    status: post.status,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    version: post.updatedAt.toISOString(),
  }
}
