import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PayPalOrderObject } from '../../common/checkout/schemas'
import { orders, paymentCallbacks } from '../db/schema'
import { checkoutShop } from '../orders/checkout-flow.test-helpers'
import { startFakePayPal } from '../payments/paypal-fake.test-helpers'
import { refundPayment } from '../payments/refund-payment'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

const credentials = { clientId: 'izlog-test-client', clientSecret: 'izlog-test-secret' }
let paypal: Awaited<ReturnType<typeof startFakePayPal>>
let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>

beforeAll(async () => {
  paypal = await startFakePayPal(credentials)
  runtime = await createTestRuntime({ payments: { hpf: null, processor: null, paypal: { ...credentials, apiUrl: paypal.url, sdkUrl: 'https://www.paypal.com/sdk/js' } } })
  shop = await checkoutShop(runtime)
})
afterAll(async () => {
  await runtime.dispose()
  await paypal.close()
})
beforeEach(() => resetMemoryRateLimits())

async function payPalOrder() {
  const session = await shop.readyCart([{ productId: shop.fx.products.rug, qty: 1 }], 'paypal', 'pp@example.hr')
  const created = await shop.create(session, { seen: await shop.seenOf(session) })
  expect(created.status).toBe(200)
  const button = created.body.data.html as PayPalOrderObject
  const [order] = await runtime.database.db.select().from(orders).where(eq(orders.slug, created.body.data.orderSlug))
  return { button, order: order! }
}
const approve = (paypalOrderId: string) =>
  shop.app.request(`/api/v1/ecommerce/order/paypalSuccess/${paypalOrderId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ details: { orderID: paypalOrderId, payerID: null } }) })

describe('PayPal through its REST API (a local fake of it)', () => {
  it('creates a PayPal order for ours, loads PayPal’s SDK, and a capture by the shop marks ours paid — once', async () => {
    const { button, order } = await payPalOrder()
    expect(button.orderId).toMatch(/^[A-Z0-9]{17}$/)
    expect(button.scriptUrl).toBe('https://www.paypal.com/sdk/js?client-id=izlog-test-client&currency=EUR&intent=capture')
    const answer = await approve(button.orderId)
    expect((await readJson<{ data: { url: string } }>(answer)).data.url).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`)
    expect((await readJson<{ data: { outcome: string } }>(await approve(button.orderId))).data.outcome).toBe('replayed')
    const [paid] = await runtime.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
    expect((await runtime.database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.orderId, order.id))).map((c) => c.outcome)).toEqual(['accepted', 'replayed'])
  })

  it('a declined capture cancels the order; a capture for another amount changes nothing; an unknown PayPal order is 404', async () => {
    paypal.options.declineNext = true
    const declined = await payPalOrder()
    const answer = await approve(declined.button.orderId)
    expect((await readJson<{ data: { url: string } }>(answer)).data.url).toBe('/checkout/failure?reason=declined')
    expect((await runtime.database.db.select().from(orders).where(eq(orders.id, declined.order.id)))[0]!.status).toBe('cancelled')

    const cheap = await payPalOrder()
    paypal.options.captureValue = '0.01'
    expect((await approve(cheap.button.orderId)).status).toBe(400)
    paypal.options.captureValue = null
    expect((await runtime.database.db.select().from(orders).where(eq(orders.id, cheap.order.id)))[0]!.status).toBe('pending_payment')

    expect((await approve('NEPOSTOJECI00000')).status).toBe(404)
  })
})

describe('PayPal refunds (Payments v2 capture refund)', () => {
  const refund = (orderId: number, amount: number, idempotencyKey: string) =>
    refundPayment(runtime.database.db, { siteId: runtime.site.id, config: runtime.config, orderId, amount, reason: 'povrat', idempotencyKey })

  async function paidPayPalOrder() {
    const { button, order } = await payPalOrder()
    await approve(button.orderId)
    const [paid] = await runtime.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(paid!.paymentReference).toMatchObject({ paypalOrderId: button.orderId, captureId: expect.stringMatching(/^CAP/) })
    return paid!
  }

  it('a refund asked twice at once with one key refunds once, through the capture PayPal made', async () => {
    const order = await paidPayPalOrder()
    const before = paypal.calls.refund
    const answers = await Promise.all([refund(order.id, order.orderTotal, `paypal-full-${order.id}`), refund(order.id, order.orderTotal, `paypal-full-${order.id}`)])
    expect(answers[0]!.id).toBe(answers[1]!.id)
    expect(paypal.calls.refund - before).toBe(1)
    expect(answers.find((answer) => !answer.replayed)).toMatchObject({ status: 'succeeded', provider: 'paypal', providerRefundId: expect.stringMatching(/^REF/) })
    expect(paypal.captures.get(order.paymentReference!.captureId!)!.refunded).toBe(order.orderTotal)
  })

  it('partial refunds refund the amounts asked; PayPal’s refusal is recorded as failed', async () => {
    const order = await paidPayPalOrder()
    const capture = paypal.captures.get(order.paymentReference!.captureId!)!
    expect(await refund(order.id, 1000, `paypal-part-a-${order.id}`)).toMatchObject({ status: 'succeeded', amount: 1000 })
    expect(capture.refunded).toBe(1000)
    capture.refunded = capture.amount
    expect(await refund(order.id, 500, `paypal-part-b-${order.id}`)).toMatchObject({ status: 'failed', error: 'REFUND_AMOUNT_EXCEEDED' })
  })
})
