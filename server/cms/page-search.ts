import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

export interface PageSearchHit {
  id: number
  slug: string
  title: string
  score: number
}

/**
 * Published CMS pages of a language whose title or description matches a search key (already
 * lower-case and accent-free). Accent-insensitive through `unaccent`, typo-tolerant through
 * trigram word similarity; the caller sets the similarity threshold for its transaction.
 */
export async function searchPages(
  db: Db,
  input: { siteId: number; locale: string; key: string; limit: number; offset: number },
): Promise<{ hits: PageSearchHit[]; total: number }> {
  const text = sql`lower(unaccent(p.title || ' ' || coalesce(p.seo_description, '')))`
  const where = sql`p.site_id = ${input.siteId} AND p.locale = ${input.locale} AND p.status = 'published'
    AND (${text} LIKE ${`%${input.key}%`} OR ${input.key} <% ${text})`
  const result = (await db.execute(sql`
    SELECT p.id, p.slug, p.title, word_similarity(${input.key}, ${text}) AS score, count(*) OVER () AS total
    FROM pages p WHERE ${where}
    ORDER BY (lower(unaccent(p.title)) LIKE ${`${input.key}%`}) DESC, score DESC, p.id
    LIMIT ${input.limit} OFFSET ${input.offset}`)) as unknown as { rows: (PageSearchHit & { total: number | string })[] }
  return {
    hits: result.rows.map((row) => ({ id: Number(row.id), slug: row.slug, title: row.title, score: Number(row.score) })),
    total: Number(result.rows[0]?.total ?? 0),
  }
}
