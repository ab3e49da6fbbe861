import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { linkDescriptor } from '../../common/cms/link-descriptor'
import { LINK_SEARCH_PAGE_SIZE, type LinkSearchHit, type LinkSearchQuery } from '../../common/cms/link-search'
import type { ListResult } from '../../common/http/envelope'
import { contentPath } from '../../common/cms/content-path'
import { foldToAscii } from '../../common/text/slug'
import type { Db } from '../db/client'
import { posts } from '../db/schema/blog'
import { productCategoryTranslations, products, productTranslations } from '../db/schema/catalog'
import { pages } from '../db/schema/cms'
import { paginationOf } from '../../common/http/envelope'

interface Row {
  key: string | number
  title: string
  slug: string
  status?: string
}

/** Accent- and case-insensitive "contains", on the title and the slug. */
function matches(title: AnyPgColumn, slug: AnyPgColumn, q: string): SQL | undefined {
  if (!q) return undefined
  const key = `%${foldToAscii(q).replace(/[%_\\]/g, (c) => `\\${c}`)}%`
  return or(sql`lower(unaccent(${title})) LIKE ${key}`, ilike(slug, key))
}

async function page<T extends Row>(rows: Promise<T[]>, total: Promise<{ n: number }[]>) {
  const [records, [counted]] = await Promise.all([rows, total])
  return { records, total: Number(counted?.n ?? 0) }
}

function search(db: Db, query: LinkSearchQuery & { siteId: number }, offset: number) {
  const limit = LINK_SEARCH_PAGE_SIZE
  switch (query.kind) {
    case 'page': {
      const where = and(eq(pages.siteId, query.siteId), eq(pages.locale, query.language), matches(pages.title, pages.slug, query.q))
      return page(
        db.select({ key: pages.translationGroup, title: pages.title, slug: pages.slug, status: pages.status }).from(pages).where(where).orderBy(asc(pages.title), asc(pages.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(pages).where(where),
      )
    }
    case 'post': {
      const where = and(eq(posts.siteId, query.siteId), eq(posts.locale, query.language), matches(posts.title, posts.slug, query.q))
      return page(
        db.select({ key: posts.translationGroup, title: posts.title, slug: posts.slug, status: posts.status }).from(posts).where(where).orderBy(asc(posts.title), asc(posts.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(posts).where(where),
      )
    }
    case 'product': {
      const t = productTranslations
      const where = and(eq(t.siteId, query.siteId), eq(t.locale, query.language), eq(products.isVisibleIndividually, true), matches(t.name, t.slug, query.q))
      return page(
        db.select({ key: t.productId, title: t.name, slug: t.slug }).from(t).innerJoin(products, eq(products.id, t.productId)).where(where).orderBy(asc(t.name), asc(t.productId)).limit(limit).offset(offset),
        db.select({ n: count() }).from(t).innerJoin(products, eq(products.id, t.productId)).where(where),
      )
    }
    case 'category': {
      const t = productCategoryTranslations
      const where = and(eq(t.siteId, query.siteId), eq(t.locale, query.language), matches(t.name, t.slug, query.q))
      return page(
        db.select({ key: t.categoryId, title: t.name, slug: t.slug }).from(t).where(where).orderBy(asc(t.name), asc(t.categoryId)).limit(limit).offset(offset),
        db.select({ n: count() }).from(t).where(where),
      )
    }
  }
}


/**
 * What an editor can link to (§2 link-options): pages, posts, products or categories of one
 * language whose title or slug contains the search text, ten at a time. Drafts are included and
 * marked, since a link may go live together with them.
 */
export async function searchLinkTargets(
  db: Db,
  query: LinkSearchQuery & { siteId: number; homeSlug: string },
): Promise<ListResult<LinkSearchHit>> {
  const { records, total } = await search(db, query, (query.page - 1) * LINK_SEARCH_PAGE_SIZE)
  return {
    records: records.map((row: Row) => {
      const target = { kind: query.kind, ...(typeof row.key === 'number' ? { id: row.key } : { group: row.key }) }
      return {
        ...target,
        ...linkDescriptor(target),
        title: row.title,
        path: contentPath(query.kind, query.language, row.slug, query.homeSlug),
        isDraft: row.status !== undefined && row.status !== 'published',
      }
    }),
    pagination: paginationOf({ page: query.page, perPage: LINK_SEARCH_PAGE_SIZE, total: total }),
  }
}
