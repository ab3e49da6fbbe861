import { locales, type Locale } from '../../common/i18n/locales'
import { matchSitePath } from '../../common/i18n/match-route'
import { urlOnLanguage } from '../cms'
import type { Db } from '../db/client'
import { blogAlternates } from './blog-paths'
import { catalogAlternates, isCatalogRoute, type CatalogSlugLookups } from './catalog-paths'

/**
 * §7 `getUrlOnLanguage` for every language at once: the same page in each language. Category
 * and product pages use each language's own slug; everything else is the CMS finder's answer.
 */
export async function alternatePaths(
  db: Db,
  input: { siteId: number; path: string; homeSlug: string; catalogSlugs?: CatalogSlugLookups },
): Promise<Record<Locale, string>> {
  const [pathname = '/', query = ''] = input.path.split('?')
  const match = matchSitePath(pathname)
  const slug = match?.params.slug
  if (match && slug && isCatalogRoute(match.name)) {
    const search = query ? `?${query}` : ''
    const catalog = await catalogAlternates(db, { siteId: input.siteId, route: match.name, locale: match.locale, slug, search }, input.catalogSlugs)
    if (catalog) return catalog
  }
  if (match && slug && match.name === 'blog') {
    const blog = await blogAlternates(db, { siteId: input.siteId, locale: match.locale, slug })
    if (blog) return blog
  }
  const paths = await Promise.all(
    locales.map((to) => urlOnLanguage(db, { siteId: input.siteId, path: input.path, to, homeSlug: input.homeSlug })),
  )
  return Object.fromEntries(locales.map((to, index) => [to, paths[index] ?? '/'])) as Record<Locale, string>
}
