/**
 * `npm run bench:catalogue`: p50/p95 of the catalogue's three hot paths on PostgreSQL, through the
 * real services (the same calls the loaders and the API make):
 *   (a) category page: category, layered navigation with counts for every filter, first page, featured
 *   (b) filtered + sorted + paged listing (two option filters and a range, price order, page 3),
 *       and the same as a full category page with live facet counts (b+)
 *   (c) search (products tab, typo-tolerant, accent-insensitive)
 * at the sizes given (arguments or BENCH_SIZES="large xlarge", the default: 300k and 1M products),
 * generating a size's database first when missing (BENCH_REGENERATE=1 forces it; BENCH_DB_PREFIX
 * names the databases). Every run also checks that the precomputed and the live (filtered) counts
 * equal a naive GROUP BY over the normalised tables, and that search puts the best match first.
 */
import os from 'node:os'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { filterProducts, findCategorySlugs, productNavigation } from '../server/catalog'
import { naiveFacetCounts } from '../server/catalog/naive-facet-counts'
import { loadCategoryPage } from '../server/catalog/category-page'
import { openDatabase, type Db } from '../server/db/client'
import { migrate } from '../server/db/migrate'
import { search } from '../server/search/search-service'
import { searchKey } from '../common/catalog/rules'
import { databaseName, generate, serverUrl, sizes, type BenchSize } from './catalogue-gen'

