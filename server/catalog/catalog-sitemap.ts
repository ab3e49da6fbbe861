import { and, eq, isNull, sql } from 'drizzle-orm'
import { defaultLocale, locales, type Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { productCategories, productCategoryTranslations, products, productTranslations } from '../db/schema'

/** A listed category or product for the sitemap: its slug in every language and its last change. */
export interface SitemapEntity {
  id: number
  slugs: Record<Locale, string>
  lastmod: Date
}

function groupSlugs(rows: { id: number; locale: string; slug: string }[]): Map<number, Record<Locale, string>> {
  const byId = new Map<number, Map<string, string>>()
  for (const row of rows) byId.set(row.id, (byId.get(row.id) ?? new Map()).set(row.locale, row.slug))
  const result = new Map<number, Record<Locale, string>>()
  for (const [id, slugs] of byId) {
    // The same fallback as the cards and finders: a missing translation uses the hr slug.
    const fallback = slugs.get(defaultLocale) ?? [...slugs.values()][0] ?? String(id)
    result.set(id, Object.fromEntries(locales.map((locale) => [locale, slugs.get(locale) ?? fallback])) as Record<Locale, string>)
  }
  return result
}

/**
 * Categories that are not archived. Categories are never edited after creation, so a category
 * page changes when its products do: its lastmod is the newest product change in it.
 */
export async function listSitemapCategories(db: Db, siteId: number): Promise<SitemapEntity[]> {
  const rows = await db
    .select({
      id: productCategories.id,
      lastmod: sql<Date>`greatest(${productCategories.createdAt}, max(${products.updatedAt}))`.mapWith(productCategories.createdAt),
    })
    .from(productCategories)
    .leftJoin(products, and(sql`${products.categoryIds} @> ARRAY[${productCategories.id}]`, eq(products.archived, false)))
    .where(and(eq(productCategories.siteId, siteId), eq(productCategories.archived, false)))
    .groupBy(productCategories.id)
    .orderBy(productCategories.position, productCategories.id)
  const slugs = groupSlugs(
    await db
      .select({ id: productCategoryTranslations.categoryId, locale: productCategoryTranslations.locale, slug: productCategoryTranslations.slug })
      .from(productCategoryTranslations)
      .where(eq(productCategoryTranslations.siteId, siteId)),
  )
  return rows.flatMap((row) => {
    const own = slugs.get(row.id)
    return own ? [{ id: row.id, slugs: own, lastmod: row.lastmod }] : []
  })
}

/** Products that have a page of their own: not archived, not a variant, visible individually. */
export async function listSitemapProducts(db: Db, siteId: number): Promise<SitemapEntity[]> {
  const rows = await db
    .select({ id: products.id, lastmod: products.updatedAt, locale: productTranslations.locale, slug: productTranslations.slug })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(
      and(
        eq(products.siteId, siteId),
        eq(products.archived, false),
        isNull(products.parentId),
        eq(products.isVisibleIndividually, true),
      ),
    )
    .orderBy(products.id)
  const slugs = groupSlugs(rows)
  const lastmods = new Map(rows.map((row) => [row.id, row.lastmod]))
  return [...slugs].map(([id, own]) => ({ id, slugs: own, lastmod: lastmods.get(id) ?? new Date(0) }))
}
