/**
 * `npm run bench:checkout`: 20 concurrent buyers, each going through the whole checkout over HTTP
 * (new cart → add → address → delivery → payment → order/create) again and again, on PostgreSQL
 * and on PGlite. Reports orders per second and the p50 / p99 of order/create (the locked, stock-
 * taking transaction); results go to bench/results/checkout-<date>.json.
 *
 * Options (env): BENCH_SECONDS (default 15), BENCH_BUYERS (default 20),
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; skipped when unreachable).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { isPostgresReachable, startServer } from './server-process'

const seconds = Number(process.env.BENCH_SECONDS ?? 15)
const buyers = Number(process.env.BENCH_BUYERS ?? 20)
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

type Session = { cartId: number; protectCode: string }

interface Figure {
  database: string
  orders: number
  ordersPerSecond: number
  p50: number
  p99: number
  failures: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10
}

/** One buyer: its own client address (the server trusts X-Forwarded-For here), so per-IP limits count per buyer. */
function buyer(base: string, index: number) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}` }
  async function call<T>(method: string, path: string, body?: object): Promise<{ status: number; data: T }> {
    const response = await fetch(`${base}/api/v1/ecommerce/${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined })
    const parsed = (await response.json()) as { data: T; message?: string }
    // A step before order/create that fails is a broken run, not a slow one: say which and why.
    if (!response.ok && path !== 'order/create') throw new Error(`${path}: ${response.status} ${parsed.message ?? ''}`)
    return { status: response.status, data: parsed.data }
  }
  return call
}

/** Products with enough stock for the whole run (infinite, or the largest shown stock). */
async function stockedProducts(base: string): Promise<number[]> {
  const response = await fetch(`${base}/api/v1/product/web/filter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ limit: 100, page: 1 }) })
  const list = ((await response.json()) as { data: { records: { id: number; format: string; available: boolean; stockQuantity: number | null }[] } }).data
  return list.records
    .filter((p) => p.format === 'simple' && p.available && (p.stockQuantity === null || p.stockQuantity >= 20))
    .map((p) => p.id)
}

async function run(base: string, products: number[]): Promise<Omit<Figure, 'database'>> {
  const latencies: number[] = []
  let failures = 0
  const deadline = Date.now() + seconds * 1000
  const started = Date.now()
  await Promise.all(
    Array.from({ length: buyers }, async (_, index) => {
      const call = buyer(base, index)
      let round = 0
      while (Date.now() < deadline) {
        const session = (await call<Session>('GET', 'cart/getNewCartSession')).data
        const productId = products[(index + round++) % products.length]!
        await call('POST', 'cart/addItem', { ...session, productId, qty: 1 })
        const delivery = { firstName: 'Ana', lastName: 'Horvat', contactEmail: `kupac${index}@example.hr`, contactPhone: '091 123 4567', street: 'Ilica', houseNumber: '1', zipCode: '10000', city: 'Zagreb', country: 'HR' }
        await call('POST', 'checkout/saveAddress', { ...session, delivery, acceptedConsents: [1] })
        const methods = (await call<{ id: number; code: string }[]>('POST', 'delivery/getApplicableDeliveryMethods', { ...session, countryId: 'HR' })).data
        await call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: methods.find((m) => m.code === 'gls')?.id })
        const payments = (await call<{ id: number; paymentType: string }[]>('POST', 'payment/getApplicablePaymentMethods', session)).data
        await call('PUT', 'payment/savePaymentMethod', { ...session, paymentMethodId: payments.find((p) => p.paymentType === 'bank_transfer')?.id, acceptedConsents: [1] })
        const before = performance.now()
        const created = await call<{ orderSlug?: string }>('POST', 'order/create', session)
        const elapsed = performance.now() - before
        if (created.status === 200 && created.data.orderSlug) latencies.push(elapsed)
        else failures++
      }
    }),
  )
  const wall = (Date.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return { orders: latencies.length, ordersPerSecond: Math.round((latencies.length / wall) * 10) / 10, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures }
}

if (!fs.existsSync('build/server/index.js')) {
  console.log('building…')
  const built = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}

process.env.TRUST_PROXY = 'true'
const targets: { database: string; databaseUrl?: string }[] = []
if (await isPostgresReachable(postgresUrl)) targets.push({ database: 'postgres', databaseUrl: postgresUrl })
else console.log(`PostgreSQL at ${postgresUrl} is not reachable: measuring PGlite only`)
targets.push({ database: 'pglite' })

const figures: Figure[] = []
for (const [index, target] of targets.entries()) {
  const server = await startServer({ port: 3960 + index, databaseUrl: target.databaseUrl, databaseName: 'izlog_bench_checkout' })
  try {
    const figure = { database: target.database, ...(await run(server.url, await stockedProducts(server.url))) }
    figures.push(figure)
    console.log(`${target.database.padEnd(8)} ${figure.orders} orders  ${figure.ordersPerSecond} orders/s  order/create p50 ${figure.p50} ms  p99 ${figure.p99} ms  failures ${figure.failures}`)
  } finally {
    await server.stop()
  }
}

console.log(`\ncheckout, ${buyers} concurrent buyers, ${seconds} s`)
console.log('database  orders  orders/s  p50 ms  p99 ms  failures')
for (const f of figures) {
  console.log(`${f.database.padEnd(9)} ${String(f.orders).padStart(6)} ${String(f.ordersPerSecond).padStart(9)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)} ${String(f.failures).padStart(9)}`)
}
fs.mkdirSync('bench/results', { recursive: true })
const file = `bench/results/checkout-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
fs.writeFileSync(file, JSON.stringify({ seconds, buyers, figures }, null, 2))
console.log(`written ${file}`)
