import { isLocale, type Locale } from '../../common/i18n/locales'
import { pagePath } from '../../common/i18n/paths'
import type { Db } from '../db/client'
import { getSiteOptions } from '../site/site-service'
import { listPublishedPages } from './page-service'

/** One language version of a page for the sitemap: its site-relative path and last change. */
export interface SitemapVersion {
  locale: Locale
  path: string
  lastmod: Date
}

/**
 * Every published page for `/sitemap.xml`, one list of language versions per translation group
 * (each version names the others as hreflang alternates). Slugs the site options exclude are left out.
 */
export async function listSitemapPages(db: Db, siteId: number): Promise<SitemapVersion[][]> {
  const options = await getSiteOptions(db, siteId)
  const excluded = new Set(options.SitemapExcludedSlugs)
  const groups = new Map<string, SitemapVersion[]>()
  for (const row of await listPublishedPages(db, siteId)) {
    if (!isLocale(row.locale) || excluded.has(row.slug)) continue
    const version = { locale: row.locale, path: pagePath(row.locale, row.slug, options.HomePageSlug), lastmod: new Date(row.updatedAt) }
    groups.set(row.translationGroup, [...(groups.get(row.translationGroup) ?? []), version])
  }
  return [...groups.values()]
}
