import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { SlugSearchHit, SlugSearchInput, SlugSearchKind } from '../../common/cms/slug-search'
import type { Locale } from '../../common/i18n/locales'
import { contentPath } from '../../common/cms/content-path'
import type { Db } from '../db/client'
import { containsPattern } from '../db/like-pattern'
import { posts } from '../db/schema/blog'
import { productCategories, productCategoryTranslations, products, productTranslations } from '../db/schema/catalog'
import { pages } from '../db/schema/cms'

interface Row {
  id: number
  slug: string
  title: string
}

function contains(slug: AnyPgColumn, title: AnyPgColumn, query: string): SQL {
  const pattern = containsPattern(query)
  return or(ilike(slug, pattern), ilike(title, pattern))!
}

/** Only what a visitor may open: published pages and posts, listed products, categories not archived. */
function rows(db: Db, kind: SlugSearchKind, input: { siteId: number; locale: Locale; query: string; limit: number }): Promise<Row[]> {
  const { siteId, locale, query, limit } = input
  switch (kind) {
    case 'page':
      return db
        .select({ id: pages.id, slug: pages.slug, title: pages.title })
        .from(pages)
        .where(and(eq(pages.siteId, siteId), eq(pages.locale, locale), eq(pages.status, 'published'), contains(pages.slug, pages.title, query)))
        .orderBy(asc(pages.slug))
        .limit(limit)
    case 'post':
      return db
        .select({ id: posts.id, slug: posts.slug, title: posts.title })
        .from(posts)
        .where(and(eq(posts.siteId, siteId), eq(posts.locale, locale), eq(posts.status, 'published'), contains(posts.slug, posts.title, query)))
        .orderBy(asc(posts.slug))
        .limit(limit)
    case 'product': {
      const t = productTranslations
      return db
        .select({ id: t.productId, slug: t.slug, title: t.name })
        .from(t)
        .innerJoin(products, eq(products.id, t.productId))
        .where(and(eq(t.siteId, siteId), eq(t.locale, locale), eq(products.archived, false), eq(products.isVisibleIndividually, true), contains(t.slug, t.name, query)))
        .orderBy(asc(t.slug))
        .limit(limit)
    }
    case 'category': {
      const t = productCategoryTranslations
      return db
        .select({ id: t.categoryId, slug: t.slug, title: t.name })
        .from(t)
        .innerJoin(productCategories, eq(productCategories.id, t.categoryId))
        .where(and(eq(t.siteId, siteId), eq(t.locale, locale), eq(productCategories.archived, false), contains(t.slug, t.name, query)))
        .orderBy(asc(t.slug))
        .limit(limit)
    }
  }
}


/**
 * §7 `cms/finder/searchSlugs`: hits of the requested kinds in that order, at most `limit` in all,
 * each with the path `finder/decide` resolves back to it.
 */
export async function searchSlugs(db: Db, input: SlugSearchInput & { siteId: number; locale: Locale; homeSlug: string }): Promise<SlugSearchHit[]> {
  const found = await Promise.all(
    input.types.map(async (kind) =>
      (await rows(db, kind, { siteId: input.siteId, locale: input.locale, query: input.query, limit: input.limit })).map(
        (row): SlugSearchHit => ({ type: kind, id: row.id, slug: row.slug, title: row.title, path: contentPath(kind, input.locale, row.slug, input.homeSlug) }),
      ),
    ),
  )
  return found.flat().slice(0, input.limit)
}
