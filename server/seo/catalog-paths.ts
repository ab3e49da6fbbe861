import { locales, type Locale } from '../../common/i18n/locales'
import { pathFor } from '../../common/i18n/paths'
import { findCategorySlugs, findProductSlugs, type LocalizedSlugs } from '../catalog'
import type { Db } from '../db/client'

/** The routes whose `:slug` names a catalogue entity, each with its slug in every language. */
export type CatalogRoute = 'shop' | 'product'

export function isCatalogRoute(route: string): route is CatalogRoute {
  return route === 'shop' || route === 'product'
}

interface CatalogPathInput {
  siteId: number
  route: CatalogRoute
  locale: Locale
  slug: string
  /** The query string with its `?` (filters of a category page), kept on every language's URL. */
  search?: string
}

/**
 * The slug lookups of one request (RequestContext): the page's loader and the root loader's
 * language alternates both resolve the page's slug, at the same time; the second one reuses the first.
 */
export type CatalogSlugLookups = Map<string, Promise<LocalizedSlugs | null>>

function findSlugs(db: Db, input: CatalogPathInput, lookups?: CatalogSlugLookups): Promise<LocalizedSlugs | null> {
  const key = `${input.siteId} ${input.route} ${input.locale} ${input.slug}`
  const known = lookups?.get(key)
  if (known) return known
  const find = input.route === 'shop' ? findCategorySlugs : findProductSlugs
  const found = find(db, { siteId: input.siteId, slug: input.slug, locale: input.locale })
  lookups?.set(key, found)
  return found
}

/** The URL of a category or product page in every language, each with that language's own slug. */
export async function catalogAlternates(db: Db, input: CatalogPathInput, lookups?: CatalogSlugLookups): Promise<Record<Locale, string> | null> {
  const found = await findSlugs(db, input, lookups)
  if (!found) return null
  const search = input.search ?? ''
  return Object.fromEntries(
    locales.map((to) => [to, pathFor(input.route, to, { slug: found.slugs[to] }) + search]),
  ) as Record<Locale, string>
}

/**
 * Which entity a catalogue path shows and, when its slug is another language's (`/shop/furniture`
 * on the Croatian site), the path in its own language's form to redirect to: one URL per page
 * and language, so search engines see no duplicates.
 */
export async function resolveCatalogPath(
  db: Db,
  input: CatalogPathInput,
  lookups?: CatalogSlugLookups,
): Promise<{ id: number; redirectTo: string | null } | null> {
  const found = await findSlugs(db, input, lookups)
  if (!found) return null
  const ownSlug = found.slugs[input.locale]
  const redirectTo = ownSlug === input.slug ? null : pathFor(input.route, input.locale, { slug: ownSlug }) + (input.search ?? '')
  return { id: found.id, redirectTo }
}
