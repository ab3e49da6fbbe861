import { createHash, createHmac } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkoutShop } from '../../orders/checkout-flow.test-helpers'
import { expireUnpaidOrders, UNPAID_ORDER_TTL_MS } from '../../orders/expire-unpaid'
import { resetMemoryRateLimits } from '../../rate-limit/store'
import { createTestRuntime, type TestRuntime } from '../../testing/test-database'
import { payOnHostedPage } from '../fake-processor.test-helpers'
import { processorFlow, SHOP_URL } from '../processor-flow.test-helpers'
import { reconcileUnpaidOrder } from '../processor-result'
import { refundPayment } from '../refund-payment'
import { corvusPayProcessor } from './corvuspay-adapter'
import { startFakeCorvusPay } from './corvuspay-fake.test-helpers'
import { corvusApiHash, corvusSignature } from './corvuspay-signature'

const keys = { storeId: '12345', secretKey: 'corvus-test-secret-key' }
const base = `${SHOP_URL}/api/v1/ecommerce/order/processor/corvuspay`
let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>
let corvus: Awaited<ReturnType<typeof startFakeCorvusPay>>
let flow: ReturnType<typeof processorFlow>

beforeAll(async () => {
  // CorvusPay's success and cancel URLs are set in its merchant portal, not sent with the form.
  corvus = await startFakeCorvusPay({ ...keys, successUrl: `${base}/return`, cancelUrl: `${base}/cancel` })
  runtime = await createTestRuntime({
    payments: { hpf: null, paypal: null, processor: { id: 'corvuspay', ...keys, checkoutUrl: corvus.checkoutUrl, apiUrl: corvus.apiUrl, certificate: null } },
  })
  shop = await checkoutShop(runtime)
  flow = processorFlow(runtime, shop)
})
afterAll(async () => {
  await runtime.dispose()
  await corvus.close()
})
beforeEach(() => {
  resetMemoryRateLimits()
  corvus.options.chargeCents = null
})

const successPost = (fields: Record<string, string>) =>
  shop.app.request('/api/v1/ecommerce/order/processor/corvuspay/return', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() })

async function paidOrder() {
  const { order, form } = await flow.cardOrder()
  const paid = await payOnHostedPage(form.action, form.fields, 'approved')
  expect((await flow.buyerBack(paid.back!)).headers.get('location')).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`)
  return flow.orderRow(order.slug)
}

describe('CorvusPay signatures', () => {
  // No worked example with its key is published where we can read it offline; these pin the
  // documented construction (CorvusPay's PHP SDK: ksort, name then value, HMAC-SHA256; SHA-1 of key + values).
  it('sign the fields sorted by name, each name followed by its value, with HMAC-SHA256 of the secret key', () => {
    const fields = { version: '1.4', store_id: '123', order_number: 'A-1', amount: '10.50', currency: 'EUR', cart: 'Kava', language: 'hr', require_complete: 'false' }
    const text = 'amount10.50cartKavacurrencyEURlanguagehrorder_numberA-1require_completefalsestore_id123version1.4'
    expect(corvusSignature(fields, 'tajna')).toBe(createHmac('sha256', 'tajna').update(text).digest('hex'))
    expect(corvusSignature({ ...fields, signature: 'ignored' }, 'tajna')).toBe(corvusSignature(fields, 'tajna'))
  })

  it('hash API requests with SHA-1 of the secret key and the values in order', () => {
    expect(corvusApiHash('tajna', ['A-1', '123'])).toBe(createHash('sha1').update('tajnaA-1123').digest('hex'))
  })
})

describe('a card order through CorvusPay (a local fake of its checkout and API)', () => {
  it('the checkout takes the signed form; the signed success return, confirmed by the status API, pays the order once', async () => {
    const { order, form } = await flow.cardOrder()
    expect(form.action).toBe(corvus.checkoutUrl)
    expect(form.fields).toMatchObject({ store_id: keys.storeId, order_number: order.slug, currency: 'EUR', require_complete: 'false', version: '1.4' })
    expect(form.fields.amount).toBe((order.orderTotal / 100).toFixed(2))

    const paid = await payOnHostedPage(form.action, form.fields, 'approved')
    expect(paid.back).toMatchObject({ method: 'POST', url: `${base}/return` })
    const statusCalls = corvus.calls.status
    expect((await flow.buyerBack(paid.back!)).headers.get('location')).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`)
    expect(corvus.calls.status).toBe(statusCalls + 1)
    const row = await flow.orderRow(order.slug)
    expect(row).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentProvider: 'corvuspay' })
    expect(row.paymentReference).toEqual({ orderNumber: order.slug, approvalCode: corvus.transactions.get(order.slug)!.approvalCode })
    // The browser posting the same return again changes nothing.
    await flow.buyerBack(paid.back!)
    expect(await flow.callbacks(order.id)).toEqual(['accepted', 'replayed'])
  })

  it('CorvusPay refuses a form whose amount was changed after signing', async () => {
    const { form } = await flow.cardOrder()
    expect((await payOnHostedPage(form.action, { ...form.fields, amount: '0.01' }, 'approved')).status).toBe(400)
  })

  it('forged, replayed and wrong-amount returns change nothing', async () => {
    const { order, form } = await flow.cardOrder()
    const forged = await successPost({ order_number: order.slug, language: 'hr', approval_code: '123456', signature: corvusSignature({ order_number: order.slug, language: 'hr', approval_code: '123456' }, 'not-the-key') })
    expect(forged.headers.get('location')).toBe('/checkout/failure?reason=error')
    // CorvusPay charged another amount than the signed form asked: its status API says so.
    corvus.options.chargeCents = 1
    const cheap = await payOnHostedPage(form.action, form.fields, 'approved')
    expect((await flow.buyerBack(cheap.back!)).headers.get('location')).toBe('/checkout/failure?reason=error')
    expect(await flow.orderRow(order.slug)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' })
    // Another paid order's genuine return, replayed: it names its own order, which it already paid.
    const other = await flow.cardOrder()
    corvus.options.chargeCents = null
    const otherPaid = await payOnHostedPage(other.form.action, other.form.fields, 'approved')
    await flow.buyerBack(otherPaid.back!)
    await flow.buyerBack(otherPaid.back!)
    expect(await flow.callbacks(order.id)).toEqual(['bad_signature', 'amount_mismatch'])
    expect(await flow.callbacks(other.order.id)).toEqual(['accepted', 'replayed'])
  })

  it('a cancel or a declined card, confirmed by the status API, cancels the order', async () => {
    for (const decision of ['declined', 'cancelled'] as const) {
      const { order, form } = await flow.cardOrder()
      const answer = await payOnHostedPage(form.action, form.fields, decision)
      expect(answer.back).toMatchObject({ method: 'POST', url: `${base}/cancel` })
      expect((await flow.buyerBack(answer.back!)).headers.get('location')).toBe(`/checkout/failure?reason=${decision}`)
      expect(await flow.orderRow(order.slug)).toMatchObject({ status: 'cancelled', paymentStatus: decision })
    }
  })

  it('a buyer who paid and closed the window is found by the unpaid sweep through the status API, not cancelled', async () => {
    const { order, form } = await flow.cardOrder()
    await payOnHostedPage(form.action, form.fields, 'approved')
    const unpaid = await flow.cardOrder()
    const later = new Date(Date.now() + UNPAID_ORDER_TTL_MS + 60_000)
    await expireUnpaidOrders(runtime.database.db, later, (stale) => reconcileUnpaidOrder(runtime.database.db, runtime.config, stale))
    expect(await flow.orderRow(order.slug)).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
    expect(await flow.orderRow(unpaid.order.slug)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' })
  })
})

