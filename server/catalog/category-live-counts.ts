import { sql, type SQL } from 'drizzle-orm'
import type { SortOption } from '../../common/catalog/rules'
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

/** The listing orders on `category_products`, which holds the sort keys of a category's listed products. */
export const categoryIndexOrderBy: Record<SortOption, SQL> = {
  newest: sql`created_at DESC, product_id DESC`,
  oldest: sql`created_at ASC, product_id ASC`,
  priceAsc: sql`price ASC, product_id ASC`,
  priceDesc: sql`price DESC, product_id DESC`,
  nameAsc: sql`sort_name ASC, product_id ASC`,
  nameDesc: sql`sort_name DESC, product_id DESC`,
  priorityAsc: sql`category_priority ASC, product_id ASC`,
  priorityDesc: sql`category_priority DESC, product_id DESC`,
}

/** The `category_products` column each order sorts by (before the product id). */
const sortKey: Record<SortOption, string> = {
  newest: 'created_at',
  oldest: 'created_at',
  priceAsc: 'price',
  priceDesc: 'price',
  nameAsc: 'sort_name',
  nameDesc: 'sort_name',
  priorityAsc: 'category_priority',
  priorityDesc: 'category_priority',
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
  return (await categoryLiveScan(db, query, ownValues)).counts
}

/**
 * A filtered category page's counts (as `categoryLiveCounts`) and its page of product ids with the
 * total, all from the same single scan of the category's rows: the page is the rows passing every
 * filter, sorted by the copied sort keys. `ids` is empty for a page past the end.
 */
export function categoryPageAndCounts(
  db: Db,
  query: ProductQuery & { categoryId: number; ranges: RangeFilter[] },
  ownValues: Map<number, number[]>,
  paging: { page: number; limit: number },
): Promise<{ counts: FacetCounts; ids: number[]; total: number }> {
  return categoryLiveScan(db, query, ownValues, paging)
}

async function categoryLiveScan(
  db: Db,
  query: ProductQuery & { categoryId: number; ranges: RangeFilter[] },
  ownValues: Map<number, number[]>,
  paging?: { page: number; limit: number },
): Promise<{ counts: FacetCounts; ids: number[]; total: number }> {
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
  const order = categoryIndexOrderBy[query.sort]
  // The page's rows carry their place in the order (lo), as UNION ALL promises no order of its own.
  const page = paging
    ? sql`UNION ALL
        SELECT 't', '0', count(*)::int, NULL, NULL FROM x WHERE ${passesAll}
        UNION ALL
        (SELECT 'p', product_id::text, 0, row_number() OVER (ORDER BY ${order})::float8, NULL FROM x WHERE ${passesAll}
         ORDER BY ${order} LIMIT ${paging.limit} OFFSET ${(Math.max(1, paging.page) - 1) * paging.limit})`
    : sql``
  const key = sql.raw(sortKey[query.sort])
  const columns = [sql`value_ids`, sql`numbers`, ...(paging ? [sql`product_id`, key] : []), ...flags, sql`${rangeCondition(query.ranges)} AS fr`]
  // Kept rows carry only what a part reads: the numbers for the ranges, the page's id and sort key
  // for the page. At a 1M-product root (~26k kept rows) this keeps them within work_mem.
  const kept = [
    sql`value_ids`,
    sql`CASE WHEN ${passesOptions} THEN numbers END AS numbers`,
    ...(paging ? [sql`CASE WHEN ${passesAll} THEN product_id END AS product_id`, sql`CASE WHEN ${passesAll} THEN ${key} END AS ${key}`] : []),
    ...groups.map((_, i) => flag(i)),
    sql`fr`,
  ]
  const found = await rows<{ kind: 'v' | 'r' | 't' | 'p'; k: string; n: number; lo: number | null; hi: number | null }>(
    db,
    // The rows failing at most one filter are kept once (MATERIALIZED) and read by every part;
    // OFFSET 0 keeps the inner subquery apart, so each row's flags are computed once, not per use.
    sql`WITH x AS MATERIALIZED (
          SELECT ${sql.join(kept, sql`, `)} FROM (
            SELECT ${sql.join(columns, sql`, `)}
            FROM category_products WHERE category_id = ${query.categoryId} OFFSET 0) y
          WHERE ${failures} <= 1)
        SELECT 'v' AS kind, v::text AS k, count(*)::int AS n, NULL::float8 AS lo, NULL::float8 AS hi
        FROM x, unnest(x.value_ids) v WHERE ${passesAll} GROUP BY v
        ${ownCounts}
        UNION ALL
        SELECT 'r', n.key, 0, min(n.value::float8), max(n.value::float8)
        FROM x, jsonb_each_text(x.numbers) n WHERE ${passesOptions} GROUP BY n.key
        ${page}`,
  )
  const counts: FacetCounts = { values: new Map(), ranges: new Map() }
  const pageRows: { id: number; place: number }[] = []
  let total = 0
  for (const row of found) {
    // A value of a filtered attribute is counted by the rows passing all filters and by those failing only its own.
    if (row.kind === 'v') counts.values.set(Number(row.k), (counts.values.get(Number(row.k)) ?? 0) + Number(row.n))
    else if (row.kind === 'r') counts.ranges.set(Number(row.k), { min: Number(row.lo), max: Number(row.hi) })
    else if (row.kind === 't') total = Number(row.n)
    else pageRows.push({ id: Number(row.k), place: Number(row.lo) })
  }
  return { counts, ids: pageRows.sort((a, b) => a.place - b.place).map((row) => row.id), total }
}
