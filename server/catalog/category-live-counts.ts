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
 * at all. The number/date ranges' min/max come from the same scan: the rows that pass every option
 * filter (range filters left out, so a range shows how far it could widen). `ownValues` lists each
 * filtered attribute's value ids.
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
  const passesOptions = groups.length ? sql.join(groups.map((_, i) => flag(i)), sql` AND `) : sql`TRUE`
  // A row failing only attribute A's filter counts for A's values it has: one containment test per
  // value of A, far cheaper than unnesting every such row's values and dropping the other attributes'.
  const own = groups.flatMap((group, i) =>
    (ownValues.get(group.attributeId) ?? []).map((valueId) => ({ valueId, count: sql`count(*) FILTER (WHERE NOT ${flag(i)} AND value_ids @> ARRAY[${valueId}]::int[])` })),
  )
  const ownCounts = own.length
    ? sql`UNION ALL
        SELECT 'v', unnest(${int(own.map((o) => o.valueId))})::text, unnest(ARRAY[${sql.join(own.map((o) => o.count), sql`, `)}])::int, NULL, NULL
        FROM x WHERE NOT (${passesAll}) AND fr`
    : sql``
  const found = await rows<{ kind: 'v' | 'r'; k: string; n: number; lo: number | null; hi: number | null }>(
    db,
    // The rows failing at most one filter are kept once (MATERIALIZED) and read by every part;
    // OFFSET 0 keeps the inner subquery apart, so each row's flags are computed once, not per use.
    sql`WITH x AS MATERIALIZED (
          SELECT * FROM (
            SELECT ${sql.join([sql`value_ids`, sql`numbers`, ...flags, sql`${rangeCondition(query.ranges)} AS fr`], sql`, `)}
            FROM category_products WHERE category_id = ${query.categoryId} OFFSET 0) y
          WHERE ${failures} <= 1)
        SELECT 'v' AS kind, v::text AS k, count(*)::int AS n, NULL::float8 AS lo, NULL::float8 AS hi
        FROM x, unnest(x.value_ids) v WHERE ${passesAll} GROUP BY v
        ${ownCounts}
        UNION ALL
        SELECT 'r', n.key, 0, min(n.value::float8), max(n.value::float8)
        FROM x, jsonb_each_text(x.numbers) n WHERE ${passesOptions} GROUP BY n.key`,
  )
  const counts: FacetCounts = { values: new Map(), ranges: new Map() }
  for (const row of found) {
    // A value of a filtered attribute is counted by the rows passing all filters and by those failing only its own.
    if (row.kind === 'v') counts.values.set(Number(row.k), (counts.values.get(Number(row.k)) ?? 0) + Number(row.n))
    else counts.ranges.set(Number(row.k), { min: Number(row.lo), max: Number(row.hi) })
  }
  return counts
}
