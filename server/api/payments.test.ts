import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { carts, orders, outbox, paymentCallbacks, products } from '../db/schema'
import { checkoutShop } from '../orders/checkout-flow.test-helpers'
import { hpfSettings, payPalSettings } from '../payments/payment-settings'
import { sign } from '../payments/signature'
import { expireUnpaidOrders, UNPAID_ORDER_TTL_MS } from '../orders/expire-unpaid'
import { refundPayment } from '../payments/refund-payment'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

// E-mail and provider links name the port the server listens on for a local host (issue 25 point 12).
const origin = () => `http://localhost:${runtime.config.port}`
const db = () => runtime.database.db

/** A card order waiting for the provider, placed through order/create. */
async function cardOrder(payment: 'hpf' | 'paypal' = 'hpf', qty = 1) {
  const session = await shop.readyCart([{ productId: shop.fx.products.rug, qty }], payment, `karta-${Math.random()}@example.hr`)
  const created = await shop.create(session, { seen: await shop.seenOf(session) })
  expect(created.status).toBe(200)
  const [order] = await db().select().from(orders).where(eq(orders.slug, created.body.data.orderSlug))
  return { session, order: order!, html: created.body.data.html }
}

function result(order: { slug: string; orderTotal: number }, status: string, secret: string, overrides: Record<string, string> = {}) {
  const fields = { order_id: order.slug, amount: String(order.orderTotal), currency: 'EUR', status, transaction_id: `T${Math.random().toString(16).slice(2)}`, ...overrides }
  return { ...fields, signature: sign(fields, secret) }
}

const hpfSecret = () => hpfSettings(runtime.config, origin()).secret
const pgSuccess = (slug: string, details: Record<string, string>) => shop.app.request(`/api/v1/ecommerce/order/pgSuccess/${slug}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ details, internalRedirect: true }) })
const stock = async () => (await db().select().from(products).where(eq(products.id, shop.fx.products.rug)))[0]!.stockQuantity
const callbacks = async (orderId: number) => (await db().select().from(paymentCallbacks).where(eq(paymentCallbacks.orderId, orderId))).map((c) => c.outcome)
const mails = async (orderId: number) => (await db().select().from(outbox)).filter((m) => m.dedupeKey.startsWith(`order:${orderId}:created:`))

describe('hosted payment form (card)', () => {
  it('order/create answers a signed plain form to the provider, no script; the order waits and holds the stock; the cart stays', async () => {
    const before = await stock()
    const { order, html, session } = await cardOrder()
    if (typeof html !== 'string') throw new Error('a card order answers an HTML form')
    expect(html.startsWith(`<form method="post" action="${origin()}/_gateway/hpf"`)).toBe(true)
    expect(html).not.toContain('<script')
    expect(html).toContain(`name="amount" value="${order.orderTotal}"`)
    expect(order).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' })
    expect(await stock()).toBe(before - 1)
    expect(await mails(order.id)).toHaveLength(0)
    expect((await shop.call('POST', 'cart/getCart', session)).status).toBe(200)
  })

  it('an approval marks it paid, closes the cart and queues the e-mails once; a replay changes nothing and still sends the buyer to the success page', async () => {
    const { order, session } = await cardOrder()
    const details = result(order, 'approved', hpfSecret())
    const first = await pgSuccess(order.slug, details)
    expect(first.status).toBe(200)
    expect((await readJson<{ data: { url: string } }>(first)).data.url).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`)
    const replay = await pgSuccess(order.slug, details)
    expect((await readJson<{ data: { url: string; outcome: string } }>(replay)).data).toMatchObject({ outcome: 'replayed', url: `/naplata/uspjesna?orderSlug=${order.slug}` })
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
    expect(paid!.paidAt).not.toBeNull()
    expect((await db().select().from(carts).where(eq(carts.id, session.cartId)))[0]!.orderedAt).not.toBeNull()
    expect(await mails(order.id)).toHaveLength(2)
    expect(await callbacks(order.id)).toEqual(['accepted', 'replayed'])
  })

  it('10 duplicate callbacks at once: paid once, one e-mail pair', async () => {
    const { order } = await cardOrder()
    const details = result(order, 'approved', hpfSecret())
    const answers = await Promise.all(Array.from({ length: 10 }, () => pgSuccess(order.slug, details)))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    expect((await callbacks(order.id)).filter((o) => o === 'accepted')).toHaveLength(1)
    expect(await mails(order.id)).toHaveLength(2)
  })

  it('a decline or a cancel cancels the order, gives the stock back and leaves the cart to try again', async () => {
    for (const status of ['declined', 'cancelled'] as const) {
      const before = await stock()
      const { order, session } = await cardOrder()
      const answer = await shop.app.request(`/api/v1/ecommerce/order/pgReturn/${order.slug}?${new URLSearchParams(result(order, status, hpfSecret()))}`)
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe(`/checkout/failure?reason=${status}`)
      const [cancelled] = await db().select().from(orders).where(eq(orders.id, order.id))
      expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: status })
      expect(await stock()).toBe(before)
      // The same cart orders again: a new order, since the first was cancelled.
      const again = await shop.create(session, { seen: await shop.seenOf(session) })
      expect(again.status).toBe(200)
      expect(again.body.data.orderSlug).not.toBe(order.slug)
    }
  })

  it('forged, altered, wrong-amount and out-of-order results change nothing and are logged', async () => {
    const { order } = await cardOrder()
    const forged = result(order, 'approved', 'not-the-shop-secret-at-all')
    expect((await pgSuccess(order.slug, forged)).status).toBe(400)
    const altered = { ...result(order, 'approved', hpfSecret()), amount: '1' }
    expect((await pgSuccess(order.slug, altered)).status).toBe(400)
    const cheaper = result(order, 'approved', hpfSecret(), { amount: '1' })
    expect((await pgSuccess(order.slug, cheaper)).status).toBe(400)
    expect((await pgSuccess('nepostojecanarudzba', result(order, 'approved', hpfSecret()))).status).toBe(404)
    const [untouched] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(untouched!.status).toBe('pending_payment')
    expect(await callbacks(order.id)).toEqual(['bad_signature', 'bad_signature', 'amount_mismatch'])

    await pgSuccess(order.slug, result(order, 'approved', hpfSecret()))
    const late = await pgSuccess(order.slug, result(order, 'declined', hpfSecret()))
    expect((await readJson<{ data: { outcome: string } }>(late)).data.outcome).toBe('out_of_order')
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(paid!.status).toBe('paid')
  })
})

