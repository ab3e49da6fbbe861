import { asc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fiscalAttempts, invoices, orders } from '../db/schema'
import { fakeCisControl } from '../fiscal/fake-cis/fake-cis-control'
import { computeZki } from '../fiscal/zki'
import { checkoutShop } from '../orders/checkout-flow.test-helpers'
import { hpfSettings } from '../payments/payment-settings'
import { sign } from '../payments/signature'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { cisSender } from './cis-sender'
import { loadFiscalCertificate, setFiscalCertificateSource } from './fiscal-certificate-store'
import { deliverDueInvoices } from './fiscal-delivery'
import { fiscalRequestOf } from './fiscal-request'
import { setInvoicing, testInvoiceSettings, TEST_SELLER_OIB } from './invoice-fixtures.test-helpers'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
  // No certificate uploaded: with the local fake CIS the demo CA's certificate for the seller's OIB
  // signs. A generous timeout where an answer is expected: the fake checks the XSD, slow on a busy machine.
  await setInvoicing(runtime.database.db, runtime.site.id, patient)
}, 120_000)
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())
afterEach(() => fakeCisControl.reset())

const db = () => runtime.database.db
const patient = testInvoiceSettings({ cisTimeoutMs: 15_000 })
const JIR = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A card order placed through the checkout calls and approved by the provider's signed callback. */
async function paidCardOrder() {
  const session = await shop.readyCart([{ productId: shop.fx.products.rug, qty: 1 }], 'hpf', `karta-${Math.random()}@example.hr`)
  const created = await shop.create(session, { seen: await shop.seenOf(session) })
  const [order] = await db().select().from(orders).where(eq(orders.slug, created.body.data.orderSlug))
  const fields = { order_id: order!.slug, amount: String(order!.orderTotal), currency: 'EUR', status: 'approved', transaction_id: `T${Math.random().toString(16).slice(2)}` }
  const started = performance.now()
  const callback = await shop.app.request(`/api/v1/ecommerce/order/pgSuccess/${order!.slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ details: { ...fields, signature: sign(fields, hpfSettings(runtime.config, `http://localhost:${runtime.config.port}`).secret) } }),
  })
  expect(callback.status).toBe(200)
  const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order!.id))
  const attempts = await db().select().from(fiscalAttempts).where(eq(fiscalAttempts.invoiceId, invoice!.id)).orderBy(asc(fiscalAttempts.id))
  return { order: order!, invoice: invoice!, attempts, callbackMs: performance.now() - started }
}

describe('fiscalising an invoice (issue 21 point 3)', () => {
  it('a paid card order’s invoice has its JIR when the callback returns, its ZKI signed by the demo certificate, the attempt logged', async () => {
    const { invoice, attempts } = await paidCardOrder()
    expect(invoice).toMatchObject({ fiscalStatus: 'fiscalised', subsequentDelivery: false, fiscalError: null, fiscalAttempts: 1 })
    expect(invoice.jir).toMatch(JIR)
    const demo = await loadFiscalCertificate(runtime.site.id, TEST_SELLER_OIB)
    expect(demo.origin).toBe('demo')
    expect(invoice.zki).toBe(computeZki(fiscalRequestOf(invoice), demo.certificate!.privateKeyPem))
    expect(attempts).toEqual([expect.objectContaining({ outcome: 'jir', subsequentDelivery: false, code: null })])
    expect(fakeCisControl.received().at(-1)).toMatchObject({ oib: TEST_SELLER_OIB, number: invoice.number, subsequentDelivery: false })
  })

  it('CIS does not answer in time: the sale goes through, the invoice keeps its ZKI alone; after a restart the job delivers it with NakDost and stores the JIR', async () => {
    await setInvoicing(db(), runtime.site.id, testInvoiceSettings({ cisTimeoutMs: 1_000 }))
    fakeCisControl.queue({ kind: 'hold', ms: 10_000 })
    const { invoice, attempts, callbackMs } = await paidCardOrder()
    await setInvoicing(db(), runtime.site.id, patient)
    // The buyer waits the shop's timeout (1 s here), not the 10 s CIS holds its answer.
    expect(callbackMs).toBeLessThan(8_000)
    expect(invoice).toMatchObject({ fiscalStatus: 'pending', jir: null, subsequentDelivery: true, fiscalError: { code: 'TIMEOUT' } })
    expect(invoice.zki).toMatch(/^[0-9a-f]{32}$/)
    expect(attempts).toEqual([expect.objectContaining({ outcome: 'timeout', subsequentDelivery: false, code: 'TIMEOUT' })])

    // A new runtime on the same database: its own config, no certificate or connection in memory.
    const restarted = { ...runtime.config }
    setFiscalCertificateSource(restarted)
    expect(await deliverDueInvoices(db(), cisSender(restarted))).toBe(0) // not due yet: the backoff holds it
    expect(await deliverDueInvoices(db(), cisSender(restarted), new Date(Date.now() + 60_000))).toBe(1)

    const [delivered] = await db().select().from(invoices).where(eq(invoices.id, invoice.id))
    expect(delivered).toMatchObject({ fiscalStatus: 'fiscalised', fiscalError: null, zki: invoice.zki, fiscalAttempts: 2 })
    expect(delivered!.jir).toMatch(JIR)
    const logged = await db().select().from(fiscalAttempts).where(eq(fiscalAttempts.invoiceId, invoice.id)).orderBy(asc(fiscalAttempts.id))
    expect(logged.map((attempt) => [attempt.outcome, attempt.subsequentDelivery])).toEqual([
      ['timeout', false],
      ['jir', true],
    ])
    expect(fakeCisControl.received().at(-1)).toMatchObject({ number: invoice.number, subsequentDelivery: true })
  }, 30_000)

  it('CIS answers an error: its code and message are stored and logged, and the invoice waits for the next try', async () => {
    fakeCisControl.queue({ kind: 'error', code: 's006' })
    const { invoice, attempts } = await paidCardOrder()
    expect(invoice).toMatchObject({ fiscalStatus: 'pending', subsequentDelivery: true, fiscalError: { code: 's006', message: expect.stringContaining('Sistemska pogreška') } })
    expect(attempts).toEqual([expect.objectContaining({ outcome: 'error', code: 's006' })])
    expect(invoice.fiscalNextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 20_000)
  })
})
