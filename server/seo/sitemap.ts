import { locales, type Locale } from '../../common/i18n/locales'
import { pathFor } from '../../common/i18n/paths'
import { listSitemapCategories, listSitemapProducts, type SitemapEntity } from '../catalog'
import { listSitemapPosts } from '../blog'
import { listSitemapEvents } from '../calendar'
import { listSitemapPages, type SitemapVersion } from '../cms'
import type { Db } from '../db/client'
import { getSiteOptions } from '../site/site-service'
import { sitemapDocument, type SitemapUrl } from './sitemap-xml'

function catalogVersions(route: 'shop' | 'product', entities: SitemapEntity[]): SitemapVersion[][] {
  return entities.map((entity) =>
    locales.map((locale) => ({ locale, path: pathFor(route, locale, { slug: entity.slugs[locale] }), lastmod: entity.lastmod })),
  )
}

/**
 * Google's multilingual sitemap format: every language version is a `<url>` that lists all
 * versions of its page as hreflang alternates, plus x-default in the site's default language.
 */
function toSitemapUrls(groups: SitemapVersion[][], input: { origin: string; defaultLanguage: Locale }): SitemapUrl[] {
  return groups.flatMap((versions) => {
    const fallback = versions.find((v) => v.locale === input.defaultLanguage) ?? versions[0]
    const alternates: SitemapUrl['alternates'] = versions.map((v) => ({ hreflang: v.locale, href: input.origin + v.path }))
    if (fallback) alternates.push({ hreflang: 'x-default', href: input.origin + fallback.path })
    return versions.map((version) => ({ loc: input.origin + version.path, lastmod: version.lastmod, alternates }))
  })
}

/**
 * `/sitemap.xml`: published pages, categories and products in every language (with lastmod);
 * above 50,000 URLs a sitemap index and its numbered files. Null for a file that does not exist.
 */
export async function buildSitemap(
  db: Db,
  input: { siteId: number; origin: string; page?: number; limit?: number },
): Promise<string | null> {
  const [options, pages, categories, products, posts, events] = await Promise.all([
    getSiteOptions(db, input.siteId),
    listSitemapPages(db, input.siteId),
    listSitemapCategories(db, input.siteId),
    listSitemapProducts(db, input.siteId),
    listSitemapPosts(db, input.siteId),
    listSitemapEvents(db, input.siteId),
  ])
  const groups = [...pages, ...catalogVersions('shop', categories), ...catalogVersions('product', products), ...posts, ...events]
  const urls = toSitemapUrls(groups, { origin: input.origin, defaultLanguage: options.DefaultLanguage })
  return sitemapDocument(urls, { origin: input.origin, page: input.page, limit: input.limit })
}
