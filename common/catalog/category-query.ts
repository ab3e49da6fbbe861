import { pageFromQuery } from '../validation/clamp'
import { maxPage, sortOptions, type SortOption } from './rules'

/** What the category page keeps in its URL (§4: the URL alone reproduces the page). */
export interface CategoryQueryState {
  page: number
  perPage: number
  sort: SortOption
  discount: boolean
  featured: boolean
  /** Attribute code → raw query value: `3,4` ids, `yes`/`no`, or `min,max`. */
  attributes: Record<string, string>
}

const reserved = new Set(['page', 'perPage', 'sort', 'discount', 'featured'])

export function readCategoryQuery(params: URLSearchParams, defaults: { sort: SortOption; perPage: number }): CategoryQueryState {
  const sortParam = params.get('sort')
  const perPage = Number(params.get('perPage'))
  const attributes: Record<string, string> = {}
  for (const [key, value] of params) {
    if (!reserved.has(key) && /^[a-zA-Z][a-zA-Z0-9_-]{0,59}$/.test(key) && value) attributes[key] = value.slice(0, 200)
  }
  return {
    page: pageFromQuery(params.get('page'), maxPage),
    perPage: perPage === 24 ? 24 : defaults.perPage,
    sort: (sortOptions as readonly string[]).includes(sortParam ?? '') ? (sortParam as SortOption) : defaults.sort,
    discount: params.get('discount') === '1',
    featured: params.get('featured') === '1',
    attributes,
  }
}

export function writeCategoryQuery(state: CategoryQueryState, defaults: { sort: SortOption; perPage: number }): string {
  const params = new URLSearchParams()
  for (const [code, value] of Object.entries(state.attributes)) if (value) params.set(code, value)
  if (state.discount) params.set('discount', '1')
  if (state.featured) params.set('featured', '1')
  if (state.sort !== defaults.sort) params.set('sort', state.sort)
  if (state.perPage !== defaults.perPage) params.set('perPage', String(state.perPage))
  if (state.page > 1) params.set('page', String(state.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}
