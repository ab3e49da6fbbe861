import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DashboardView } from '../../common/sales/dashboard'
import { orders, outbox, paymentCallbacks, paymentMethods } from '../db/schema'
import { checkoutShop, type Envelope } from '../orders/checkout-flow.test-helpers'
import { hpfSettings, payPalSettings } from '../payments/payment-settings'
import { refundPayment } from '../payments/refund-payment'
import { sign } from '../payments/signature'
import { warnAboutProductionTestGateway } from '../payments/test-gateway/test-gateway-status'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

/**
 * Issue 25 point 1: a result is taken only from the provider the order was placed with, and the
 * local test gateway answers only for a method it plays that is switched on.
 */
type Shop = Awaited<ReturnType<typeof checkoutShop>>

async function openShop(runtime: TestRuntime) {
  const shop = await checkoutShop(runtime)
  const owner = await makeUser(runtime, { isBackofficeUser: true, scopes: ['admin', 'orders', 'settings'] })
  const auth = bearer((await apiLogin(shop.app, owner.email, owner.password)).accessToken)
  /** The admin's switch at /admin/payment-methods, through its API. */
  const switchMethod = async (code: string, isActive: boolean) => {
    const response = await shop.app.request(`/api/v1/backoffice/payment-methods/${shop.method[code]}/active`, jsonRequest('POST', { isActive }, auth))
    expect(response.status).toBe(200)
  }
  return { shop, auth, switchMethod }
}

async function placeOrder(runtime: TestRuntime, shop: Shop, payment: 'hpf' | 'paypal') {
  const session = await shop.readyCart([{ productId: shop.fx.products.rug, qty: 1 }], payment, `napad-${Math.random()}@example.hr`)
  const created = await shop.create(session, { seen: await shop.seenOf(session) })
  expect(created.status).toBe(200)
  const [order] = await runtime.database.db.select().from(orders).where(eq(orders.slug, created.body.data.orderSlug))
  return order!
}

const approval = (order: { slug: string; orderTotal: number; currency: string }, secret: string) => {
  const fields = { order_id: order.slug, amount: String(order.orderTotal), currency: order.currency, status: 'approved', transaction_id: `T${Math.random().toString(16).slice(2)}` }
  return { ...fields, signature: sign(fields, secret) }
}
const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify(body) })

async function untouched(runtime: TestRuntime, orderId: number) {
  const db = runtime.database.db
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  expect(order).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' })
  expect((await db.select().from(outbox)).filter((m) => m.dedupeKey.startsWith(`order:${orderId}:`))).toEqual([])
  return (await db.select().from(paymentCallbacks).where(eq(paymentCallbacks.orderId, orderId))).map((row) => row.outcome)
}

beforeEach(() => resetMemoryRateLimits())

describe('the probe: a real card provider, PayPal switched off, a card order', () => {
  let runtime: TestRuntime
  let shop: Shop
  beforeAll(async () => {
    runtime = await createTestRuntime({ payments: { hpf: { url: 'https://placanje.example.hr/form', shopId: 'trgovina-1', secret: 'hpf-shared-secret-0123456789' }, processor: null, paypal: null } })
    const opened = await openShop(runtime)
    shop = opened.shop
    await opened.switchMethod('paypal', false)
  })
  afterAll(() => runtime.dispose())

  it('the test gateway does not approve it, and a PayPal-signed approval does not pay it', async () => {
    const order = await placeOrder(runtime, shop, 'hpf')
    expect(order.paymentType).toBe('hpf')
    // The gateway's PayPal routes are gone while PayPal is off.
    expect((await shop.app.request('/_gateway/paypal/approve', json({ orderId: order.slug }))).status).toBe(404)
    expect((await shop.app.request('/_gateway/paypal/sdk.js')).status).toBe(404)
    // An approval signed as the PayPal test gateway signs them (what the route used to answer) is another provider's.
    const forged = approval(order, payPalSettings(runtime.config, 'http://localhost').secret)
    const answer = await shop.app.request(`/api/v1/ecommerce/order/paypalSuccess/${order.slug}`, json({ details: forged }))
    expect(answer.status).toBe(400)
    expect((await readJson<Envelope<null>>(answer)).code).toBe('PAYMENT_RESULT_REFUSED')
    expect(await untouched(runtime, order.id)).toEqual(['wrong_provider'])
  })

  it('a card order paid through the generic hosted form has no refund API: the desk is told to refund by hand', async () => {
    const order = await placeOrder(runtime, shop, 'hpf')
    const paid = await shop.app.request(`/api/v1/ecommerce/order/pgSuccess/${order.slug}`, json({ details: approval(order, hpfSettings(runtime.config, 'http://localhost').secret), internalRedirect: true }))
    expect(paid.status).toBe(200)
    const refund = refundPayment(runtime.database.db, { siteId: runtime.site.id, config: runtime.config, orderId: order.id, amount: 100, reason: '', idempotencyKey: `generic-${order.id}-refund` })
    await expect(refund).rejects.toMatchObject({ status: 400, code: 'REFUND_NOT_SUPPORTED' })
  })
})

