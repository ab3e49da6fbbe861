import { escapeHtml } from '../../common/text/escape-html'
import { isLocale } from '../../common/i18n/locales'
import { pagePath } from '../../common/i18n/paths'
import type { Db } from '../db/client'
import { getSiteOptions } from '../site/site-service'
import { listPublishedPages } from './page-service'

/**
 * `/sitemap.xml`: every published page in every language, each listing its translations as
 * hreflang alternates (Google's multilingual sitemap format) and x-default in the site's default
 * language.
 */
export async function buildSitemap(db: Db, input: { siteId: number; origin: string }): Promise<string> {
  const options = await getSiteOptions(db, input.siteId)
  const excluded = new Set(options.SitemapExcludedSlugs)
  const rows = (await listPublishedPages(db, input.siteId)).filter((row) => isLocale(row.locale) && !excluded.has(row.slug))
  const groups = new Map<string, typeof rows>()
  for (const row of rows) groups.set(row.translationGroup, [...(groups.get(row.translationGroup) ?? []), row])
  const absolute = (locale: string, slug: string) =>
    input.origin + pagePath(isLocale(locale) ? locale : 'hr', slug, options.HomePageSlug)
  const urls: string[] = []
  for (const versions of groups.values()) {
    const fallback = versions.find((v) => v.locale === options.DefaultLanguage) ?? versions[0]
    const alternates = versions
      .map((v) => `    <xhtml:link rel="alternate" hreflang="${v.locale}" href="${escapeHtml(absolute(v.locale, v.slug))}"/>`)
      .concat(
        fallback
          ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(fallback.locale, fallback.slug))}"/>`]
          : [],
      )
    for (const version of versions) {
      urls.push(
        [
          '  <url>',
          `    <loc>${escapeHtml(absolute(version.locale, version.slug))}</loc>`,
          `    <lastmod>${version.updatedAt.toISOString()}</lastmod>`,
          ...alternates,
          '  </url>',
        ].join('\n'),
      )
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

