import { sql, type SQL } from 'drizzle-orm'
import { defaultApiLimit, type SortOption } from '../../common/catalog/rules'
import { searchKey } from '../../common/catalog/rules'
import type { ApiFilter } from '../../common/catalog/filters'
import type { Pagination } from '../../common/http/envelope'
import type { Db } from '../db/client'
import { clampInt, isDbId, MAX_DB_INT } from '../../common/validation/numbers'
import { ApiError } from '../http/api-error'
import { rows } from './raw-query'
import { optionTypes, rangeTypes, type AttributeInfo } from './attribute-map'
import { categoryIndexFilter, categoryIndexOrderBy, countsFromCategoryIndex } from './category-live-counts'
import { paginationOf } from '../../common/http/envelope'

/** A product listing query with every filter resolved to ids (§3 filter, §5 filter rules). */
export interface ProductQuery {
  siteId: number
  categoryId?: number
  ids?: number[]
  tagIds?: number[]
  keywords?: string
  featured?: boolean
  discount?: boolean
  /** Option filters: OR within one attribute, AND across attributes. */
  valueGroups: { attributeId: number; valueIds: number[] }[]
  /** Range filters on number/date attributes (by id) or on the price ('price', in cents). */
  ranges: { attributeId: number | 'price'; min: number | null; max: number | null }[]
  sort: SortOption
}

