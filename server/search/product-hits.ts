import { sql, type SQL } from 'drizzle-orm'
import { rows } from '../catalog/raw-query'
import type { Db } from '../db/client'

export interface Hit {
  id: number
  score: number
  total: number
}

interface HitQuery {
  siteId: number
  key: string
  limit: number
  offset: number
}

/** Similar dictionary words tried per query word in the typo fallback (best first). */
const WORDS_PER_TOKEN = 5

/**
 * One ranked page of `product_search` rows matching `where`, with the total from the same scan.
 * `rank` orders the matches (higher first), then shorter texts (closer to the query), then id;
 * only the page's rows get their trigram similarity computed (the result's score). The matches are
 * kept once and counted apart from the page, so the page is a top-N sort: a window count over
 * them would sort every match (80k for "stol" at 1M products) to show ten.
 */
async function rankedPage(db: Db, input: HitQuery & { where: SQL; rank: SQL }): Promise<Hit[]> {
  return rows<Hit>(
    db,
    sql`WITH m AS MATERIALIZED (
          SELECT ps.product_id AS id, ps.search_text, ${input.rank} AS rank
          FROM product_search ps WHERE ps.site_id = ${input.siteId} AND ${input.where})
        SELECT h.id, word_similarity(${input.key}, h.search_text) AS score, (SELECT count(*) FROM m)::int AS total FROM (
          SELECT * FROM m ORDER BY rank DESC, length(search_text), id
          LIMIT ${input.limit} OFFSET ${input.offset}) h
        ORDER BY h.rank DESC, length(h.search_text), h.id`,
  )
}

/**
 * The query as typed, anywhere in a product's names or SKU. First a text that starts with it as
 * whole words, then one that starts with it, one that has it as a whole word, one with a word that
 * starts with it, and last one that has it inside a word.
 */
function substringHits(db: Db, input: HitQuery): Promise<Hit[]> {
  return rankedPage(db, {
    ...input,
    where: sql`ps.search_text LIKE ${`%${input.key}%`}`,
    rank: sql`CASE WHEN ps.search_text || ' ' LIKE ${`${input.key} %`} THEN 4 WHEN ps.search_text LIKE ${`${input.key}%`} THEN 3
      WHEN ' ' || ps.search_text || ' ' LIKE ${`% ${input.key} %`} THEN 2 WHEN ' ' || ps.search_text LIKE ${`% ${input.key}%`} THEN 1 ELSE 0 END`,
  })
}

/**
 * Typo fallback (nothing has the query as typed): each query word is matched as typed or as one of
 * the catalogue's words similar to it (trigram word similarity over `search_words`, a few thousand
 * rows, instead of over every product); the closest word found ranks a product.
 */
async function typoHits(db: Db, input: HitQuery): Promise<Hit[]> {
  const tokens = input.key.split(' ').filter(Boolean).slice(0, 8)
  const similar = await rows<{ token: string; word: string; similarity: number }>(
    db,
    sql`SELECT t.token, w.word, word_similarity(t.token, w.word) AS similarity
        FROM unnest(${sql`ARRAY[${sql.join(tokens.map((t) => sql`${t}`), sql`, `)}]::text[]`}) AS t(token)
        JOIN LATERAL (SELECT word FROM search_words WHERE site_id = ${input.siteId} AND t.token <% word
          ORDER BY word_similarity(t.token, word) DESC, word LIMIT ${WORDS_PER_TOKEN}) w ON TRUE`,
  )
  const wordsOf = (token: string) => similar.filter((row) => row.token === token)
  if (tokens.some((token) => wordsOf(token).length === 0)) return []
  const like = (text: string) => sql`ps.search_text LIKE ${`%${text}%`}`
  const where = sql.join(
    tokens.map((token) => sql`(${sql.join([like(token), ...wordsOf(token).map((row) => like(row.word))], sql` OR `)})`),
    sql` AND `,
  )
  const byCloseness = [...similar].sort((a, b) => Number(b.similarity) - Number(a.similarity))
  const rank = sql`CASE ${sql.join(byCloseness.map((row) => sql`WHEN ${like(row.word)} THEN ${Number(row.similarity)}::float8`), sql` `)} ELSE 0 END`
  return rankedPage(db, { ...input, where, rank })
}

/**
 * Products ranked by relevance (ADR 024): the query as typed first; only when no product has it,
 * the typo fallback. Both read the narrow `product_search` rows of listed products.
 */
export async function productHits(db: Db, input: HitQuery): Promise<Hit[]> {
  const found = await substringHits(db, input)
  if (found.length > 0) return found
  if (input.offset > 0) {
    // A page past the end of the matches as typed: no fallback, the total still says how many.
    const [count] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM product_search ps WHERE ps.site_id = ${input.siteId} AND ps.search_text LIKE ${`%${input.key}%`}`)
    if (Number(count?.n) > 0) return []
  }
  return typoHits(db, input)
}
