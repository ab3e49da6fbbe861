import { filtersFromQuery, readCategoryQuery, type CategoryQueryState } from '../../common/catalog/filters'
import { defaultPageSize } from '../../common/catalog/rules'
import type { CategoryView, LayeredFilter, ProductCard, ProductList } from '../../common/catalog/types'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { loadAttributes } from './attribute-map'
import { buildQuery } from './catalog-service'
import { findCategoryBySlug } from './category-service'
import { layeredNavigation, navigationAttributes } from './layered-navigation'
import { loadProductCards } from './product-cards'
import { queryProductPage } from './product-query'

export interface CategoryPageData {
  category: CategoryView
  state: CategoryQueryState
  filters: LayeredFilter[]
  list: ProductList
  featured: ProductCard[]
}

/**
 * Everything the category page shows, from its URL alone (§4: shareable, SSR): the filter panel
 * with counts, one page of products and the featured list. Unknown URL values are ignored.
 */
export async function loadCategoryPage(
  db: Db,
  input: { siteId: number; locale: Locale; slug: string; searchParams: URLSearchParams },
): Promise<CategoryPageData | null> {
  const scope = { siteId: input.siteId, locale: input.locale }
  const category = await findCategoryBySlug(db, { ...scope, slug: input.slug })
  if (!category) return null
  const state = readCategoryQuery(input.searchParams, { sort: category.sortDefaultType, perPage: defaultPageSize })
  const attributeMap = await loadAttributes(db, input.siteId)
  const panel = await navigationAttributes(db, attributeMap, category.id)
  const types = Object.fromEntries(panel.map((a) => [a.code, a.type]))
  const filters = filtersFromQuery(state, types)
  const query = await buildQuery(db, scope, { mainCategory: category.id, filters, sort: state.sort })
  const baseQuery = { ...query, valueGroups: [], ranges: [], featured: true, discount: undefined }
  const [page, navigation, featuredPage] = await Promise.all([
    queryProductPage(db, query, { page: state.page, limit: state.perPage }),
    layeredNavigation(db, { query, attributes: panel, locale: input.locale }),
    queryProductPage(db, baseQuery, { page: 1, limit: 4 }),
  ])
  const [records, featured] = await Promise.all([
    loadProductCards(db, page.ids, input.locale),
    loadProductCards(db, featuredPage.ids, input.locale),
  ])
  return {
    category,
    state: { ...state, page: page.pagination.page },
    filters: navigation,
    list: { records, pagination: page.pagination },
    featured,
  }
}
