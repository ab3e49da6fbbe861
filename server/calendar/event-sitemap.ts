import { and, eq } from 'drizzle-orm'
import { locales, type Locale } from '../../common/i18n/locales'
import { pathFor } from '../../common/i18n/paths'
import type { Db } from '../db/client'
import { events } from '../db/schema'

/** Public events for `/sitemap.xml` (past ones stay readable, so they stay listed). */
export async function listSitemapEvents(db: Db, siteId: number): Promise<{ locale: Locale; path: string; lastmod: Date }[][]> {
  const rows = await db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(and(eq(events.siteId, siteId), eq(events.isPublic, true)))
  return rows.map((row) => locales.map((locale) => ({ locale, path: pathFor('event', locale, { id: row.id }), lastmod: row.updatedAt })))
}
