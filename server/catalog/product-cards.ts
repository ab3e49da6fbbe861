import { and, eq, inArray, sql } from 'drizzle-orm'
import { displayedStock, type StockInput } from '../../common/catalog/rules'
import type { ProductCard } from '../../common/catalog/types'
import { defaultLocale, locales, type Locale } from '../../common/i18n/locales'
import type { MediaView } from '../../common/media/sizes'
import type { Db } from '../db/client'
import { products, productTranslations } from '../db/schema'
import { findMediaViews } from '../media/media-service'

export type ProductRow = typeof products.$inferSelect

/** The product columns a card shows: a listing does not read (nor parse) the search text, values and numbers. */
const cardColumns = {
  id: products.id,
  sku: products.sku,
  format: products.format,
  price: products.price,
  membershipPrice: products.membershipPrice,
  retailPrice: products.retailPrice,
  priorPrice: products.priorPrice,
  discountPercent: products.discountPercent,
  featured: products.featured,
  mediaIds: products.mediaIds,
  stockQuantity: products.stockQuantity,
  infiniteQuantity: products.infiniteQuantity,
  isPurchasable: products.isPurchasable,
  rating: products.rating,
  reviewCount: products.reviewCount,
}
type CardRow = Pick<ProductRow, keyof typeof cardColumns>

/** Names and slugs of products in a locale, falling back to hr where a translation is missing. */
export async function loadTranslations(db: Db, ids: number[], locale: Locale) {
  if (ids.length === 0) return new Map<number, { name: string; slug: string; description: string }>()
  const rows = await db
    .select()
    .from(productTranslations)
    .where(and(inArray(productTranslations.productId, ids), inArray(productTranslations.locale, [locale, 'hr'])))
  const map = new Map<number, { name: string; slug: string; description: string }>()
  for (const row of rows) {
    if (row.locale === locale || !map.has(row.productId)) map.set(row.productId, row)
  }
  return map
}

/** Whether a buyer can put it in the cart now: by the stock the shop shows (§9 actual − 2), as the cart counts it. */
export function isAvailable(row: StockInput & { isPurchasable: boolean }): boolean {
  if (!row.isPurchasable) return false
  return row.format === 'configurable' || displayedStock(row) !== 0
}

/**
 * Listing cards for ids, in the order given: the products with their names (in `locale`, else
 * the default language) in one query, then their first images. The name is a scalar subquery,
 * which cost less CPU on PGlite than joining the translations twice.
 */
export async function loadProductCards(db: Db, ids: number[], locale: Locale): Promise<ProductCard[]> {
  if (ids.length === 0) return []
  const t = productTranslations
  const text = sql<{ name: string; slug: string } | null>`(SELECT json_build_object('name', ${t.name}, 'slug', ${t.slug}) FROM ${t}
    WHERE ${t.productId} = ${products.id} AND ${t.locale} IN (${locale}, ${defaultLocale})
    ORDER BY ${t.locale} = ${locale} DESC LIMIT 1)`
  const rows = await db.select({ ...cardColumns, text }).from(products).where(inArray(products.id, ids))
  const mediaViews = await findMediaViews(db, rows.flatMap((row) => row.mediaIds.slice(0, 1)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toCard(row, row.text ?? undefined, firstImage(row, mediaViews))] : []
  })
}

function firstImage(row: CardRow, mediaViews: Record<number, MediaView>): MediaView | null {
  return row.mediaIds[0] !== undefined ? (mediaViews[row.mediaIds[0]] ?? null) : null
}

export async function toCards(db: Db, rows: ProductRow[], locale: Locale, order?: number[]): Promise<ProductCard[]> {
  const ids = rows.map((r) => r.id)
  const [names, mediaViews] = await Promise.all([
    loadTranslations(db, ids, locale),
    findMediaViews(db, rows.flatMap((r) => r.mediaIds.slice(0, 1))),
  ])
  const byId = new Map(rows.map((r) => [r.id, r]))
  return (order ?? ids).flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    return [toCard(row, names.get(id), firstImage(row, mediaViews))]
  })
}

function toCard(row: CardRow, text: { name: string; slug: string } | undefined, media: MediaView | null): ProductCard {
  const slug = text?.slug ?? String(row.id)
  return {
    id: row.id,
    slug,
    name: text?.name ?? row.sku,
    sku: row.sku,
    format: row.format,
    price: row.price,
    basicPrice: row.price,
    membershipPrice: row.membershipPrice,
    type: row.format === 'eProduct' ? 'digital' : 'physical',
    infiniteQuantity: row.infiniteQuantity,
    retailPrice: row.retailPrice,
    priorPrice: row.priorPrice,
    discount: row.discountPercent,
    featured: row.featured,
    media,
    stockQuantity: displayedStock({ ...row, slug }),
    available: isAvailable({ ...row, slug }),
    isPurchasable: row.isPurchasable,
    rating: row.rating,
    reviewCount: row.reviewCount,
  }
}

/** Product id by slug in a locale (any locale's slug is accepted, so shared links keep working). */
export async function findProductIdBySlug(db: Db, input: { siteId: number; slug: string; locale: Locale }): Promise<number | null> {
  const rows = await db
    .select({ id: productTranslations.productId, locale: productTranslations.locale })
    .from(productTranslations)
    // Naming every locale lets the (site, locale, slug) index answer with three probes.
    .where(and(eq(productTranslations.siteId, input.siteId), inArray(productTranslations.locale, [...locales]), eq(productTranslations.slug, input.slug)))
    .orderBy(sql`${productTranslations.locale} = ${input.locale} DESC`)
    .limit(1)
  return rows[0]?.id ?? null
}