describe('refunds through CorvusPay', () => {
  const refund = (orderId: number, amount: number, idempotencyKey: string) =>
    refundPayment(runtime.database.db, { siteId: runtime.site.id, config: runtime.config, orderId, amount, reason: 'reklamacija', idempotencyKey })

  it('a refund asked twice at once with one key refunds once (the full amount: refund)', async () => {
    const order = await paidOrder()
    const before = corvus.calls.refund
    const answers = await Promise.all([refund(order.id, order.orderTotal, `corvus-full-${order.id}`), refund(order.id, order.orderTotal, `corvus-full-${order.id}`)])
    expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true])
    expect(answers[0]!.id).toBe(answers[1]!.id)
    expect(corvus.calls.refund - before).toBe(1)
    expect(corvus.transactions.get(order.slug)).toMatchObject({ status: 'refunded', amount: 0 })
  })

  it('partial refunds leave the right amount charged (partial_refund names the new total)', async () => {
    const order = await paidOrder()
    expect(await refund(order.id, 500, `corvus-part-a-${order.id}`)).toMatchObject({ status: 'succeeded', amount: 500 })
    expect(corvus.charged(order.slug)).toBe(((order.orderTotal - 500) / 100).toFixed(2))
    expect(await refund(order.id, order.orderTotal - 500, `corvus-part-b-${order.id}`)).toMatchObject({ status: 'succeeded' })
    expect(corvus.transactions.get(order.slug)).toMatchObject({ status: 'refunded', amount: 0 })
    await expect(refund(order.id, 1, `corvus-part-c-${order.id}`)).rejects.toMatchObject({ code: 'REFUND_TOO_MUCH' })
  })
})

describe('CorvusPay complete and cancel (for preauthorised payments)', () => {
  const processor = () => corvusPayProcessor({ id: 'corvuspay', ...keys, checkoutUrl: corvus.checkoutUrl, apiUrl: corvus.apiUrl, certificate: null })
  const held = (orderNumber: string, amount: number) => {
    corvus.transactions.set(orderNumber, { orderNumber, currency: 'EUR', amount, status: 'authorized', responseCode: '0', approvalCode: '777777' })
    return { orderSlug: orderNumber, currency: 'EUR', orderTotal: amount, reference: { orderNumber } }
  }

  it('completes a held payment in full or in part, and cancels one', async () => {
    expect(await processor().capture(held('held-full', 3000), 3000)).toEqual({ ok: true, providerRefundId: null })
    expect(corvus.transactions.get('held-full')).toMatchObject({ status: 'completed', amount: 3000 })
    expect(await processor().capture(held('held-part', 3000), 1000)).toEqual({ ok: true, providerRefundId: null })
    expect(corvus.transactions.get('held-part')).toMatchObject({ status: 'partially_completed', amount: 1000 })
    expect(await processor().void(held('held-void', 3000))).toEqual({ ok: true, providerRefundId: null })
    expect(corvus.transactions.get('held-void')!.status).toBe('voided')
    // A completed payment is refunded, not cancelled: CorvusPay answers an error.
    expect(await processor().void({ orderSlug: 'held-full', currency: 'EUR', orderTotal: 3000, reference: {} })).toMatchObject({ ok: false, unknown: false })
  })
})
