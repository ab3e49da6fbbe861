import { z } from '../validation/z'
import { clampedIntSchema, dbIdSchema } from '../validation/numbers'
import { defaultApiLimit, maxApiLimit, maxPage, sortOptions, type SortOption } from './rules'
import type { AttributeType } from './types'
import type { CategoryQueryState } from './category-query'

export { readCategoryQuery, writeCategoryQuery, type CategoryQueryState } from './category-query'

/**
 * §3 filter: `{ key, value }`. Keys: archived, categories, featured, discount, price, tags, or an
 * attribute code. Values (§5 filter query rules): yes/no as text, option values as id lists,
 * ranges as `{ min, max }` (a range with both ends 0 or null is ignored).
 */
const rangeSchema = z.object({ min: z.number().finite().nullish(), max: z.number().finite().nullish() })
export const filterSchema = z.object({
  key: z.string().trim().min(1).max(60).regex(/^[a-zA-Z][a-zA-Z0-9_-]*$/),
  value: z.union([
    z.boolean(),
    z.number().finite(),
    z.string().max(200),
    z.array(z.union([z.number().int(), z.string().max(60)])).max(200),
    rangeSchema,
  ]),
})
export type ApiFilter = z.infer<typeof filterSchema>

const sortSchema = z.union([
  z.enum(sortOptions),
  // The spec's `{ param, order }` shape (web/category/filter sends `{ param: 'id', order: 'asc' }`).
  z.object({ param: z.string().max(40), order: z.enum(['asc', 'desc']).default('asc') }),
])

export const productFilterSchema = z.object({
  keywords: z.string().trim().max(200).optional(),
  filters: z.array(filterSchema).max(50).optional(),
  mainCategory: z.union([dbIdSchema, z.string().trim().min(1).max(200)]).optional(),
  select: z.array(dbIdSchema).max(500).optional(),
  limit: clampedIntSchema(maxApiLimit).optional(),
  page: clampedIntSchema(maxPage).optional(),
  sort: sortSchema.optional(),
  store: z.string().max(20).optional(),
  currency: z.string().max(10).optional(),
})
export type ProductFilterInput = z.infer<typeof productFilterSchema>
export { defaultApiLimit }

/** Maps the spec's `{ param, order }` sort onto a sort option. */
export function toSortOption(sort: ProductFilterInput['sort']): SortOption | undefined {
  if (!sort || typeof sort === 'string') return sort
  const map: Record<string, [SortOption, SortOption]> = {
    id: ['oldest', 'newest'],
    createdAt: ['oldest', 'newest'],
    price: ['priceAsc', 'priceDesc'],
    name: ['nameAsc', 'nameDesc'],
    categoryPriority: ['priorityAsc', 'priorityDesc'],
  }
  const pair = map[sort.param]
  return pair ? pair[sort.order === 'asc' ? 0 : 1] : undefined
}

/** Turns the URL state into API filters, given each attribute code's type (§5 filter query rules). */
export function filtersFromQuery(state: CategoryQueryState, types: Record<string, AttributeType>): ApiFilter[] {
  const filters: ApiFilter[] = []
  if (state.discount) filters.push({ key: 'discount', value: true })
  if (state.featured) filters.push({ key: 'featured', value: true })
  for (const [code, raw] of Object.entries(state.attributes)) {
    const type = types[code]
    if (!type) continue
    if (type === 'yesNo') {
      if (raw === 'yes' || raw === 'no') filters.push({ key: code, value: raw })
    } else if (type === 'number' || type === 'date' || type === 'dateTime') {
      const [min, max] = raw.split(',').map((part) => (part === '' ? null : Number(part)))
      const range = { min: Number.isFinite(min) ? min : null, max: Number.isFinite(max) ? max : null }
      if (!(range.min ?? 0) && !(range.max ?? 0)) continue
      filters.push({ key: code, value: range })
    } else {
      const ids = raw
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0)
      // §5: a dropdown takes the first value.
      const chosen = type === 'dropdown' ? ids.slice(0, 1) : ids
      if (chosen.length > 0) filters.push({ key: code, value: chosen })
    }
  }
  return filters
}
