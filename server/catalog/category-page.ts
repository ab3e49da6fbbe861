import { filtersFromQuery, readCategoryQuery, type CategoryQueryState } from '../../common/catalog/filters'
import { defaultPageSize } from '../../common/catalog/rules'
import type { CategoryView, LayeredFilter, ProductCard, ProductList } from '../../common/catalog/types'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { buildQuery } from './catalog-service'
import { getCategory } from './category-service'
import { categoryPageAndCounts, countsFromCategoryIndex } from './category-live-counts'
import { attributeValueIds, categoryPanel, isUnfiltered, layeredNavigation } from './layered-navigation'
import { loadProductCards } from './product-cards'
import { pageOf, queryProductIds, queryProductPage } from './product-query'

export interface CategoryPageData {
  category: CategoryView
  state: CategoryQueryState
  filters: LayeredFilter[]
  list: ProductList
  featured: ProductCard[]
}

/**
 * Everything the category page shows, from its URL alone (§4: shareable, SSR): the filter panel
 * with counts, one page of products and the featured list. Unknown URL values are ignored. The
 * route has resolved the slug already (resolveCatalogPath), so the category comes by id.
 */
export async function loadCategoryPage(
  db: Db,
  input: { siteId: number; locale: Locale; categoryId: number; searchParams: URLSearchParams },
): Promise<CategoryPageData | null> {
  const scope = { siteId: input.siteId, locale: input.locale }
  const category = await getCategory(db, { ...scope, id: input.categoryId, withImage: false })
  if (!category) return null
  const state = readCategoryQuery(input.searchParams, { sort: category.sortDefaultType, perPage: defaultPageSize })
  const { attributeMap, panel } = await categoryPanel(db, { siteId: input.siteId, categoryId: category.id })
  const types = Object.fromEntries(panel.map((a) => [a.code, a.type]))
  // A shared or hand-edited URL may name values that do not exist (any more): ignore those.
  const known = new Map(panel.map((a) => [a.code, new Set(a.values.map((v) => v.id))]))
  const filters = filtersFromQuery(state, types).flatMap((filter) => {
    if (!Array.isArray(filter.value)) return [filter]
    const ids = filter.value.filter((id) => known.get(filter.key)?.has(Number(id)))
    return ids.length ? [{ ...filter, value: ids }] : []
  })
  const query = await buildQuery(db, scope, { mainCategory: category.id, filters, sort: state.sort }, { attributeMap, categoryId: category.id })
  const baseQuery = { ...query, valueGroups: [], ranges: [], featured: true, discount: undefined }
  const knownTotal = isUnfiltered(query) ? category.productCount : undefined
  // The featured strip belongs to the category's first page as it opens (issue 20 §10): on page 2
  // or under a filter it repeated products the filter had just left out.
  const showsFeatured = knownTotal !== undefined && state.page === 1
  const paging = { page: state.page, limit: state.perPage }
  // Filtered by options and ranges only: the page and its counts come from one scan (ADR 024).
  const scanned = knownTotal === undefined && countsFromCategoryIndex(query) ? categoryPageAndCounts(db, query, attributeValueIds(panel), paging) : null
  const [page, navigation, featuredIds] = await Promise.all([
    scanned
      ? scanned.then(({ ids, total }) =>
          // A page past the end: the last page, by the total the scan counted.
          ids.length || total === 0 ? pageOf(ids, total, paging) : queryProductPage(db, query, { ...paging, knownTotal: total }),
        )
      : queryProductPage(db, query, { ...paging, knownTotal }),
    scanned
      ? scanned.then(({ counts }) => layeredNavigation(db, { query, attributes: panel, locale: input.locale, counts }))
      : layeredNavigation(db, { query, attributes: panel, locale: input.locale }),
    showsFeatured ? queryProductIds(db, baseQuery, 4) : Promise.resolve([]),
  ])
  // One round of card queries for both lists.
  const cards = await loadProductCards(db, [...new Set([...page.ids, ...featuredIds])], input.locale)
  const byId = new Map(cards.map((card) => [card.id, card]))
  const pick = (ids: number[]) => ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
  const [records, featured] = [pick(page.ids), pick(featuredIds)]
  return {
    category,
    state: { ...state, page: page.pagination.page },
    filters: navigation,
    list: { records, pagination: page.pagination },
    featured,
  }
}
