import { paginationOf } from '../../common/http/envelope'
import { and, arrayOverlaps, asc, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import { defaultSort, maxApiLimit, sortOptions, type SortOption } from '../../common/catalog/rules'
import type { Pagination } from '../../common/http/envelope'
import type { CategoryView } from '../../common/catalog/types'
import { defaultLocale, locales, type Locale } from '../../common/i18n/locales'
import type { MediaView } from '../../common/media/sizes'
import type { Db } from '../db/client'
import { categoryFacets, productCategories, productCategoryTranslations } from '../db/schema'
import { findMediaViews } from '../media/media-service'

type CategoryRow = typeof productCategories.$inferSelect
type CategoryText = Pick<typeof productCategoryTranslations.$inferSelect, 'name' | 'slug' | 'description'>

function toView(row: CategoryRow, text: CategoryText | undefined, productCount: number, image: MediaView | null): CategoryView {
  return {
    id: row.id,
    parentId: row.parentId,
    name: text?.name ?? String(row.id),
    slug: text?.slug ?? String(row.id),
    description: text?.description ?? '',
    image,
    sortTypes: sortOptions,
    sortDefaultType: (sortOptions as readonly string[]).includes(row.sortDefaultType) ? (row.sortDefaultType as SortOption) : defaultSort,
    productCount,
  }
}

async function toViews(db: Db, rows: CategoryRow[], locale: Locale): Promise<CategoryView[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [texts, totals, mediaViews] = await Promise.all([
    db
      .select()
      .from(productCategoryTranslations)
      .where(and(inArray(productCategoryTranslations.categoryId, ids), inArray(productCategoryTranslations.locale, [locale, defaultLocale]))),
    db
      .select({ categoryId: categoryFacets.categoryId, total: categoryFacets.total })
      .from(categoryFacets)
      .where(and(inArray(categoryFacets.categoryId, ids), eq(categoryFacets.attributeId, 0), eq(categoryFacets.valueId, 0))),
    findMediaViews(db, rows.flatMap((r) => (r.mediaId ? [r.mediaId] : []))),
  ])
  const text = new Map<number, (typeof texts)[number]>()
  for (const t of texts) if (t.locale === locale || !text.has(t.categoryId)) text.set(t.categoryId, t)
  const count = new Map(totals.map((t) => [t.categoryId, t.total]))
  return rows.map((row) => toView(row, text.get(row.id), count.get(row.id) ?? 0, row.mediaId ? (mediaViews[row.mediaId] ?? null) : null))
}

/**
 * One category, with its text in `locale` (else the default language's) and product count in
 * one query, and its image: every category page and category API call asks for one.
 * `withImage: false` leaves the image out (and its query): the category page does not show it.
 */
export async function getCategory(db: Db, input: { siteId: number; id: number; locale: Locale; withImage?: boolean }): Promise<CategoryView | null> {
  const t = productCategoryTranslations
  const text = sql<CategoryText | null>`(SELECT json_build_object('name', ${t.name}, 'slug', ${t.slug}, 'description', ${t.description}) FROM ${t}
    WHERE ${t.categoryId} = ${productCategories.id} AND ${t.locale} IN (${input.locale}, ${defaultLocale})
    ORDER BY ${t.locale} = ${input.locale} DESC LIMIT 1)`
  const total = sql<number | null>`(SELECT ${categoryFacets.total} FROM ${categoryFacets}
    WHERE ${categoryFacets.categoryId} = ${productCategories.id} AND ${categoryFacets.attributeId} = 0 AND ${categoryFacets.valueId} = 0)`
  const [row] = await db
    .select({ category: productCategories, text, total })
    .from(productCategories)
    .where(and(eq(productCategories.siteId, input.siteId), eq(productCategories.id, input.id), eq(productCategories.archived, false)))
  if (!row) return null
  const mediaId = input.withImage === false ? null : row.category.mediaId
  const mediaViews = mediaId ? await findMediaViews(db, [mediaId]) : {}
  const image = mediaId ? (mediaViews[mediaId] ?? null) : null
  return toView(row.category, row.text ?? undefined, Number(row.total ?? 0), image)
}

export async function findCategoryBySlug(db: Db, input: { siteId: number; slug: string; locale: Locale }): Promise<CategoryView | null> {
  const [match] = await db
    .select({ id: productCategoryTranslations.categoryId })
    .from(productCategoryTranslations)
    .where(
      and(
        eq(productCategoryTranslations.siteId, input.siteId),
        inArray(productCategoryTranslations.locale, [...locales]),
        eq(productCategoryTranslations.slug, input.slug),
      ),
    )
    .orderBy(sql`${productCategoryTranslations.locale} = ${input.locale} DESC`)
    .limit(1)
  return match ? getCategory(db, { siteId: input.siteId, id: match.id, locale: input.locale }) : null
}

export interface CategoryListQuery {
  siteId: number
  locale: Locale
  /** Only the children of this category (null: the top level); absent: every level. */
  parentId?: number | null
  tree?: boolean
  ids?: number[]
  page?: number
  /** Page size, at most `maxApiLimit`: a list never loads a whole large catalogue (issue 11 §7). */
  limit?: number
  sortByName?: 'asc' | 'desc'
}

/**
 * Categories of the site, one page of them, as a flat list or as a tree (§7 web/category/filter
 * `tree: true`): a tree pages its top level and carries the whole subtree of each listed category.
 * Filtering, ordering and paging happen in the database, so the cost follows the page, not the catalogue.
 */
export async function listCategories(db: Db, input: CategoryListQuery): Promise<{ records: CategoryView[]; pagination: Pagination }> {
  const conditions = [eq(productCategories.siteId, input.siteId), eq(productCategories.archived, false)]
  if (input.ids) conditions.push(inArray(productCategories.id, input.ids.length ? input.ids : [0]))
  const listsTopLevel = input.tree && input.parentId === undefined
  const parentId = listsTopLevel ? null : input.parentId
  if (parentId === null) conditions.push(isNull(productCategories.parentId))
  else if (parentId !== undefined) conditions.push(eq(productCategories.parentId, parentId))
  const where = and(...conditions)
  const perPage = Math.min(input.limit ?? maxApiLimit, maxApiLimit)
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(productCategories).where(where)
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const page = Math.min(input.page ?? 1, lastPage)
  const nameOrder = input.sortByName ? [input.sortByName === 'desc' ? desc(localizedName(input.locale)) : asc(localizedName(input.locale))] : []
  const rows = await db
    .select()
    .from(productCategories)
    .where(where)
    .orderBy(...nameOrder, asc(productCategories.position), asc(productCategories.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
  const pagination = paginationOf({ page, perPage, total })
  if (!input.tree) return { records: await toViews(db, rows, input.locale), pagination }
  const descendants = rows.length
    ? await db
        .select()
        .from(productCategories)
        .where(
          and(
            eq(productCategories.siteId, input.siteId),
            eq(productCategories.archived, false),
            arrayOverlaps(productCategories.path, rows.map((row) => row.id)),
            notInArray(productCategories.id, rows.map((row) => row.id)),
          ),
        )
        .orderBy(asc(productCategories.position), asc(productCategories.id))
    : []
  const views = await toViews(db, [...rows, ...descendants], input.locale)
  const byParent = new Map<number | null, CategoryView[]>()
  for (const view of views.slice(rows.length)) byParent.set(view.parentId, [...(byParent.get(view.parentId) ?? []), view])
  const build = (view: CategoryView): CategoryView => ({ ...view, children: (byParent.get(view.id) ?? []).map(build) })
  return { records: views.slice(0, rows.length).map(build), pagination }
}

/** A category's name in the locale, else in Croatian (the same fallback as `toViews`), for ordering. */
function localizedName(locale: Locale) {
  return sql`(SELECT ${productCategoryTranslations.name} FROM ${productCategoryTranslations}
    WHERE ${productCategoryTranslations.categoryId} = ${productCategories.id} AND ${productCategoryTranslations.locale} IN (${locale}, 'hr')
    ORDER BY ${productCategoryTranslations.locale} = ${locale} DESC LIMIT 1)`
}

/** Root-to-leaf names and slugs of a category, for breadcrumbs. */
export async function categoryTrail(db: Db, input: { categoryId: number; locale: Locale }): Promise<{ name: string; slug: string }[]> {
  const [row] = await db.select({ path: productCategories.path }).from(productCategories).where(eq(productCategories.id, input.categoryId))
  if (!row) return []
  const texts = await db
    .select()
    .from(productCategoryTranslations)
    .where(and(inArray(productCategoryTranslations.categoryId, row.path), inArray(productCategoryTranslations.locale, [input.locale, 'hr'])))
  return row.path.flatMap((id) => {
    const t = texts.find((x) => x.categoryId === id && x.locale === input.locale) ?? texts.find((x) => x.categoryId === id)
    return t ? [{ name: t.name, slug: t.slug }] : []
  })
}
