/**
 * `npm run bench:ssr`: server-side rendering throughput and latency of the home page (a CMS page
 * with sections, menus, footer) next to a trivial SSR page (`/_baseline`: the same layout around
 * one paragraph), on PGlite and on PostgreSQL, in one run. Reports req/s, p50, p99 and the ratio
 * home/baseline. Results are written to bench/results/ssr-<date>.json.
 *
 * Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 16),
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; skipped when unreachable).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import autocannon from 'autocannon'
import { isPostgresReachable, startServer } from './server-process'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16)
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const pages = { home: '/', baseline: '/_baseline' } as const

interface Figure {
  database: string
  page: keyof typeof pages
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

async function measure(url: string): Promise<Omit<Figure, 'database' | 'page'>> {
  // Warm-up: fill caches and JIT before the measured run.
  await autocannon({ url, connections, duration: 2 })
  const result = await autocannon({ url, connections, duration: seconds })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

if (!fs.existsSync('build/server/index.js')) {
  console.log('building…')
  const built = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}

const targets: { database: string; databaseUrl?: string }[] = [{ database: 'pglite' }]
if (await isPostgresReachable(postgresUrl)) targets.push({ database: 'postgres', databaseUrl: postgresUrl })
else console.log(`PostgreSQL at ${postgresUrl} is not reachable: measuring PGlite only`)

const figures: Figure[] = []
for (const [index, target] of targets.entries()) {
  const server = await startServer({ port: 3900 + index, databaseUrl: target.databaseUrl })
  try {
    for (const [page, path] of Object.entries(pages) as [keyof typeof pages, string][]) {
      const figure = { database: target.database, page, ...(await measure(server.url + path)) }
      figures.push(figure)
      console.log(`${target.database.padEnd(8)} ${page.padEnd(9)} ${String(figure.requestsPerSecond).padStart(6)} req/s  p50 ${figure.p50} ms  p99 ${figure.p99} ms`)
    }
  } finally {
    await server.stop()
  }
}

console.log(`\nSSR, ${connections} connections, ${seconds} s per page`)
console.log('database  page       req/s    p50 ms  p99 ms  errors')
for (const f of figures) {
  console.log(
    `${f.database.padEnd(9)} ${f.page.padEnd(9)} ${String(f.requestsPerSecond).padStart(6)} ${String(f.p50).padStart(8)} ${String(f.p99).padStart(7)} ${String(f.errors + f.non2xx).padStart(7)}`,
  )
}
for (const target of targets) {
  const home = figures.find((f) => f.database === target.database && f.page === 'home')
  const baseline = figures.find((f) => f.database === target.database && f.page === 'baseline')
  if (home && baseline) {
    console.log(
      `${target.database}: home/baseline throughput ratio ${(home.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}, p99 ratio ${(home.p99 / Math.max(baseline.p99, 1)).toFixed(2)}`,
    )
  }
}
fs.mkdirSync('bench/results', { recursive: true })
const file = `bench/results/ssr-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
fs.writeFileSync(file, JSON.stringify({ seconds, connections, figures }, null, 2))
console.log(`written ${file}`)
