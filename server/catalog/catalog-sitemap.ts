import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
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

/** Entities `offset` to `offset + limit` of a sitemap section: a sitemap file loads only its own URLs. */
export interface SitemapSlice {
  offset: number
  limit: number
}

const listedCategory = (siteId: number) =>
  and(
    eq(productCategories.siteId, siteId),
    eq(productCategories.archived, false),
    sql`EXISTS (SELECT 1 FROM ${productCategoryTranslations} WHERE ${productCategoryTranslations.categoryId} = ${productCategories.id})`,
  )

const listedProduct = (siteId: number) =>
  and(
    eq(products.siteId, siteId),
    eq(products.archived, false),
    isNull(products.parentId),
    eq(products.isVisibleIndividually, true),
    sql`EXISTS (SELECT 1 FROM ${productTranslations} WHERE ${productTranslations.productId} = ${products.id})`,
  )

export async function countSitemapCategories(db: Db, siteId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(productCategories).where(listedCategory(siteId))
  return row?.total ?? 0
}

export async function countSitemapProducts(db: Db, siteId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(listedProduct(siteId))
  return row?.total ?? 0
}

/**
 * Categories that are not archived (one slice of them). Categories are never edited after creation,
 * so a category page changes when its products do: its lastmod is the newest product change in it.
 */
export async function listSitemapCategories(db: Db, siteId: number, slice: SitemapSlice): Promise<SitemapEntity[]> {
  const listed = await db
    .select({ id: productCategories.id, createdAt: productCategories.createdAt })
    .from(productCategories)
    .where(listedCategory(siteId))
    .orderBy(productCategories.position, productCategories.id)
    .limit(slice.limit)
    .offset(slice.offset)
  if (listed.length === 0) return []
  const ids = listed.map((row) => row.id)
  const [changes, translations] = await Promise.all([
    db
      .select({ id: productCategories.id, changedAt: sql<Date>`max(${products.updatedAt})`.mapWith(products.updatedAt) })
      .from(productCategories)
      .innerJoin(products, and(sql`${products.categoryIds} @> ARRAY[${productCategories.id}]`, eq(products.archived, false)))
      .where(inArray(productCategories.id, ids))
      .groupBy(productCategories.id),
    db
      .select({ id: productCategoryTranslations.categoryId, locale: productCategoryTranslations.locale, slug: productCategoryTranslations.slug })
      .from(productCategoryTranslations)
      .where(inArray(productCategoryTranslations.categoryId, ids)),
  ])
  const changedAt = new Map(changes.map((row) => [row.id, row.changedAt]))
  const slugs = groupSlugs(translations)
  return listed.flatMap((row) => {
    const own = slugs.get(row.id)
    const changed = changedAt.get(row.id)
    const lastmod = changed && changed > row.createdAt ? changed : row.createdAt
    return own ? [{ id: row.id, slugs: own, lastmod }] : []
  })
}

/** Products that have a page of their own (one slice of them): not archived, not a variant, visible individually. */
export async function listSitemapProducts(db: Db, siteId: number, slice: SitemapSlice): Promise<SitemapEntity[]> {
  const listed = await db
    .select({ id: products.id, lastmod: products.updatedAt })
    .from(products)
    .where(listedProduct(siteId))
    .orderBy(products.id)
    .limit(slice.limit)
    .offset(slice.offset)
  if (listed.length === 0) return []
  const slugs = groupSlugs(
    await db
      .select({ id: productTranslations.productId, locale: productTranslations.locale, slug: productTranslations.slug })
      .from(productTranslations)
      .where(inArray(productTranslations.productId, listed.map((row) => row.id))),
  )
  return listed.flatMap((row) => {
    const own = slugs.get(row.id)
    return own ? [{ id: row.id, slugs: own, lastmod: row.lastmod }] : []
  })
}
