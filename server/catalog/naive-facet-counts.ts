import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rows } from './raw-query'

export interface NaiveFacetState {
  categoryId: number
  /** Option filters: OR within one attribute, AND across attributes. */
  valueGroups: { attributeId: number; valueIds: number[] }[]
  /** Number/date ranges by attribute id. */
  ranges: { attributeId: number; min: number; max: number }[]
}

const int = (values: number[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::int[]`

/**
 * The reference for facet counts (ADR 007, 024): a plain GROUP BY over the normalised tables
 * (category links + the category tree, attribute values), with none of the denormalised columns or
 * precomputed rows. Disjunctive like the shop: a value of a filtered attribute is counted without
 * that attribute's own filter. The benchmark and the tests compare the shop's counts with it.
 */
export async function naiveFacetCounts(db: Db, state: NaiveFacetState): Promise<Map<number, number>> {
  const value = sql`coalesce(v.number_value, extract(epoch FROM v.date_value))`
  const groupFlags = state.valueGroups.map((group, i) => sql`bool_or(v.value_id = ANY(${int(group.valueIds)})) AS ${sql.raw(`f${i}`)}`)
  const rangeFlags = state.ranges.map(
    (range, i) => sql`bool_or(v.attribute_id = ${range.attributeId} AND ${value} >= ${range.min} AND ${value} <= ${range.max}) AS ${sql.raw(`r${i}`)}`,
  )
  const conditions = [
    ...state.ranges.map((_, i) => sql.raw(`ps.r${i}`)),
    ...state.valueGroups.map((group, i) => sql`(${sql.raw(`ps.f${i}`)} OR av.attribute_id = ${group.attributeId})`),
  ]
  const found = await rows<{ id: number; n: number }>(
    db,
    sql`WITH listed AS (
          SELECT DISTINCT l.product_id FROM product_category_links l
          JOIN product_categories c ON c.id = l.category_id JOIN products p ON p.id = l.product_id
          WHERE ${state.categoryId} = ANY(c.path) AND NOT p.archived AND p.is_visible_individually),
        passes AS (
          SELECT ${sql.join([sql`x.product_id`, ...groupFlags, ...rangeFlags], sql`, `)}
          FROM listed x JOIN product_attribute_values v ON v.product_id = x.product_id GROUP BY x.product_id)
        SELECT v.value_id AS id, count(DISTINCT v.product_id)::int AS n
        FROM passes ps JOIN product_attribute_values v ON v.product_id = ps.product_id JOIN attribute_values av ON av.id = v.value_id
        WHERE ${conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`}
        GROUP BY v.value_id`,
  )
  return new Map(found.map((row) => [Number(row.id), Number(row.n)]))
}