describe('local test gateway', () => {
  it('shows the hosted page for a correctly signed request only, and an approval comes back signed to the shop', async () => {
    const { order, html } = await cardOrder()
    const fields = Object.fromEntries([...(html as string).matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&#38;/g, '&')]))
    const form = (body: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }, body: new URLSearchParams(body).toString() })
    const page = await shop.app.request('/_gateway/hpf', form(fields))
    expect(page.status).toBe(200)
    const text = await page.text()
    expect(text).toContain(order.number)
    expect(text).toContain('Odobri')
    expect((await shop.app.request('/_gateway/hpf', form({ ...fields, amount: '1' }))).status).toBe(400)
    const decided = await shop.app.request('/_gateway/hpf/decide', form({ ...fields, decision: 'approved' }))
    expect(decided.status).toBe(303)
    const back = new URL(decided.headers.get('location')!)
    expect(back.pathname).toBe(`/api/v1/ecommerce/order/pgReturn/${order.slug}`)
    // The gateway's server callback came first; the buyer's return is then a replay.
    const returned = await shop.app.request(`${back.pathname}${back.search}`)
    expect(returned.headers.get('location')).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`)
    expect(await callbacks(order.id)).toEqual(['accepted', 'replayed'])
  })

  it('PayPal: the button object from order/create, a signed approval from the gateway, paypalSuccess confirms; a cancel cancels', async () => {
    const { order, html } = await cardOrder('paypal')
    expect(html).toMatchObject({ isSubscription: false, plan_id: null, quantity: 1, orderId: order.slug, total: order.orderTotal, scriptUrl: `${origin()}/_gateway/paypal/sdk.js` })
    const sdk = await shop.app.request('/_gateway/paypal/sdk.js')
    expect(await sdk.text()).toContain('window.paypal')
    const gateway = (decision: string) => shop.app.request(`/_gateway/paypal/${decision}`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ orderId: order.slug }) })
    const approval = await readJson<Record<string, string>>(await gateway('approve'))
    expect(approval.signature).toBe(sign(Object.fromEntries(Object.entries(approval).filter(([k]) => k !== 'signature')), payPalSettings(runtime.config, origin()).secret))
    const confirmed = await shop.app.request(`/api/v1/ecommerce/order/paypalSuccess/${order.slug}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ details: approval }) })
    expect((await readJson<{ data: { url: string } }>(confirmed)).data.url).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`)
    // A card signature is not a PayPal one.
    const other = await cardOrder('paypal')
    const wrongProvider = result(other.order, 'approved', hpfSecret())
    expect((await shop.app.request(`/api/v1/ecommerce/order/paypalSuccess/${other.order.slug}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ details: wrongProvider }) })).status).toBe(400)
    const cancel = await shop.app.request('/_gateway/paypal/cancel', { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ orderId: other.order.slug }) })
    expect(cancel.status).toBe(200)
    const [cancelled] = await db().select().from(orders).where(eq(orders.id, other.order.id))
    expect(cancelled!.status).toBe('cancelled')
  })
})

