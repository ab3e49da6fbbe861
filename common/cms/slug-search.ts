import { locales } from '../i18n/locales'
import { z } from '../validation/z'

export const slugSearchKinds = ['page', 'post', 'product', 'category'] as const
export type SlugSearchKind = (typeof slugSearchKinds)[number]

export const SLUG_SEARCH_DEFAULT_LIMIT = 10
export const SLUG_SEARCH_MAX_LIMIT = 50

/**
 * §7 `cms/finder/searchSlugs` (public): the published pages, posts, products and categories of a
 * language whose slug or title contains the query. `%` and `_` in the query are literal.
 */
export const slugSearchSchema = z.object({
  query: z.string().trim().min(1).max(100),
  language: z.enum(locales).optional(),
  types: z.array(z.enum(slugSearchKinds)).min(1).max(slugSearchKinds.length).default([...slugSearchKinds]),
  limit: z.coerce.number().int().min(1).max(SLUG_SEARCH_MAX_LIMIT).default(SLUG_SEARCH_DEFAULT_LIMIT),
})
export type SlugSearchInput = z.output<typeof slugSearchSchema>

/** One hit: what it is, its slug and title, and its path on the site (what `finder/decide` resolves). */
export const slugSearchHitSchema = z.object({
  type: z.enum(slugSearchKinds),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  path: z.string(),
})
export type SlugSearchHit = z.infer<typeof slugSearchHitSchema>

export const slugSearchResultSchema = z.object({ records: z.array(slugSearchHitSchema) })
