import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { writeCategoryQuery, type CategoryQueryState } from '#common/catalog/category-query'
import { defaultPageSize, pageSizes, sortOptions, type SortOption } from '#common/catalog/rules'
import type { CategoryView, LayeredFilter, ProductCard, ProductList } from '#common/catalog/types'
import { useSiteShell, useT } from '~/lib/site-shell'
import { EmptyList } from './empty-list'
import { FilterDrawer } from './filter-drawer'
import { FilterPanel } from './filter-panel'
import { Pager } from './pager'
import { DUMMY_PRODUCT_COUNT, PlaceholderProductGrid } from './placeholder-products'
import { ProductGrid } from './product-card'

/** §9 filter and search debounce. */
export const FILTER_DEBOUNCE_MS = 500

interface CategoryPageProps {
  category: CategoryView
  state: CategoryQueryState
  filters: LayeredFilter[]
  list: ProductList
  featured: ProductCard[]
}

/**
 * §2 category page. Filter changes reset the page to 1 and, after 500 ms without another change,
 * rewrite the URL query with replace (§4); the loader answers the new URL, so the URL alone
 * reproduces the page. Sort and page size apply at once.
 */
/**
 * Product cards of a grid's first row on a phone (two columns), whose images load first: on a
 * phone the filter toggle sits above the list, so the list's first row can be the largest paint
 * even below the featured ones.
 */
const ABOVE_THE_FOLD_CARDS = 2

export function CategoryPage({ category, state: urlState, filters, list, featured }: CategoryPageProps) {
  const t = useT()
  const isDummyMode = useSiteShell()?.isDummyMode === true
  const hasFeatured = featured.length > 0 && !isDummyMode
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const defaults = { sort: category.sortDefaultType, perPage: defaultPageSize }
  const [state, setState] = useState(urlState)
  const [seenSearch, setSeenSearch] = useState(search)
  // Phones: the panel opens in a drawer from a button, so the products come first.
  const [areFiltersOpen, setAreFiltersOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const pending = useRef<(() => void) | null>(null)
  // Back/forward or a pager link changed the URL: the URL wins over local edits.
  if (seenSearch !== search) {
    setSeenSearch(search)
    setState(urlState)
  }
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  const apply = (next: CategoryQueryState, delay: number) => {
    setState(next)
    if (timer.current) clearTimeout(timer.current)
    const go = () => {
      pending.current = null
      void navigate(`${pathname}${writeCategoryQuery(next, defaults)}`, { replace: true, preventScrollReset: true })
    }
    pending.current = go
    if (delay === 0) go()
    else timer.current = setTimeout(go, delay)
  }
  const showProducts = () => {
    if (timer.current) clearTimeout(timer.current)
    pending.current?.()
    setAreFiltersOpen(false)
  }
  const change = (patch: Partial<CategoryQueryState>, delay = FILTER_DEBOUNCE_MS) => apply({ ...state, ...patch, page: 1 }, delay)
  const panel = (
    <FilterPanel
      filters={filters}
      values={state.attributes}
      discount={state.discount}
      featured={state.featured}
      onAttributeChange={(code, value) => change({ attributes: { ...state.attributes, [code]: value } })}
      onToggle={(key, value) => change({ [key]: value })}
    />
  )
  const hasFilters = state.discount || state.featured || Object.keys(state.attributes).length > 0
  const hrefFor = (page: number) => `${pathname}${writeCategoryQuery({ ...urlState, page }, defaults)}`
  return (
    <div className="category-page container">
      <header className="page-header">
        <h1>{category.name}</h1>
        {category.description ? <p className="page-header__lead">{category.description}</p> : null}
      </header>
      {hasFeatured ? (
        <section className="category-page__featured" aria-labelledby="featured-heading">
          <h2 id="featured-heading">{t('catalog.featured')}</h2>
          <ProductGrid products={featured} priorityCount={ABOVE_THE_FOLD_CARDS} />
        </section>
      ) : null}
      <div className="category-page__layout">
        <aside className="category-page__filters">
          <button
            type="button"
            className="button button--secondary category-page__filters-toggle"
            aria-haspopup="dialog"
            onClick={() => setAreFiltersOpen(true)}
          >
            {t('catalog.filters')}
          </button>
          {/* One panel at a time: inline on a wide screen (hidden on a phone), or in the drawer. */}
          {areFiltersOpen ? null : panel}
          <FilterDrawer isOpen={areFiltersOpen} onClose={() => setAreFiltersOpen(false)} total={list.pagination.total} onShow={showProducts}>
            {panel}
          </FilterDrawer>
        </aside>
        <section className="category-page__results" aria-labelledby="results-heading">
          <div className="category-toolbar">
            <h2 id="results-heading" className="category-toolbar__total" aria-live="polite">
              {t('catalog.total', { total: isDummyMode ? DUMMY_PRODUCT_COUNT : list.pagination.total })}
            </h2>
            <label>
              <span>{t('catalog.perPage')}</span>
              <select value={state.perPage} onChange={(e) => change({ perPage: Number(e.target.value) }, 0)}>
                {pageSizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{t('catalog.sort')}</span>
              <select value={state.sort} onChange={(e) => change({ sort: e.target.value as SortOption }, 0)}>
                {sortOptions.map((option) => (
                  <option key={option} value={option}>
                    {t(`catalog.sort.${option}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {isDummyMode ? (
            <PlaceholderProductGrid />
          ) : list.records.length ? (
            <ProductGrid products={list.records} priorityCount={ABOVE_THE_FOLD_CARDS} />
          ) : (
            <EmptyList
              message={hasFilters ? t('catalog.noProducts') : t('catalog.emptyCategory')}
              onClearFilters={hasFilters ? () => apply({ ...state, discount: false, featured: false, attributes: {}, page: 1 }, 0) : undefined}
            />
          )}
          {isDummyMode ? null : <Pager page={list.pagination.page} lastPage={list.pagination.lastPage} hrefFor={hrefFor} />}
        </section>
      </div>
    </div>
  )
}