describe('every result path takes only its own provider (test gateway for both)', () => {
  let runtime: TestRuntime
  let shop: Shop
  let switchMethod: (code: string, isActive: boolean) => Promise<void>
  let auth: Record<string, string>
  beforeAll(async () => {
    runtime = await createTestRuntime()
    ;({ shop, switchMethod, auth } = await openShop(runtime))
  })
  afterAll(() => runtime.dispose())
  const hpfSecret = () => hpfSettings(runtime.config, 'http://localhost').secret

  it('card return, card notification and card success refuse a card-signed approval of a PayPal order', async () => {
    const order = await placeOrder(runtime, shop, 'paypal')
    const back = await shop.app.request(`/api/v1/ecommerce/order/pgReturn/${order.slug}?${new URLSearchParams(approval(order, hpfSecret()))}`)
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('/checkout/failure?reason=error')
    const notified = await shop.app.request(`/api/v1/ecommerce/order/pgNotify/${order.slug}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(approval(order, hpfSecret())).toString(),
    })
    expect(notified.status).toBe(400)
    const success = await shop.app.request(`/api/v1/ecommerce/order/pgSuccess/${order.slug}`, json({ details: approval(order, hpfSecret()), internalRedirect: true }))
    expect(success.status).toBe(400)
    expect(await untouched(runtime, order.id)).toEqual(['wrong_provider', 'wrong_provider', 'wrong_provider'])
  })

  it('PayPal success refuses a PayPal-signed approval of a card order; the gateway will not sign one', async () => {
    const order = await placeOrder(runtime, shop, 'hpf')
    expect((await shop.app.request('/_gateway/paypal/approve', json({ orderId: order.slug }))).status).toBe(404)
    expect((await shop.app.request('/_gateway/paypal/cancel', json({ orderId: order.slug }))).status).toBe(404)
    const forged = approval(order, payPalSettings(runtime.config, 'http://localhost').secret)
    expect((await shop.app.request(`/api/v1/ecommerce/order/paypalSuccess/${order.slug}`, json({ details: forged }))).status).toBe(400)
    expect(await untouched(runtime, order.id)).toEqual(['wrong_provider'])
  })

  it('a gateway route exists only while its method is on; the other provider is unaffected', async () => {
    const pending = await placeOrder(runtime, shop, 'paypal')
    expect((await shop.app.request('/_gateway/paypal/sdk.js')).status).toBe(200)
    await switchMethod('paypal', false)
    try {
      expect((await shop.app.request('/_gateway/paypal/sdk.js')).status).toBe(404)
      expect((await shop.app.request('/_gateway/paypal/approve', json({ orderId: pending.slug }))).status).toBe(404)
      // The card gateway still answers (a request without the shop's signature is its 400, not a 404).
      expect((await shop.app.request('/_gateway/hpf', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }, body: 'order_id=x' })).status).toBe(400)
    } finally {
      await switchMethod('paypal', true)
    }
    expect((await shop.app.request('/_gateway/paypal/approve', json({ orderId: pending.slug }))).status).toBe(200)
  })

  it('in production the dashboard names the methods on the test gateway until they are off, and the start log warns', async () => {
    const production = { ...runtime.config, isProduction: true }
    const dashboard = async () => (await readJson<Envelope<DashboardView>>(await shop.app.request('/api/v1/backoffice/dashboard', { headers: auth }))).data.testGateway
    // Outside production (this runtime) nothing is said: the test gateway is what development uses.
    expect(await dashboard()).toEqual([])
    runtime.config.isProduction = true
    try {
      expect(await dashboard()).toEqual(['hpf', 'paypal'])
      const lines: string[] = []
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk))
        return true
      })
      try {
        await warnAboutProductionTestGateway(runtime.database.db, production)
      } finally {
        stderr.mockRestore()
      }
      expect(lines.join('')).toMatch(/WARNING: the LOCAL TEST PAYMENT GATEWAY is taking payments \(hpf, paypal\)/)

      await switchMethod('hpf', false)
      expect(await dashboard()).toEqual(['paypal'])
      await switchMethod('paypal', false)
      expect(await dashboard()).toEqual([])
    } finally {
      runtime.config.isProduction = false
      await runtime.database.db.update(paymentMethods).set({ isActive: true })
    }
  })
})

