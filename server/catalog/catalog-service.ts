import { and, eq, inArray } from 'drizzle-orm'
import { type ProductFilterInput, toSortOption } from '../../common/catalog/filters'
import { defaultApiLimit, defaultSort } from '../../common/catalog/rules'
import { isDbId } from '../../common/validation/numbers'
import type { LayeredFilter, ProductCard, ProductList } from '../../common/catalog/types'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { productBundleItems, products, productTags } from '../db/schema'
import { ApiError } from '../http/api-error'
import { loadAttributes, type AttributeInfo } from './attribute-map'
import { findCategoryBySlug, getCategory } from './category-service'
import { layeredNavigation, navigationAttributes } from './layered-navigation'
import { loadProductCards } from './product-cards'
import { emptyPage, queryProductPage, resolveFilters, type ProductQuery } from './product-query'

interface Scope {
  siteId: number
  locale: Locale
}

async function resolveCategory(db: Db, scope: Scope, mainCategory: number | string | undefined): Promise<number | undefined> {
  if (mainCategory === undefined) return undefined
  const byId = typeof mainCategory === 'number' || /^\d+$/.test(mainCategory)
  // A number beyond any id names no category (and would overflow the id column).
  if (byId && !isDbId(Number(mainCategory))) throw ApiError.notFound('CATEGORY_NOT_FOUND')
  const category = byId
    ? await getCategory(db, { ...scope, id: Number(mainCategory) })
    : await findCategoryBySlug(db, { ...scope, slug: String(mainCategory) })
  if (!category) throw ApiError.notFound('CATEGORY_NOT_FOUND')
  return category.id
}

/** Turns an API filter payload into a resolved query (400 on unknown filters). */
export async function buildQuery(
  db: Db,
  scope: Scope,
  input: ProductFilterInput,
  known?: { attributeMap?: Map<string, AttributeInfo>; categoryId?: number },
): Promise<ProductQuery> {
  const [attributeMap, resolvedCategory] = await Promise.all([
    known?.attributeMap ?? loadAttributes(db, scope.siteId),
    known?.categoryId ?? resolveCategory(db, scope, input.mainCategory),
  ])
  const resolved = resolveFilters(input.filters ?? [], attributeMap)
  let categoryId = resolvedCategory
  let ids = input.select
  if (resolved.categoryIds?.length) {
    // `categories` filter: any of the listed categories; one is the main category.
    if (resolved.categoryIds.length === 1 && !categoryId) categoryId = resolved.categoryIds[0]
    else {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.siteId, scope.siteId), inArray(products.mainCategoryId, resolved.categoryIds)))
      ids = ids ? ids.filter((id) => rows.some((r) => r.id === id)) : rows.map((r) => r.id)
    }
  }
  return {
    siteId: scope.siteId,
    categoryId,
    ids,
    tagIds: resolved.tagIds,
    keywords: input.keywords || undefined,
    featured: resolved.featured,
    discount: resolved.discount,
    valueGroups: resolved.valueGroups,
    ranges: resolved.ranges,
    sort: toSortOption(input.sort) ?? defaultSort,
  }
}

/**
 * §5 product list filter rule: the list is filtered only if keywords, filters other than only
 * `archived`, a main category, a selection, a limit or a page is given; otherwise it is empty.
 */
export function hasListCriteria(input: ProductFilterInput): boolean {
  const filters = (input.filters ?? []).filter((f) => f.key !== 'archived')
  return Boolean(input.keywords || filters.length || input.mainCategory !== undefined || input.select || input.limit || input.page)
}

export async function filterProducts(db: Db, scope: Scope, input: ProductFilterInput): Promise<ProductList> {
  const limit = input.limit ?? defaultApiLimit
  if (!hasListCriteria(input)) return { records: [], pagination: emptyPage(limit).pagination }
  const query = await buildQuery(db, scope, input)
  const { ids, pagination } = await queryProductPage(db, query, { page: input.page ?? 1, limit })
  return { records: await loadProductCards(db, ids, scope.locale), pagination }
}

export async function productNavigation(db: Db, scope: Scope, input: ProductFilterInput): Promise<LayeredFilter[]> {
  const query = await buildQuery(db, scope, input)
  const attributeMap = await loadAttributes(db, scope.siteId)
  const attributes = await navigationAttributes(db, attributeMap, query.categoryId)
  return layeredNavigation(db, { query, attributes, locale: scope.locale })
}

/** Products carrying any of the tags (by slug or id). */
export async function filterByTags(
  db: Db,
  scope: Scope,
  input: { tags: (string | number)[]; page?: number; limit?: number; sort?: ProductFilterInput['sort'] },
): Promise<ProductList> {
  const slugs = input.tags.filter((t): t is string => typeof t === 'string' && !/^\d+$/.test(t))
  const rows = slugs.length
    ? await db.select({ id: productTags.id }).from(productTags).where(and(eq(productTags.siteId, scope.siteId), inArray(productTags.slug, slugs)))
    : []
  const tagIds = [...rows.map((r) => r.id), ...input.tags.filter((t) => !slugs.includes(String(t))).map(Number)]
  const query: ProductQuery = { siteId: scope.siteId, tagIds, valueGroups: [], ranges: [], sort: toSortOption(input.sort) ?? defaultSort }
  const { ids, pagination } = await queryProductPage(db, query, { page: input.page ?? 1, limit: input.limit ?? defaultApiLimit })
  return { records: await loadProductCards(db, ids, scope.locale), pagination }
}

/** §7 checkBundles: the bundles a product is part of (so a cart can warn before it changes). */
export async function bundlesContaining(db: Db, scope: Scope, productId: number): Promise<ProductCard[]> {
  const rows = await db.select({ id: productBundleItems.bundleId }).from(productBundleItems).where(eq(productBundleItems.productId, productId))
  const cards = await loadProductCards(db, rows.map((r) => r.id), scope.locale)
  return cards
}
