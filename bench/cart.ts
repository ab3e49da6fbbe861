/**
 * `npm run bench:cart`: the cart under 50 concurrent carts (one per connection) — addItem (the
 * locked, re-priced write) and getCart (re-check, pricing, cross-sells) — on PostgreSQL, and on
 * PGlite for comparison. Reports req/s, p50 and p99; results go to bench/results/cart-<date>.json.
 *
 * Options (env): BENCH_SECONDS (default 10), BENCH_CARTS (default 50),
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; skipped when unreachable).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import autocannon from 'autocannon'
import { isPostgresReachable, startServer } from './server-process'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const carts = Number(process.env.BENCH_CARTS ?? 50)
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

interface Figure {
  database: string
  call: 'addItem' | 'getCart'
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

type Session = { cartId: number; protectCode: string }

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } })
  return ((await response.json()) as { data: T }).data
}

/** Simple products that can be bought, from the demo shop. */
async function purchasableProducts(base: string): Promise<number[]> {
  const list = await json<{ records: { id: number; format: string; available: boolean; stockQuantity: number | null }[] }>(`${base}/api/v1/product/web/filter`, {
    method: 'POST',
    body: JSON.stringify({ limit: 100, page: 1 }),
  })
  return list.records.filter((p) => p.format === 'simple' && p.available && (p.stockQuantity === null || p.stockQuantity > 0)).map((p) => p.id)
}

async function measure(input: { base: string; call: Figure['call']; sessions: Session[]; products: number[] }): Promise<Omit<Figure, 'database' | 'call'>> {
  let nextCart = 0
  let nextProduct = 0
  const options = {
    url: `${input.base}/api/v1/ecommerce/cart/${input.call}`,
    connections: input.sessions.length,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        // One cart per connection: autocannon keeps `context` per connection.
        setupRequest: (request: autocannon.Request, context: { session?: Session }) => {
          context.session ??= input.sessions[nextCart++ % input.sessions.length]
          const productId = input.products[nextProduct++ % input.products.length]
          const body = input.call === 'addItem' ? { ...context.session, productId, qty: 1 } : { ...context.session }
          return { ...request, body: JSON.stringify(body) }
        },
      },
    ],
  }
  await autocannon({ ...options, duration: 2 })
  const result = await autocannon({ ...options, duration: seconds })
  return { requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

if (!fs.existsSync('build/server/index.js')) {
  console.log('building…')
  const built = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}

const targets: { database: string; databaseUrl?: string }[] = []
if (await isPostgresReachable(postgresUrl)) targets.push({ database: 'postgres', databaseUrl: postgresUrl })
else console.log(`PostgreSQL at ${postgresUrl} is not reachable: measuring PGlite only`)
targets.push({ database: 'pglite' })

const figures: Figure[] = []
for (const [index, target] of targets.entries()) {
  const server = await startServer({ port: 3950 + index, databaseUrl: target.databaseUrl, databaseName: 'izlog_bench_cart' })
  try {
    const products = await purchasableProducts(server.url)
    const sessions = await Promise.all(Array.from({ length: carts }, () => json<Session>(`${server.url}/api/v1/ecommerce/cart/getNewCartSession`)))
    for (const call of ['addItem', 'getCart'] as const) {
      const figure = { database: target.database, call, ...(await measure({ base: server.url, call, sessions, products })) }
      figures.push(figure)
      console.log(`${target.database.padEnd(8)} ${call.padEnd(8)} ${String(figure.requestsPerSecond).padStart(6)} req/s  p50 ${figure.p50} ms  p99 ${figure.p99} ms  errors ${figure.errors}`)
    }
  } finally {
    await server.stop()
  }
}

console.log(`\ncart calls, ${carts} concurrent carts, ${seconds} s per call`)
console.log('database  call      req/s    p50 ms  p99 ms  errors')
for (const f of figures) {
  console.log(`${f.database.padEnd(9)} ${f.call.padEnd(8)} ${String(f.requestsPerSecond).padStart(6)} ${String(f.p50).padStart(8)} ${String(f.p99).padStart(7)} ${String(f.errors).padStart(7)}`)
}
fs.mkdirSync('bench/results', { recursive: true })
const file = `bench/results/cart-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
fs.writeFileSync(file, JSON.stringify({ seconds, carts, figures }, null, 2))
console.log(`written ${file}`)
