import { locales, type Locale } from '../../common/i18n/locales'
import { pathFor } from '../../common/i18n/paths'
import { findCategorySlugs, findProductSlugs } from '../catalog'
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

async function findSlugs(db: Db, input: CatalogPathInput) {
  const find = input.route === 'shop' ? findCategorySlugs : findProductSlugs
  return find(db, { siteId: input.siteId, slug: input.slug, locale: input.locale })
}

/** The URL of a category or product page in every language, each with that language's own slug. */
export async function catalogAlternates(db: Db, input: CatalogPathInput): Promise<Record<Locale, string> | null> {
  const found = await findSlugs(db, input)
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
): Promise<{ id: number; redirectTo: string | null } | null> {
  const found = await findSlugs(db, input)
  if (!found) return null
  const ownSlug = found.slugs[input.locale]
  const redirectTo = ownSlug === input.slug ? null : pathFor(input.route, input.locale, { slug: ownSlug }) + (input.search ?? '')
  return { id: found.id, redirectTo }
}