describe('unpaid orders', () => {
  it('a card order left unpaid past its time is cancelled with its stock back; a late approval changes nothing', async () => {
    const { order } = await cardOrder()
    const held = await stock()
    // Every order still waiting here holds one unit of the same product.
    const waiting = (await db().select().from(orders).where(eq(orders.status, 'pending_payment'))).length
    expect(await expireUnpaidOrders(db(), new Date(Date.now() + 60_000))).toBe(0)
    expect(await expireUnpaidOrders(db(), new Date(Date.now() + UNPAID_ORDER_TTL_MS + 60_000))).toBe(waiting)
    const [expired] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(expired).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' })
    expect(await stock()).toBe(held + waiting)
    const late = await pgSuccess(order.slug, result(order, 'approved', hpfSecret()))
    expect((await readJson<{ data: { outcome: string } }>(late)).data.outcome).toBe('out_of_order')
  })
})

describe('refunds on the local test gateway', () => {
  const refund = (orderId: number, amount: number, idempotencyKey: string) =>
    refundPayment(db(), { siteId: runtime.site.id, config: runtime.config, orderId, amount, reason: 'test', idempotencyKey })

  it('a paid card order refunds at once (no money moved); a key names one refund only', async () => {
    const { order } = await cardOrder()
    await pgSuccess(order.slug, result(order, 'approved', hpfSecret()))
    expect(await refund(order.id, 100, `gateway-a-${order.id}`)).toMatchObject({ status: 'succeeded', provider: 'test-gateway', amount: 100, replayed: false })
    expect(await refund(order.id, 100, `gateway-a-${order.id}`)).toMatchObject({ status: 'succeeded', replayed: true })
    await expect(refund(order.id, 200, `gateway-a-${order.id}`)).rejects.toMatchObject({ status: 409, code: 'REFUND_KEY_REUSED' })
    await expect(refund(order.id, order.orderTotal, `gateway-b-${order.id}`)).rejects.toMatchObject({ status: 400, code: 'REFUND_TOO_MUCH' })
  })

  it('an unpaid order, or one of another site, has nothing to refund', async () => {
    const { order } = await cardOrder()
    await expect(refund(order.id, 100, `gateway-c-${order.id}`)).rejects.toMatchObject({ status: 409, code: 'REFUND_NOT_PAID' })
    await expect(refundPayment(db(), { siteId: runtime.site.id + 1000, config: runtime.config, orderId: order.id, amount: 100, reason: '', idempotencyKey: `gateway-d-${order.id}` })).rejects.toMatchObject({ status: 404 })
    await expect(refund(order.id, -5, `gateway-e-${order.id}`)).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' })
  })
})
