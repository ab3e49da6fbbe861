import { and, asc, eq, getTableColumns } from 'drizzle-orm'
import type { Locale } from '../../common/i18n/locales'
import { cachedForSite } from '../cache/site-cache'
import type { Db } from '../db/client'
import { pages } from '../db/schema'
import { applyMasters } from './section-master-service'

export type Page = typeof pages.$inferSelect

/** A published page as the public reads it: without the editors' unpublished working copy. */
export type PublishedPage = Omit<Page, 'draft'>

const { draft: _draft, ...publishedColumns } = getTableColumns(pages)

/** A published page by slug in one language, or null. Drafts are never served to the public. */
export async function findPublishedPage(
  db: Db,
  query: { siteId: number; locale: Locale; slug: string },
): Promise<PublishedPage | null> {
  const [page] = await db
    .select(publishedColumns)
    .from(pages)
    .where(
      and(
        eq(pages.siteId, query.siteId),
        eq(pages.locale, query.locale),
        eq(pages.slug, query.slug),
        eq(pages.status, 'published'),
      ),
    )
    .limit(1)
  if (!page) return null
  return { ...page, sections: await applyMasters(db, { siteId: query.siteId, sections: page.sections, use: 'published' }) }
}

export interface IndexedPage {
  locale: string
  slug: string
  title: string
  translationGroup: string
  updatedAt: Date
}

/**
 * Every published page of a site without its content: enough to resolve links, find a page's
 * translations and build the sitemap without a query per link. Kept in the site cache.
 */
export function getPublishedPageIndex(db: Db, siteId: number): Promise<IndexedPage[]> {
  return cachedForSite(db, siteId, 'page-index', () =>
    db
      .select({
        locale: pages.locale,
        slug: pages.slug,
        title: pages.title,
        translationGroup: pages.translationGroup,
        updatedAt: pages.updatedAt,
      })
      .from(pages)
      .where(and(eq(pages.siteId, siteId), eq(pages.status, 'published')))
      .orderBy(asc(pages.translationGroup), asc(pages.locale)),
  )
}

/** A published page's index entry by slug in one language. */
export async function findIndexedPage(
  db: Db,
  query: { siteId: number; locale: Locale; slug: string },
): Promise<IndexedPage | null> {
  const index = await getPublishedPageIndex(db, query.siteId)
  return index.find((page) => page.locale === query.locale && page.slug === query.slug) ?? null
}

/** Every language version of a page (its translation group), published ones only. */
export async function findPublishedTranslations(
  db: Db,
  query: { siteId: number; translationGroup: string },
): Promise<{ locale: string; slug: string; title: string }[]> {
  const index = await getPublishedPageIndex(db, query.siteId)
  return index.filter((page) => page.translationGroup === query.translationGroup)
}

/** Slugs of the published pages of translation groups in one language, keyed by group. */
export async function findSlugsByGroup(
  db: Db,
  query: { siteId: number; locale: Locale; groups: string[] },
): Promise<Map<string, { slug: string; title: string }>> {
  if (query.groups.length === 0) return new Map()
  const wanted = new Set(query.groups)
  const index = await getPublishedPageIndex(db, query.siteId)
  return new Map(
    index
      .filter((page) => page.locale === query.locale && wanted.has(page.translationGroup))
      .map((page) => [page.translationGroup, { slug: page.slug, title: page.title }]),
  )
}

export function listPublishedPages(db: Db, siteId: number): Promise<IndexedPage[]> {
  return getPublishedPageIndex(db, siteId)
}
