/**
 * `npm run bench:render`: the server-side cost of a render (a whole-page cache miss, issue 11 §4
 * and §7). One run measures, on each database and catalogue size: `/_bare` (a React Router route
 * without the layout), `/_baseline` (the layout around a paragraph), home, `/shop`, a category
 * page and a product page; prints req/s, p50, p99 and the ratios baseline/bare and
 * category/baseline. Results go to bench/results/render-<date>.json.
 *
 * Options (env): BENCH_SIZES (default `demo,medium`; `demo` is the seeded demo data on PGlite and
 * PostgreSQL, `medium`/`large` the generated catalogue of bench/catalogue-gen.ts on PostgreSQL,
 * generated when missing), BENCH_SECONDS (10), BENCH_CONNECTIONS (16), BENCH_PORT (3313),
 * BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres; skipped when unreachable),
 * BENCH_DB_PREFIX (names of the generated catalogues), BENCH_PG_DATABASE (the demo's own database on
 * PostgreSQL, default izlog_bench_render). The server runs with PAGE_CACHE=off; the category page's
 * data cache (ADR 033) stays on unless CATEGORY_PAGE_CACHE=off is set for the run.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import autocannon from 'autocannon'
import pg from 'pg'
import { databaseName, generate, serverUrl, sizes as catalogueSizes, type BenchSize } from './catalogue-gen'
import { isPostgresReachable, startServer, type RunningServer } from './server-process'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16)
const port = Number(process.env.BENCH_PORT ?? 3313)
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const demoDatabase = process.env.BENCH_PG_DATABASE ?? 'izlog_bench_render'
const requestedSizes = (process.env.BENCH_SIZES ?? 'demo,medium').split(',').map((s) => s.trim()).filter(Boolean)
const pageNames = ['bare', 'baseline', 'home', 'shop', 'category', 'product'] as const
type PageName = (typeof pageNames)[number]

interface Figure {
  size: string
  database: string
  page: PageName
  path: string
  requestsPerSecond: number
  p50: number
  p99: number
  /** Server CPU milliseconds per response: steadier than req/s on a shared machine. */
  cpuMs: number | null
  errors: number
}

async function measure(server: RunningServer, url: string): Promise<Pick<Figure, 'requestsPerSecond' | 'p50' | 'p99' | 'cpuMs' | 'errors'>> {
  // Warm-up: fill the site cache and the JIT before the measured run.
  await autocannon({ url, connections, duration: 2 })
  const cpuBefore = server.cpuSeconds()
  const result = await autocannon({ url, connections, duration: seconds })
  const cpuAfter = server.cpuSeconds()
  const cpuMs = cpuBefore === null || cpuAfter === null || result.requests.total === 0 ? null : Math.round(((cpuAfter - cpuBefore) * 1000 * 10) / result.requests.total) / 10
  return { requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, cpuMs, errors: result.errors + result.non2xx }
}

/** The first link of a kind on a page: the demo data's slugs are not known in advance. */
async function firstLink(url: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(url)).text()
  const match = pattern.exec(html)
  if (!match) throw new Error(`no link matching ${pattern} on ${url}`)
  return match[0].slice('href="'.length)
}

