import { locales, type Locale } from '../../common/i18n/locales'
import { pathFor } from '../../common/i18n/paths'
import { countSitemapCategories, countSitemapProducts, listSitemapCategories, listSitemapProducts, type SitemapEntity, type SitemapSlice } from '../catalog'
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

/** A part of the sitemap: its number of URLs, and the URLs from `start` to `end` of it. */
interface SitemapSection {
  size: number
  urls(start: number, end: number): Promise<SitemapUrl[]>
}

function loadedSection(urls: SitemapUrl[]): SitemapSection {
  return { size: urls.length, urls: async (start, end) => urls.slice(start, end) }
}

/** Categories or products: every entity is one URL per language, so a URL range is an entity range. */
function catalogSection(
  route: 'shop' | 'product',
  entityCount: number,
  load: (slice: SitemapSlice) => Promise<SitemapEntity[]>,
  input: { origin: string; defaultLanguage: Locale },
): SitemapSection {
  const perEntity = locales.length
  return {
    size: entityCount * perEntity,
    urls: async (start, end) => {
      const first = Math.floor(start / perEntity)
      const entities = await load({ offset: first, limit: Math.ceil(end / perEntity) - first })
      const urls = toSitemapUrls(catalogVersions(route, entities), input)
      return urls.slice(start - first * perEntity, end - first * perEntity)
    },
  }
}

/** URLs `start` to `end` of the sections laid end to end: each section loads only its own share. */
async function urlRange(sections: SitemapSection[], start: number, end: number): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = []
  let offset = 0
  for (const section of sections) {
    const from = Math.max(start - offset, 0)
    const to = Math.min(end - offset, section.size)
    if (from < to) urls.push(...(await section.urls(from, to)))
    offset += section.size
  }
  return urls
}

/**
 * `/sitemap.xml`: published pages, categories and products in every language (with lastmod);
 * above 50,000 URLs a sitemap index and its numbered files. Null for a file that does not exist.
 * Categories and products are counted, and a file queries only its own slice of them (issue 11 §7).
 */
export async function buildSitemap(
  db: Db,
  input: { siteId: number; origin: string; page?: number; limit?: number },
): Promise<string | null> {
  const [options, pages, categoryCount, productCount, posts, events] = await Promise.all([
    getSiteOptions(db, input.siteId),
    listSitemapPages(db, input.siteId),
    countSitemapCategories(db, input.siteId),
    countSitemapProducts(db, input.siteId),
    listSitemapPosts(db, input.siteId),
    listSitemapEvents(db, input.siteId),
  ])
  const urlInput = { origin: input.origin, defaultLanguage: options.DefaultLanguage }
  const sections = [
    loadedSection(toSitemapUrls(pages, urlInput)),
    catalogSection('shop', categoryCount, (slice) => listSitemapCategories(db, input.siteId, slice), urlInput),
    catalogSection('product', productCount, (slice) => listSitemapProducts(db, input.siteId, slice), urlInput),
    loadedSection(toSitemapUrls([...posts, ...events], urlInput)),
  ]
  const total = sections.reduce((sum, section) => sum + section.size, 0)
  return sitemapDocument({ total, urls: (start, end) => urlRange(sections, start, end) }, { origin: input.origin, page: input.page, limit: input.limit })
}