const int = (values: number[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::int[]`

/** Accent-free word tokens of a keyword string; each must match the name or SKU (typo-tolerant). */
export function keywordCondition(keywords: string, column: SQL): SQL | null {
  const tokens = searchKey(keywords).split(' ').filter(Boolean).slice(0, 8)
  if (tokens.length === 0) return null
  return sql.join(
    tokens.map((token) => sql`(${column} LIKE ${`%${token}%`} OR ${token} <% ${column})`),
    sql` AND `,
  )
}

/** The WHERE clause of a query; `except` leaves one attribute's own filter out (disjunctive facet counts). */
export function whereClause(query: ProductQuery, except?: number): SQL {
  const parts: SQL[] = [
    sql`p.site_id = ${query.siteId}`,
    sql`NOT p.archived`,
    sql`p.is_visible_individually`,
  ]
  // A category with option/number filters: its matching ids come from one index range (ADR 024).
  const viaCategoryIndex = except === undefined && countsFromCategoryIndex(query) && (query.valueGroups.length > 0 || query.ranges.length > 0)
  if (viaCategoryIndex) parts.push(sql`p.id IN (SELECT product_id FROM category_products WHERE ${categoryIndexFilter(query)})`)
  else if (query.categoryId) parts.push(sql`p.category_ids @> ${int([query.categoryId])}`)
  if (query.ids) parts.push(sql`p.id = ANY(${int(query.ids.length ? query.ids : [0])})`)
  if (query.tagIds) {
    parts.push(sql`p.id IN (SELECT product_id FROM product_tag_links WHERE tag_id = ANY(${int(query.tagIds.length ? query.tagIds : [0])}))`)
  }
  if (query.featured) parts.push(sql`p.featured`)
  if (query.discount) parts.push(sql`p.discount_percent > 0`)
  if (query.keywords) {
    const condition = keywordCondition(query.keywords, sql`p.search_text`)
    if (condition) parts.push(condition)
  }
  for (const group of viaCategoryIndex ? [] : query.valueGroups) {
    if (group.attributeId === except) continue
    parts.push(sql`p.value_ids && ${int(group.valueIds)}`)
  }
  for (const range of viaCategoryIndex ? [] : query.ranges) {
    if (range.attributeId === except) continue
    const column = range.attributeId === 'price' ? sql`p.price` : sql`(p.numbers ->> ${String(range.attributeId)})::float8`
    if (range.min !== null) parts.push(sql`${column} >= ${range.min}`)
    if (range.max !== null) parts.push(sql`${column} <= ${range.max}`)
  }
  return sql.join(parts, sql` AND `)
}

const orderBy: Record<SortOption, SQL> = {
  newest: sql`p.created_at DESC, p.id DESC`,
  oldest: sql`p.created_at ASC, p.id ASC`,
  priceAsc: sql`p.price ASC, p.id ASC`,
  priceDesc: sql`p.price DESC, p.id DESC`,
  nameAsc: sql`p.sort_name ASC, p.id ASC`,
  nameDesc: sql`p.sort_name DESC, p.id DESC`,
  priorityAsc: sql`p.category_priority ASC, p.id ASC`,
  priorityDesc: sql`p.category_priority DESC, p.id DESC`,
}

/**
 * Where a page's ids come from: a category filtered by options and number/date ranges reads its
 * matches, sort keys included, from one index-only range of `category_products` (which holds only
 * listed products); anything else reads `products`.
 */
function listingSource(query: ProductQuery): { from: SQL; where: SQL; id: SQL; order: SQL } {
  if (countsFromCategoryIndex(query) && (query.valueGroups.length > 0 || query.ranges.length > 0)) {
    return { from: sql`category_products`, where: categoryIndexFilter(query), id: sql`product_id`, order: categoryIndexOrderBy[query.sort] }
  }
  return { from: sql`products p`, where: whereClause(query), id: sql`p.id`, order: orderBy[query.sort] }
}

/** The first ids of a query without counting (featured lists, previews). */
export async function queryProductIds(db: Db, query: ProductQuery, limit: number): Promise<number[]> {
  const found = await rows<{ id: number }>(db, sql`SELECT p.id FROM products p WHERE ${whereClause(query)} ORDER BY ${orderBy[query.sort]} LIMIT ${limit}`)
  return found.map((row) => Number(row.id))
}

/**
 * One page of matching product ids and the pagination; the page is clamped to 1..lastPage (§5).
 * Ids and total come from one scan (`count(*) OVER ()`); only a page past the end costs a second query.
 */
export async function queryProductPage(
  db: Db,
  query: ProductQuery,
  paging: { page: number; limit: number; knownTotal?: number },
): Promise<{ ids: number[]; pagination: Pagination }> {
  const { from, where, id, order } = listingSource(query)
  const limit = paging.limit
  const fetchPage = (page: number) =>
    rows<{ id: number; total: number }>(
      db,
      // Without a known total the window counts in the same scan; with one, LIMIT can stop early.
      sql`SELECT ${id} AS id, ${paging.knownTotal === undefined ? sql`count(*) OVER ()::int` : sql`0`} AS total FROM ${from} WHERE ${where}
          ORDER BY ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    )
  let page = Math.max(1, paging.page)
  let found = await fetchPage(page)
  // An unfiltered category's total is precomputed (ADR 007).
  let total = paging.knownTotal ?? Number(found[0]?.total ?? 0)
  if (found.length === 0 && page > 1) {
    total = paging.knownTotal ?? Number((await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`))[0]?.total ?? 0)
    const lastPage = Math.max(1, Math.ceil(total / limit))
    if (page > lastPage) {
      page = lastPage
      found = total > 0 ? await fetchPage(page) : []
    }
  }
  const lastPage = Math.max(1, Math.ceil(total / limit))
  return { ids: found.map((row) => Number(row.id)), pagination: paginationOf({ page: Math.min(page, lastPage), perPage: limit, total: total }) }
}

/** The pagination of a page whose ids and total are known. */
export function pageOf(ids: number[], total: number, paging: { page: number; limit: number }): { ids: number[]; pagination: Pagination } {
  const lastPage = Math.max(1, Math.ceil(total / paging.limit))
  return { ids, pagination: paginationOf({ page: Math.min(Math.max(1, paging.page), lastPage), perPage: paging.limit, total: total }) }
}

export function emptyPage(limit = defaultApiLimit): { ids: number[]; pagination: Pagination } {
  return { ids: [], pagination: paginationOf({ page: 1, perPage: limit, total: 0 }) }
}

/**
 * Resolves API filters (`{ key, value }`) against the site's attributes. Unknown keys or values of
 * the wrong shape answer 400 (never a 500, never silently ignored).
 */
export function resolveFilters(
  filters: ApiFilter[],
  attributeMap: Map<string, AttributeInfo>,
): Pick<ProductQuery, 'valueGroups' | 'ranges' | 'featured' | 'discount'> & { categoryIds?: number[]; tagIds?: number[] } {
  const result: ReturnType<typeof resolveFilters> = { valueGroups: [], ranges: [] }
  const bad = (key: string) => ApiError.badRequest('INVALID_FILTER', { [key]: 'validation.invalid' })
  for (const { key, value } of filters) {
    if (key === 'archived') {
      // §9: archived=false is always applied; asking for archived products is not allowed here.
      if (value !== false && value !== 'false') throw bad(key)
      continue
    }
    if (key === 'featured' || key === 'discount') {
      if (typeof value !== 'boolean' && value !== 'true' && value !== 'false') throw bad(key)
      result[key] = value === true || value === 'true'
      continue
    }
    if (key === 'categories' || key === 'tags') {
      const ids = (Array.isArray(value) ? value : [value]).map(Number)
      if (!ids.every(isDbId)) throw bad(key)
      result[key === 'categories' ? 'categoryIds' : 'tagIds'] = ids
      continue
    }
    if (key === 'price') {
      if (typeof value !== 'object' || Array.isArray(value)) throw bad(key)
      // Prices are whole cents in an integer column: round the bounds inwards and keep them in its range.
      const bound = (limit: number | null | undefined, round: (n: number) => number) =>
        limit === null || limit === undefined ? null : clampInt(round(limit), -MAX_DB_INT, MAX_DB_INT)
      result.ranges.push({ attributeId: 'price', min: bound(value.min, Math.ceil), max: bound(value.max, Math.floor) })
      continue
    }
    const attribute = attributeMap.get(key)
    if (!attribute) throw ApiError.badRequest('UNKNOWN_FILTER', { [key]: 'Nepoznat filtar' })
    if (rangeTypes.includes(attribute.type)) {
      if (typeof value !== 'object' || Array.isArray(value)) throw bad(key)
      if (!(value.min ?? 0) && !(value.max ?? 0)) continue
      result.ranges.push({ attributeId: attribute.id, min: value.min ?? null, max: value.max ?? null })
    } else if (attribute.type === 'yesNo') {
      if (value !== 'yes' && value !== 'no' && typeof value !== 'boolean') throw bad(key)
      const wanted = value === true || value === 'yes' ? 'yes' : 'no'
      const id = attribute.values.find((v) => v.value === wanted)?.id
      if (id) result.valueGroups.push({ attributeId: attribute.id, valueIds: [id] })
    } else if (optionTypes.includes(attribute.type)) {
      const ids = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]).map(Number)
      if (!ids.every(isDbId)) throw bad(key)
      const known = new Set(attribute.values.map((v) => v.id))
      const chosen = (attribute.type === 'dropdown' ? ids.slice(0, 1) : ids).filter((id) => known.has(id))
      if (chosen.length === 0 && ids.length > 0) throw bad(key)
      if (chosen.length) result.valueGroups.push({ attributeId: attribute.id, valueIds: chosen })
    }
  }
  return result
}
