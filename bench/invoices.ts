/**
 * `npm run bench:invoices` (issue 21 point 7): invoices issued and fiscalised per second against the
 * local fake CIS on PostgreSQL, and what fiscalisation adds to a paid card callback (p50 / p99).
 *
 * Each sale is the provider's signed approval posted to `pgSuccess` over the real app (in process):
 * the order is marked paid, its invoice numbered and its ZKI signed in that transaction, then CIS
 * is told before the answer goes back. Throughput: BENCH_BUYERS callbacks at once for
 * BENCH_SECONDS. Latency: BENCH_CALLBACKS callbacks one at a time with invoicing off, then on.
 * Results go to bench/results/invoices-<date>.json.
 *
 * Options (env): FISCAL_FAKE_CIS_SCHEMA_CHECK (on), DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a scratch database
 * is created on that server and dropped), BENCH_SECONDS (10), BENCH_BUYERS (8), BENCH_CALLBACKS (150).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, count, eq } from 'drizzle-orm'
import { createApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { migrate } from '../server/db/migrate'
import { invoices, siteOptions } from '../server/db/schema'
import { seedBase } from '../server/db/seed/base'
import { setFiscalCertificateSource, loadFiscalCertificate } from '../server/invoices/fiscal-certificate-store'
import { insertTestOrder, setInvoicing, testInvoiceSettings, TEST_SELLER_OIB } from '../server/invoices/invoice-fixtures.test-helpers'
import { INVOICING_OPTION } from '../server/invoices/invoice-settings'
import { hpfSettings } from '../server/payments/payment-settings'
import { sign } from '../server/payments/signature'
import { setLogLevel } from '../server/log/logger'
import { createScratchDatabase } from '../server/testing/scratch-postgres'

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const buyers = Number(process.env.BENCH_BUYERS ?? 8)
const callbacks = Number(process.env.BENCH_CALLBACKS ?? 150)
/** The fake CIS's XSD check, as `npm start` runs it; `off` leaves only what the shop itself does. */
const schemaCheck = process.env.FISCAL_FAKE_CIS_SCHEMA_CHECK === 'off' ? 'off' : 'on'

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10
}
const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b)
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
}

async function main(): Promise<void> {
  const scratch = await createScratchDatabase(serverUrl, 'izlog_bench_invoices')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlog-bench-invoices-'))
  const database = await openDatabase({ url: scratch.url })
  try {
    await migrate(database)
    const db = database.db
    const site = await seedBase(db, { siteName: 'Bench' })
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'error', FISCAL_FAKE_CIS_SCHEMA_CHECK: schemaCheck })
    setLogLevel('error')
    setFiscalCertificateSource(config)
    const app = createApp({ runtime: { config, database } })
    const secret = hpfSettings(config, `http://localhost:${config.port}`).secret
    const settings = await setInvoicing(db, site.id, testInvoiceSettings())
    await loadFiscalCertificate(site.id, TEST_SELLER_OIB) // the demo certificate is made once, before the clock runs

    /** One paid callback for a fresh card order; answers how long the provider waited. */
    async function paidCallback(): Promise<number> {
      const order = await insertTestOrder(db, { siteId: site.id, paymentType: 'hpf', status: 'pending_payment' })
      const fields = { order_id: order.slug, amount: String(order.orderTotal), currency: 'EUR', status: 'approved', transaction_id: `T${order.id}` }
      const started = performance.now()
      const response = await app.request(`/api/v1/ecommerce/order/pgSuccess/${order.slug}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost' },
        body: JSON.stringify({ details: { ...fields, signature: sign(fields, secret) } }),
      })
      const elapsed = performance.now() - started
      if (response.status !== 200) throw new Error(`pgSuccess answered ${response.status}: ${await response.text()}`)
      return elapsed
    }

    // Warm-up: the fake CIS compiles its schema and reads its trust on first use.
    for (let i = 0; i < 5; i++) await paidCallback()

    // Throughput: buyers approved at once, each invoice issued and fiscalised before its answer.
    const fiscalisedBefore = (await db.select({ n: count() }).from(invoices).where(and(eq(invoices.siteId, site.id), eq(invoices.fiscalStatus, 'fiscalised'))))[0]!.n
    const deadline = Date.now() + seconds * 1000
    const started = performance.now()
    let issued = 0
    await Promise.all(
      Array.from({ length: buyers }, async () => {
        while (Date.now() < deadline) {
          await paidCallback()
          issued++
        }
      }),
    )
    const elapsedSeconds = (performance.now() - started) / 1000
    const fiscalised = (await db.select({ n: count() }).from(invoices).where(and(eq(invoices.siteId, site.id), eq(invoices.fiscalStatus, 'fiscalised'))))[0]!.n - fiscalisedBefore

    // Latency: the same callback one at a time, without invoicing and with it.
    await db.delete(siteOptions).where(and(eq(siteOptions.siteId, site.id), eq(siteOptions.key, INVOICING_OPTION)))
    const without: number[] = []
    for (let i = 0; i < callbacks; i++) without.push(await paidCallback())
    await setInvoicing(db, site.id, settings)
    const withInvoice: number[] = []
    for (let i = 0; i < callbacks; i++) withInvoice.push(await paidCallback())

    const base = summary(without)
    const fiscal = summary(withInvoice)
    const result = {
      date: new Date().toISOString(),
      database: 'postgres',
      fakeCisSchemaCheck: schemaCheck,
      cpus: os.cpus().length,
      throughput: { buyers, seconds: Math.round(elapsedSeconds * 10) / 10, issued, fiscalised, invoicesPerSecond: Math.round((issued / elapsedSeconds) * 10) / 10 },
      paidCallbackMs: { withoutInvoicing: base, withInvoicing: fiscal, added: { p50: Math.round((fiscal.p50 - base.p50) * 10) / 10, p99: Math.round((fiscal.p99 - base.p99) * 10) / 10 } },
    }
    console.log(JSON.stringify(result, null, 2))
    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync(`bench/results/invoices-${result.date.slice(0, 10)}.json`, `${JSON.stringify(result, null, 2)}\n`)
  } finally {
    await database.close()
    await scratch.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
