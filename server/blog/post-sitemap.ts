import { and, eq, isNotNull, lte, sql } from 'drizzle-orm'
import { isLocale, type Locale } from '../../common/i18n/locales'
import { pathFor } from '../../common/i18n/paths'
import type { Db } from '../db/client'
import { posts } from '../db/schema'

/** Published posts for `/sitemap.xml`: one list of language versions per post. */
export async function listSitemapPosts(db: Db, siteId: number): Promise<{ locale: Locale; path: string; lastmod: Date }[][]> {
  const rows = await db
    .select({ locale: posts.locale, slug: posts.slug, group: posts.translationGroup, updatedAt: posts.updatedAt })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), eq(posts.status, 'published'), isNotNull(posts.publishedAt), lte(posts.publishedAt, sql`now()`)))
  const groups = new Map<string, { locale: Locale; path: string; lastmod: Date }[]>()
  for (const row of rows) {
    if (!isLocale(row.locale)) continue
    const version = { locale: row.locale, path: pathFor('blog', row.locale, { slug: row.slug }), lastmod: row.updatedAt }
    groups.set(row.group, [...(groups.get(row.group) ?? []), version])
  }
  return [...groups.values()]
}