const iterations = Number(process.env.BENCH_ITERATIONS ?? 200)

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function time(label: string, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run(i + 10_000) // warm-up
  const samples: number[] = []
  for (let i = 0; i < iterations; i++) {
    const started = performance.now()
    await run(i)
    samples.push(performance.now() - started)
  }
  const figure = { label, p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99), max: Math.max(...samples) }
  const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`
  console.log(`  ${label.padEnd(44)} p50 ${ms(figure.p50)}   p95 ${ms(figure.p95)}   p99 ${ms(figure.p99)}   max ${figure.max.toFixed(1)} ms`)
  return figure
}

async function exists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  await client.end()
  return result.rowCount === 1
}

async function valueIdsOf(db: Db, code: string): Promise<number[]> {
  const result = (await db.execute(sql`SELECT v.id FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.code = ${code} ORDER BY v.position`)) as unknown as { rows: { id: number }[] }
  return result.rows.map((r) => Number(r.id))
}

/** Precomputed counts must equal what a naive GROUP BY over the products says. */
async function checkExactness(db: Db, categoryIds: number[]): Promise<void> {
  for (const id of categoryIds) {
    const diff = (await db.execute(sql`
      WITH naive AS (SELECT v AS value_id, count(*)::int n FROM products p, unnest(p.value_ids) v
        WHERE p.category_ids @> ARRAY[${id}]::int[] AND NOT p.archived AND p.is_visible_individually GROUP BY v)
      SELECT count(*)::int AS d FROM naive FULL JOIN (SELECT value_id, total FROM category_facets WHERE category_id = ${id} AND value_id <> 0) f
        USING (value_id) WHERE naive.n IS DISTINCT FROM f.total`)) as unknown as { rows: { d: number }[] }
    if (Number(diff.rows[0]?.d) !== 0) throw new Error(`facet counts of category ${id} differ from a naive GROUP BY`)
  }
  console.log(`  facet counts of categories ${categoryIds.join(', ')} equal a naive GROUP BY`)
}

/** The live counts of the benchmark's filtered category pages must equal the naive GROUP BY too. */
async function checkLiveExactness(db: Db, categoryIds: number[], filter: { materials: number[]; styles: number[]; area: number }) {
  const scope = { siteId: 1, locale: 'hr' as const }
  for (const categoryId of categoryIds) {
    const [m1, m2, s1] = [filter.materials[categoryId % 10]!, filter.materials[(categoryId + 3) % 10]!, filter.styles[categoryId % 6]!]
    const panel = await productNavigation(db, scope, {
      mainCategory: categoryId,
      filters: [{ key: 'materijal', value: [m1, m2] }, { key: 'stil', value: [s1] }, { key: 'povrsina', value: { min: 20, max: 80 } }],
    })
    const shown = new Map(panel.flatMap((f) => f.values.filter((v) => v.totalProducts > 0).map((v) => [v.id, v.totalProducts] as const)))
    const naive = await naiveFacetCounts(db, {
      categoryId,
      valueGroups: [{ attributeId: panel.find((f) => f.attributeCode === 'materijal')!.attributeID, valueIds: [m1, m2] }, { attributeId: panel.find((f) => f.attributeCode === 'stil')!.attributeID, valueIds: [s1] }],
      ranges: [{ attributeId: filter.area, min: 20, max: 80 }],
    })
    const differs = [...new Set([...shown.keys(), ...naive.keys()])].filter((id) => shown.get(id) !== naive.get(id))
    if (differs.length || naive.size === 0) throw new Error(`live facet counts of category ${categoryId} differ from a naive GROUP BY at values ${differs.join(', ')}`)
  }
  console.log(`  live counts of filtered categories ${categoryIds.join(', ')} equal a naive GROUP BY`)
}

/**
 * Search must put the best match first: a listed product's whole name (without its number) finds a
 * product of exactly that name first; a single word finds it as a whole word; a typo finds the word.
 */
async function checkBestMatch(db: Db) {
  const names = (await db.execute(sql`SELECT regexp_replace(search_text, ' [0-9]+$', '') AS phrase FROM product_search WHERE product_id IN (6, 1007, 250006)`)) as unknown as { rows: { phrase: string }[] }
  const cases: [string, RegExp][] = [
    ...names.rows.map((row): [string, RegExp] => [row.phrase, new RegExp(`^${row.phrase} \\d+$`)]),
    ['stol', /^\S+ stol \d+$/],
    ['ormra', /^\S+ ormar \d+$/],
    ['cevapi', /^\S+ cevapi set \d+$/],
  ]
  for (const [query, best] of cases) {
    const answer = await search(db, { siteId: 1, locale: 'hr', query, category: 'products', page: 1, limit: 10, homeSlug: 'pocetna' })
    const first = searchKey(answer.records[0]?.title ?? '')
    if (!best.test(first)) throw new Error(`search "${query}" put "${first}" first`)
  }
  console.log(`  search puts the best match first for ${cases.map(([q]) => `"${q}"`).join(', ')}`)
}

const fromEnv = process.env.BENCH_SIZES?.split(/[\s,]+/).filter(Boolean)
const requested = (process.argv.slice(2).length ? process.argv.slice(2) : (fromEnv ?? ['large', 'xlarge'])) as BenchSize[]
const report: Record<string, unknown> = {}
for (const size of requested) {
  if (!(size in sizes)) throw new Error(`unknown size ${size}`)
  if (process.env.BENCH_REGENERATE || !(await exists(databaseName(size)))) await generate(size)
  const database = await openDatabase({ url: `${serverUrl}/${databaseName(size)}` })
  const { db } = database
  // A database generated before a schema change gets the migrations (and their backfills) first.
  const migrating = performance.now()
  await migrate(database)
  // A rebuilt table (migration 0016) has no visibility map yet: index-only scans need it, and a
  // shop's autovacuum would set it soon after; the benchmark does not wait for that.
  await db.execute(sql`VACUUM (ANALYZE) category_products`)
  console.log(`\nmigrations up to date (and category_products vacuumed) in ${Math.round(performance.now() - migrating)} ms`)
  const scope = { siteId: 1, locale: 'hr' as const }
  console.log(`\nload average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores`)
  console.log(`${size}: ${sizes[size]} simple products (+5 % configurables), 3000 categories, 12 filterable attributes, ${iterations} runs each`)
  await checkExactness(db, [1, 11, 111, 2000])
  // A mix of levels: roots hold ~10 %, second level ~1 %, leaves ~0.03 % of the catalogue.
  const categoryOf = (i: number) => (i % 3 === 0 ? 1 + (i % 10) : i % 3 === 1 ? 11 + (i % 100) : 111 + ((i * 37) % 2890))
  const materials = await valueIdsOf(db, 'materijal')
  const styles = await valueIdsOf(db, 'stil')
  const area = (await db.execute(sql`SELECT id FROM attributes WHERE code = 'povrsina'`)) as unknown as { rows: { id: number }[] }
  await checkLiveExactness(db, [1, 11, 111, 2000], { materials, styles, area: Number(area.rows[0]!.id) })
  await checkBestMatch(db)
  // As the route does: the slug is resolved once, the page loads by id.
  const loadCategoryBySlug = async (slug: string, searchParams: URLSearchParams) => {
    const found = await findCategorySlugs(db, { ...scope, slug })
    return found ? loadCategoryPage(db, { ...scope, categoryId: found.id, searchParams }) : null
  }
  const words = ['stol', 'ormar', 'cevapi', 'skandinavski kauc', 'stolac', 'termostat', 'ormra', 'hrastov stol', 'luster', 'fotelja']
  const figures = [
    await time('(a) category page + facet counts, all levels', (i) =>
      loadCategoryBySlug(`kategorija-${categoryOf(i)}`, new URLSearchParams())),
    await time('(a) … root categories only (~10 % each)', (i) =>
      loadCategoryBySlug(`kategorija-${1 + (i % 10)}`, new URLSearchParams())),
    await time('(b) filtered + sorted + paged listing', (i) =>
      filterProducts(db, scope, {
        mainCategory: categoryOf(i),
        filters: [
          { key: 'materijal', value: [materials[i % 10]!, materials[(i + 3) % 10]!] },
          { key: 'stil', value: [styles[i % 6]!] },
          { key: 'povrsina', value: { min: 20, max: 80 } },
        ],
        sort: 'priceAsc',
        page: 3,
        limit: 12,
      })),
    await time('(b+) same as a category page with live counts', (i) =>
      loadCategoryBySlug(
        `kategorija-${categoryOf(i)}`,
        new URLSearchParams({ materijal: `${materials[i % 10]},${materials[(i + 3) % 10]}`, stil: String(styles[i % 6]), povrsina: '20,80', sort: 'priceAsc', page: '3' }),
      )),
    await time('(c) search, products tab', (i) =>
      search(db, { ...scope, query: words[i % words.length]!, category: 'products', page: 1, limit: 10, homeSlug: 'pocetna' })),
  ]
  report[size] = figures
  await database.close()
}
console.log(`\n${JSON.stringify(report)}`)
