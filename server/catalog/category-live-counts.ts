import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rows } from './raw-query'
import type { ProductQuery } from './product-query'

export interface FacetCounts {
  values: Map<number, number>
  ranges: Map<number, { min: number; max: number }>
}

type RangeFilter = ProductQuery['ranges'][number] & { attributeId: number }

const int = (values: number[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::int[]`

/**
 * A category listing filtered only by option values and number/date ranges: its counts can come
 * from `category_products` (ADR 024), which holds exactly the category's listed products.
 */
export function countsFromCategoryIndex(query: ProductQuery): query is ProductQuery & { categoryId: number; ranges: RangeFilter[] } {
  return (
    query.categoryId !== undefined &&
    !query.ids &&
    !query.tagIds &&
    !query.keywords &&
    !query.featured &&
    !query.discount &&
    query.ranges.every((range) => range.attributeId !== 'price')
  )
}

function rangeCondition(ranges: RangeFilter[]): SQL {
  const parts = ranges.flatMap((range) => {
    const column = sql`(numbers ->> ${String(range.attributeId)})::float8`
    return [...(range.min !== null ? [sql`${column} >= ${range.min}`] : []), ...(range.max !== null ? [sql`${column} <= ${range.max}`] : [])]
  })
  return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`
}

/** The category's rows that pass every filter (the listing of a filtered category page). */
export function categoryIndexFilter(query: ProductQuery & { categoryId: number; ranges: RangeFilter[] }): SQL {
  return sql.join(
    [sql`category_id = ${query.categoryId}`, ...query.valueGroups.map((group) => sql`value_ids && ${int(group.valueIds)}`), rangeCondition(query.ranges)],
    sql` AND `,
  )
}

/**
 * Disjunctive counts in one index-only scan of the category: each row is tested once against every
 * filter; a row that passes all of them counts for every value it has, a row that fails only
 * attribute A's filter counts for A's values alone (what choosing them would add), other rows not
 * at all. `ownValues` lists each filtered attribute's value ids.
 */
export async function categoryLiveCounts(
  db: Db,
  query: ProductQuery & { categoryId: number; ranges: RangeFilter[] },
  ownValues: Map<number, number[]>,
): Promise<FacetCounts> {
  const groups = query.valueGroups
  const flags = groups.map((group, i) => sql`value_ids && ${int(group.valueIds)} AS f${sql.raw(String(i))}`)
  const flag = (i: number) => sql.raw(`f${i}`)
  const failures = sql.join([...groups.map((_, i) => sql`(NOT ${flag(i)})::int`), sql`(NOT fr)::int`], sql` + `)
  const passesAll = sql.join([...groups.map((_, i) => flag(i)), sql`fr`], sql` AND `)
  const own = groups.map((group, i) => sql`(NOT ${flag(i)} AND v = ANY(${int(ownValues.get(group.attributeId) ?? [])}))`)
  const valueFilter = sql.join(groups.map((group) => sql`value_ids && ${int(group.valueIds)}`), sql` AND `)
  const [valueRows, rangeRows] = await Promise.all([
    rows<{ v: number; n: number }>(
      db,
      // OFFSET 0 keeps the subquery apart, so each row's flags are computed once, not once per value.
      sql`SELECT v, count(*)::int AS n FROM (
            SELECT ${sql.join([sql`value_ids`, ...flags, sql`${rangeCondition(query.ranges)} AS fr`], sql`, `)}
            FROM category_products WHERE category_id = ${query.categoryId} OFFSET 0) x, unnest(x.value_ids) v
          WHERE ${failures} <= 1 AND (${sql.join([sql`(${passesAll})`, ...own], sql` OR `)})
          GROUP BY v`,
    ),
    rows<{ k: string; lo: number; hi: number }>(
      db,
      sql`SELECT n.key AS k, min(n.value::float8) AS lo, max(n.value::float8) AS hi
          FROM category_products, jsonb_each_text(numbers) n
          WHERE category_id = ${query.categoryId} AND ${groups.length ? valueFilter : sql`TRUE`} GROUP BY n.key`,
    ),
  ])
  return {
    values: new Map(valueRows.map((row) => [Number(row.v), Number(row.n)])),
    ranges: new Map(rangeRows.map((row) => [Number(row.k), { min: Number(row.lo), max: Number(row.hi) }])),
  }
}
