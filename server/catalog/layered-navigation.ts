import { and, asc, eq, sql } from 'drizzle-orm'
import { unitIn } from '../../common/catalog/attribute-units'
import type { LayeredFilter } from '../../common/catalog/types'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { categoryAttributes, categoryFacets } from '../db/schema'
import { loadAttributes, localized, rangeTypes, type AttributeInfo } from './attribute-map'
import { categoryLiveCounts, countsFromCategoryIndex, type FacetCounts } from './category-live-counts'
import { rows } from './raw-query'
import { whereClause, type ProductQuery } from './product-query'

type Counts = FacetCounts

/** Unfiltered category: the precomputed rows (ADR 007), one indexed read. */
async function precomputedCounts(db: Db, categoryId: number): Promise<Counts> {
  const rows = await db.select().from(categoryFacets).where(eq(categoryFacets.categoryId, categoryId))
  const counts: Counts = { values: new Map(), ranges: new Map() }
  for (const row of rows) {
    if (row.valueId !== 0) counts.values.set(row.valueId, row.total)
    else if (row.attributeId !== 0 && row.minValue !== null && row.maxValue !== null) {
      counts.ranges.set(row.attributeId, { min: row.minValue, max: row.maxValue })
    }
  }
  return counts
}

/**
 * Filtered listing: counts over the filtered set. An attribute with an active filter is counted
 * with every other filter but its own (so its other values still show how many they would add).
 */
async function liveCounts(db: Db, query: ProductQuery): Promise<Counts> {
  const counts: Counts = { values: new Map(), ranges: new Map() }
  // Independent queries: they run side by side on the pool.
  const [all, own, ranges] = await Promise.all([
    rows<{ v: number; n: number }>(db, sql`SELECT v, count(*)::int AS n FROM products p, unnest(p.value_ids) v WHERE ${whereClause(query)} GROUP BY v`),
    Promise.all(
      query.valueGroups.map(async (group) => {
        const rest = { ...query, valueGroups: query.valueGroups.filter((g) => g !== group) }
        // Only this attribute filtered: its own counts are the category's precomputed ones.
        if (query.categoryId && isUnfiltered(rest)) {
          const facetRows = await db
            .select({ v: categoryFacets.valueId, n: categoryFacets.total })
            .from(categoryFacets)
            .where(and(eq(categoryFacets.categoryId, query.categoryId), eq(categoryFacets.attributeId, group.attributeId)))
          return facetRows
        }
        return rows<{ v: number; n: number }>(
          db,
          sql`SELECT v, count(*)::int AS n FROM products p, unnest(p.value_ids) v
              WHERE ${whereClause(query, group.attributeId)} AND v IN (SELECT id FROM attribute_values WHERE attribute_id = ${group.attributeId})
              GROUP BY v`,
        )
      }),
    ),
    rows<{ k: string; lo: number; hi: number }>(
      db,
      sql`SELECT n.key AS k, min(n.value::float8) AS lo, max(n.value::float8) AS hi
          FROM products p, jsonb_each_text(p.numbers) n WHERE ${whereClause({ ...query, ranges: [] })} GROUP BY n.key`,
    ),
  ])
  for (const row of all) counts.values.set(Number(row.v), Number(row.n))
  for (const row of own.flat()) counts.values.set(Number(row.v), Number(row.n))
  for (const row of ranges) counts.ranges.set(Number(row.k), { min: Number(row.lo), max: Number(row.hi) })
  return counts
}

/** The attributes a category's filter panel offers; without a category every filterable attribute. */
export async function navigationAttributes(db: Db, attributeMap: Map<string, AttributeInfo>, categoryId?: number): Promise<AttributeInfo[]> {
  const all = [...attributeMap.values()].filter((attribute) => attribute.isFilterable)
  if (!categoryId) return all
  const rows = await db
    .select({ attributeId: categoryAttributes.attributeId })
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, categoryId))
    .orderBy(asc(categoryAttributes.position))
  return rows.flatMap((row) => all.filter((a) => a.id === row.attributeId))
}

/**
 * A category page's filter panel and the attributes behind it, loaded alone: the page never reads
 * the site's other attributes and their values (issue 11 §7). Its URL filters name only these.
 */
export async function categoryPanel(db: Db, input: { siteId: number; categoryId: number }): Promise<{ attributeMap: Map<string, AttributeInfo>; panel: AttributeInfo[] }> {
  const rows = await db
    .select({ attributeId: categoryAttributes.attributeId })
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, input.categoryId))
    .orderBy(asc(categoryAttributes.position))
  const ids = rows.map((row) => row.attributeId)
  const attributeMap = await loadAttributes(db, input.siteId, ids)
  const filterable = [...attributeMap].filter(([, attribute]) => attribute.isFilterable)
  const byId = new Map(filterable.map(([, attribute]) => [attribute.id, attribute]))
  return { attributeMap: new Map(filterable), panel: ids.flatMap((id) => byId.get(id) ?? []) }
}

/** Each attribute's value ids: what a filtered attribute's own counts are taken over. */
export function attributeValueIds(attributes: AttributeInfo[]): Map<number, number[]> {
  return new Map(attributes.map((a) => [a.id, a.values.map((v) => v.id)]))
}

export function isUnfiltered(query: ProductQuery): boolean {
  return (
    query.valueGroups.length === 0 && query.ranges.length === 0 && !query.featured && !query.discount && !query.keywords && !query.ids && !query.tagIds
  )
}

type ValueRange = { minValue: number | null; maxValue: number | null }

/**
 * §3 puts minValue/maxValue on each value (ADR 066). A numeric option value is the range [n, n];
 * any other value carries its filter's. Yes/no values are flags, not numbers.
 */
function valueRange(attribute: AttributeInfo, value: string, filter: ValueRange): ValueRange {
  const number = attribute.type === 'yesNo' || value.trim() === '' ? NaN : Number(value)
  return Number.isFinite(number) ? { minValue: number, maxValue: number } : filter
}

/** §3 layered filters with exact product counts for the query's listing. */
export async function layeredNavigation(
  db: Db,
  input: { query: ProductQuery; attributes: AttributeInfo[]; locale: Locale; counts?: FacetCounts },
): Promise<LayeredFilter[]> {
  const { query } = input
  const counts =
    input.counts ??
    (query.categoryId && isUnfiltered(query)
      ? await precomputedCounts(db, query.categoryId)
      : countsFromCategoryIndex(query)
        ? await categoryLiveCounts(db, query, attributeValueIds(input.attributes))
        : await liveCounts(db, query))
  const selected = new Set(query.valueGroups.flatMap((g) => g.valueIds))
  return input.attributes.flatMap((attribute): LayeredFilter[] => {
    const isRange = rangeTypes.includes(attribute.type)
    const range = counts.ranges.get(attribute.id)
    const filterRange: ValueRange = { minValue: range?.min ?? null, maxValue: range?.max ?? null }
    const values = isRange
      ? []
      : attribute.values
          .map((v) => ({
            id: v.id,
            valueLabel: localized(v.label, input.locale),
            value: v.value,
            totalProducts: counts.values.get(v.id) ?? 0,
            ...valueRange(attribute, v.value, filterRange),
          }))
          .filter((v) => v.totalProducts > 0 || selected.has(v.id))
    if (isRange ? !range : values.length === 0) return []
    return [
      {
        attributeID: attribute.id,
        attributeCode: attribute.code,
        label: localized(attribute.label, input.locale),
        type: attribute.type,
        unit: unitIn(attribute.units, input.locale),
        values,
        ...filterRange,
      },
    ]
  })
}