async function pathsOf(server: RunningServer, size: string): Promise<Record<PageName, string>> {
  const fixed = { bare: '/_bare', baseline: '/_baseline', home: '/', shop: '/shop' }
  // The generated catalogue: a second-level category (~1 % of the products) and a simple product.
  if (size !== 'demo') return { ...fixed, category: '/shop/kategorija-11', product: '/product/p-40' }
  const category = await firstLink(server.url + '/shop', /href="\/shop\/[^"?#]+/)
  const product = await firstLink(server.url + category, /href="\/product\/[^"?#]+/)
  return { ...fixed, category, product }
}

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  await client.end()
  return result.rowCount === 1
}

interface Target {
  size: string
  database: 'pglite' | 'postgres'
  start(): Promise<RunningServer>
}

const env = { PAGE_CACHE: 'off' }
const hasPostgres = await isPostgresReachable(postgresUrl)
if (!hasPostgres) console.log(`PostgreSQL at ${postgresUrl} is not reachable: measuring the demo data on PGlite only`)
const targets: Target[] = []
for (const size of requestedSizes) {
  if (size === 'demo') {
    targets.push({ size, database: 'pglite', start: () => startServer({ port, env }) })
    if (hasPostgres) targets.push({ size, database: 'postgres', start: () => startServer({ port, env, databaseUrl: postgresUrl, databaseName: demoDatabase }) })
  } else if (size in catalogueSizes) {
    if (!hasPostgres) continue
    targets.push({
      size,
      database: 'postgres',
      start: async () => {
        const name = databaseName(size as BenchSize)
        if (!(await databaseExists(name))) await generate(size as BenchSize)
        return startServer({ port, env, existingDatabaseUrl: `${serverUrl}/${name}` })
      },
    })
  } else throw new Error(`BENCH_SIZES: unknown size ${size} (demo, ${Object.keys(catalogueSizes).join(', ')})`)
}

if (!fs.existsSync('build/server/index.js')) {
  console.log('building…')
  const built = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}

const figures: Figure[] = []
for (const target of targets) {
  const server = await target.start()
  try {
    const paths = await pathsOf(server, target.size)
    for (const page of pageNames) {
      const figure: Figure = { size: target.size, database: target.database, page, path: paths[page], ...(await measure(server, server.url + paths[page])) }
      figures.push(figure)
      console.log(`${target.size.padEnd(7)} ${target.database.padEnd(8)} ${page.padEnd(9)} ${String(figure.requestsPerSecond).padStart(6)} req/s  p50 ${figure.p50} ms  p99 ${figure.p99} ms  cpu ${figure.cpuMs ?? '–'} ms/req  ${figure.path}`)
    }
  } finally {
    await server.stop()
  }
}

const ratio = (a: Figure | undefined, b: Figure | undefined) => (a && b ? (a.requestsPerSecond / b.requestsPerSecond).toFixed(2) : '–')
// Responses per CPU second of a page over those of the reference: the throughput ratio on an idle machine.
const cpuRatio = (a: Figure | undefined, b: Figure | undefined) => (a?.cpuMs && b?.cpuMs ? (b.cpuMs / a.cpuMs).toFixed(2) : '–')
console.log(`\nRender cost (cache off), ${connections} connections, ${seconds} s per page, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores`)
console.log('| size | database | page | req/s | p50 ms | p99 ms | server CPU ms/response | errors |')
console.log('|---|---|---|---:|---:|---:|---:|---:|')
for (const f of figures) console.log(`| ${f.size} | ${f.database} | ${f.page} | ${f.requestsPerSecond} | ${f.p50} | ${f.p99} | ${f.cpuMs ?? '–'} | ${f.errors} |`)
console.log('\nThroughput ratios (and, in brackets, the same ratio from server CPU per response)')
console.log('| size | database | baseline / bare (goal ≥ 0.35) | category / baseline (goal ≥ 0.6) |')
console.log('|---|---|---:|---:|')
for (const target of targets) {
  const find = (page: PageName) => figures.find((f) => f.size === target.size && f.database === target.database && f.page === page)
  console.log(
    `| ${target.size} | ${target.database} | ${ratio(find('baseline'), find('bare'))} (${cpuRatio(find('baseline'), find('bare'))}) | ${ratio(find('category'), find('baseline'))} (${cpuRatio(find('category'), find('baseline'))}) |`,
  )
}
fs.mkdirSync('bench/results', { recursive: true })
const file = `bench/results/render-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
fs.writeFileSync(file, JSON.stringify({ seconds, connections, figures }, null, 2))
console.log(`written ${file}`)
