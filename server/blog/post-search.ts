import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

export interface PostSearchHit {
  id: number
  slug: string
  title: string
  score: number
}

/**
 * Published posts of a language whose title or excerpt matches a search key (already lower-case
 * and accent-free), the same way `searchPages` matches pages: `unaccent`, prefix first, then
 * trigram word similarity (the caller sets the threshold for its transaction).
 */
export async function searchPosts(
  db: Db,
  input: { siteId: number; locale: string; key: string; limit: number; offset: number },
): Promise<{ hits: PostSearchHit[]; total: number }> {
  const text = sql`lower(unaccent(p.title || ' ' || p.excerpt))`
  const where = sql`p.site_id = ${input.siteId} AND p.locale = ${input.locale} AND p.status = 'published'
    AND p.published_at <= now() AND (${text} LIKE ${`%${input.key}%`} OR ${input.key} <% ${text})`
  const result = (await db.execute(sql`
    SELECT p.id, p.slug, p.title, word_similarity(${input.key}, ${text}) AS score, count(*) OVER () AS total
    FROM posts p WHERE ${where}
    ORDER BY (lower(unaccent(p.title)) LIKE ${`${input.key}%`}) DESC, score DESC, p.published_at DESC, p.id
    LIMIT ${input.limit} OFFSET ${input.offset}`)) as unknown as { rows: (PostSearchHit & { total: number | string })[] }
  return {
    hits: result.rows.map((row) => ({ id: Number(row.id), slug: row.slug, title: row.title, score: Number(row.score) })),
    total: Number(result.rows[0]?.total ?? 0),
  }
}
