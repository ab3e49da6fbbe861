import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { pages } from '../db/schema'

export type Page = typeof pages.$inferSelect

/** A published page by slug in one language, or null. Drafts are never served to the public. */
export async function findPublishedPage(
  db: Db,
  query: { siteId: number; locale: Locale; slug: string },
): Promise<Page | null> {
  const [page] = await db
    .select()
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
  return page ?? null
}

/** Every language version of a page (its translation group), published ones only. */
export async function findPublishedTranslations(db: Db, query: { siteId: number; translationGroup: string }) {
  return db
    .select({ locale: pages.locale, slug: pages.slug, title: pages.title })
    .from(pages)
    .where(
      and(
        eq(pages.siteId, query.siteId),
        eq(pages.translationGroup, query.translationGroup),
        eq(pages.status, 'published'),
      ),
    )
}

/** Slugs of the published pages of translation groups in one language, keyed by group. */
export async function findSlugsByGroup(
  db: Db,
  query: { siteId: number; locale: Locale; groups: string[] },
): Promise<Map<string, { slug: string; title: string }>> {
  if (query.groups.length === 0) return new Map()
  const rows = await db
    .select({ group: pages.translationGroup, slug: pages.slug, title: pages.title })
    .from(pages)
    .where(
      and(
        eq(pages.siteId, query.siteId),
        eq(pages.locale, query.locale),
        eq(pages.status, 'published'),
        inArray(pages.translationGroup, query.groups),
      ),
    )
  return new Map(rows.map((row) => [row.group, { slug: row.slug, title: row.title }]))
}

export async function listPublishedPages(db: Db, siteId: number) {
  return db
    .select({
      locale: pages.locale,
      slug: pages.slug,
      translationGroup: pages.translationGroup,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.status, 'published')))
    .orderBy(asc(pages.translationGroup), asc(pages.locale))
}
