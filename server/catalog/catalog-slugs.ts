import { and, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { defaultLocale, locales, type Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { productCategoryTranslations, productTranslations } from '../db/schema'

/** A category or product found by a slug of any language, with its slug in every language. */
export interface LocalizedSlugs {
  id: number
  slugs: Record<Locale, string>
}

interface SlugRow {
  id: number
  locale: string
  slug: string
  matchedLocale: string
}

/**
 * The entity a slug names, preferring the one whose slug is in `locale` (one slug may name
 * different entities in different languages), and its slug per language. A language without a
 * translation falls back to the hr slug, as the listings and cards do.
 */
function pickSlugs(rows: SlugRow[], locale: Locale): LocalizedSlugs | null {
  const match = rows.find((row) => row.matchedLocale === locale) ?? rows[0]
  if (!match) return null
  const own = rows.filter((row) => row.id === match.id)
  const slugOf = (wanted: string) => own.find((row) => row.locale === wanted)?.slug
  const fallback = slugOf(defaultLocale) ?? match.slug
  const slugs = Object.fromEntries(locales.map((to) => [to, slugOf(to) ?? fallback])) as Record<Locale, string>
  return { id: match.id, slugs }
}

export async function findCategorySlugs(db: Db, input: { siteId: number; slug: string; locale: Locale }): Promise<LocalizedSlugs | null> {
  const matched = alias(productCategoryTranslations, 'matched')
  const rows = await db
    .select({
      id: productCategoryTranslations.categoryId,
      locale: productCategoryTranslations.locale,
      slug: productCategoryTranslations.slug,
      matchedLocale: matched.locale,
    })
    .from(matched)
    .innerJoin(productCategoryTranslations, eq(productCategoryTranslations.categoryId, matched.categoryId))
    // Naming every locale lets the (site, locale, slug) index answer with three probes.
    .where(and(eq(matched.siteId, input.siteId), inArray(matched.locale, [...locales]), eq(matched.slug, input.slug)))
  return pickSlugs(rows, input.locale)
}

export async function findProductSlugs(db: Db, input: { siteId: number; slug: string; locale: Locale }): Promise<LocalizedSlugs | null> {
  const matched = alias(productTranslations, 'matched')
  const rows = await db
    .select({
      id: productTranslations.productId,
      locale: productTranslations.locale,
      slug: productTranslations.slug,
      matchedLocale: matched.locale,
    })
    .from(matched)
    .innerJoin(productTranslations, eq(productTranslations.productId, matched.productId))
    .where(and(eq(matched.siteId, input.siteId), inArray(matched.locale, [...locales]), eq(matched.slug, input.slug)))
  return pickSlugs(rows, input.locale)
}
