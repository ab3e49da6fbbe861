import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkoutShop } from '../../orders/checkout-flow.test-helpers'
import { resetMemoryRateLimits } from '../../rate-limit/store'
import { readJson } from '../../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../../testing/test-database'
import { payOnHostedPage } from '../fake-processor.test-helpers'
import { deliverToShop, processorFlow } from '../processor-flow.test-helpers'
import { refundPayment } from '../refund-payment'
import { monriProcessor } from './monri-adapter'
import { startFakeMonri } from './monri-fake.test-helpers'
import { monriDigests, urlWithoutDigest } from './monri-signature'

const keys = { key: 'monri-test-merchant-key', authenticityToken: '7db11ea5d4a1af32421b564c79b946d1ead3daf0' }
let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>> | undefined
let monri: Awaited<ReturnType<typeof startFakeMonri>>
let flow: ReturnType<typeof processorFlow>
const notifications = deliverToShop(() => shop)

beforeAll(async () => {
  monri = await startFakeMonri({ ...keys, deliver: notifications.deliver })
  runtime = await createTestRuntime({ payments: { hpf: null, paypal: null, processor: { id: 'monri', ...keys, baseUrl: monri.baseUrl, transactionType: 'purchase' } } })
  shop = await checkoutShop(runtime)
  flow = processorFlow(runtime, shop)
})
afterAll(async () => {
  await runtime.dispose()
  await monri.close()
})
beforeEach(() => {
  resetMemoryRateLimits()
  monri.options.chargeCents = null
})

/** A callback as Monri sends it: the JSON body, its SHA-512 with the key in the Authorization header. */
function callback(fields: Record<string, unknown>, key = keys.key) {
  const body = JSON.stringify(fields)
  return shop!.app.request('/api/v1/ecommerce/order/processor/monri/notify', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `WP3-callback ${monriDigests.callback(key, body)}` }, body })
}
const approval = (order: { slug: string; orderTotal: number }, extra: Record<string, unknown> = {}) => ({
  id: 4242,
  order_number: order.slug,
  amount: order.orderTotal,
  currency: 'EUR',
  status: 'approved',
  response_code: '0000',
  approval_code: '112233',
  transaction_type: 'purchase',
  ...extra,
})

async function paidOrder() {
  const { order, form } = await flow.cardOrder()
  const paid = await payOnHostedPage(form.action, form.fields, 'approved')
  expect((await flow.buyerBack(paid.back!)).headers.get('location')).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`)
  return flow.orderRow(order.slug)
}

describe('Monri digests', () => {
  it('match the form digest example of Monri’s documentation (key 2345klj, order abcdef, 54321, EUR)', () => {
    expect(monriDigests.form('2345klj', 'abcdef', 54321, 'EUR')).toMatch(/^f71b8c1560bd7511ba2f0307b3823c06dd39042cd77480543e3d7bf9f3eefa6debed252979ba8edc7a82d9f111[0-9a-f]{38}$/)
  })

  it('sign the success URL without its digest parameter', () => {
    expect(urlWithoutDigest('https://shop.hr/r?order_number=a&amount=1&digest=ff')).toBe('https://shop.hr/r?order_number=a&amount=1')
    expect(urlWithoutDigest('https://shop.hr/r?digest=ff&a=1')).toBe('https://shop.hr/r?a=1')
  })
})

describe('a card order through Monri WebPay (a local fake of its form, callback and API)', () => {
  it('the form takes the signed order; the callback and the signed redirect make it paid once', async () => {
    const { order, form } = await flow.cardOrder()
    expect(form.action).toBe(`${monri.baseUrl}/v2/form`)
    expect(form.fields).toMatchObject({ order_number: order.slug, amount: String(order.orderTotal), currency: 'EUR', transaction_type: 'purchase', authenticity_token: keys.authenticityToken })
    expect(form.fields.callback_url_override).toMatch(/\/api\/v1\/ecommerce\/order\/processor\/monri\/notify$/)
    const paid = await payOnHostedPage(form.action, form.fields, 'approved')
    expect((await flow.buyerBack(paid.back!)).headers.get('location')).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`)
    expect(await flow.orderRow(order.slug)).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentProvider: 'monri', paymentReference: { orderNumber: order.slug, approvalCode: monri.transactions.get(order.slug)!.approvalCode } })
    // Monri's callback came first; the redirect is a replay.
    expect(await flow.callbacks(order.id)).toEqual(['accepted', 'replayed'])
  })

  it('Monri refuses a form whose amount was changed after signing', async () => {
    const { form } = await flow.cardOrder()
    expect((await payOnHostedPage(form.action, { ...form.fields, amount: '100' }, 'approved')).status).toBe(400)
  })

  it('forged, replayed and wrong-amount callbacks and redirects change nothing', async () => {
    const { order, form } = await flow.cardOrder()
    expect((await callback(approval(order), 'not-the-key')).status).toBe(400)
    monri.options.chargeCents = 1
    const cheap = await payOnHostedPage(form.action, form.fields, 'approved')
    const back = cheap.back as { url: string }
    // The redirect altered to name the order's real amount no longer matches Monri's digest.
    const altered = { method: 'GET' as const, url: back.url.replace('amount=1&', `amount=${order.orderTotal}&`) }
    expect((await flow.buyerBack(altered)).headers.get('location')).toBe('/checkout/failure?reason=error')
    expect((await flow.buyerBack(cheap.back!)).headers.get('location')).toBe('/checkout/failure?reason=error')
    expect(await flow.orderRow(order.slug)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' })
    expect(await flow.callbacks(order.id)).toEqual(['bad_signature', 'amount_mismatch', 'bad_signature', 'amount_mismatch'])

    monri.options.chargeCents = null
    const paid = await paidOrder()
    const replay = await callback(approval(paid, { id: monri.transactions.get(paid.slug)!.id }))
    expect((await readJson<{ data: { outcome: string } }>(replay)).data.outcome).toBe('replayed')
  })

  it('a declined card and a cancel, confirmed by orders/show, cancel the order', async () => {
    for (const decision of ['declined', 'cancelled'] as const) {
      const { order, form } = await flow.cardOrder()
      const answer = await payOnHostedPage(form.action, form.fields, decision)
      expect((await flow.buyerBack(answer.back!)).headers.get('location')).toBe(`/checkout/failure?reason=${decision}`)
      expect(await flow.orderRow(order.slug)).toMatchObject({ status: 'cancelled', paymentStatus: decision })
    }
  })
})

describe('refunds through Monri', () => {
  const refund = (orderId: number, amount: number, idempotencyKey: string) =>
    refundPayment(runtime.database.db, { siteId: runtime.site.id, config: runtime.config, orderId, amount, reason: 'raskid ugovora', idempotencyKey })

  it('a refund asked twice at once with one key refunds once; Monri’s refund callback decides nothing', async () => {
    const order = await paidOrder()
    const before = monri.calls.refund
    const answers = await Promise.all([refund(order.id, order.orderTotal, `monri-full-${order.id}`), refund(order.id, order.orderTotal, `monri-full-${order.id}`)])
    expect(answers[0]!.id).toBe(answers[1]!.id)
    expect(monri.calls.refund - before).toBe(1)
    expect(answers.find((answer) => !answer.replayed)).toMatchObject({ status: 'succeeded', providerRefundId: expect.stringMatching(/^\d+$/) })
    expect(monri.transactions.get(order.slug)!.refunded).toBe(order.orderTotal)
    expect((await flow.callbacks(order.id)).at(-1)).toBe('ignored')
  })

  it('partial refunds refund the amounts asked; one Monri declines is recorded as failed', async () => {
    const order = await paidOrder()
    expect(await refund(order.id, 250, `monri-part-a-${order.id}`)).toMatchObject({ status: 'succeeded', amount: 250 })
    expect(await refund(order.id, 750, `monri-part-b-${order.id}`)).toMatchObject({ status: 'succeeded', amount: 750 })
    expect(monri.transactions.get(order.slug)!.refunded).toBe(1000)
    // Monri was refunded outside the shop meanwhile: it declines more than is left.
    monri.transactions.get(order.slug)!.refunded = order.orderTotal
    expect(await refund(order.id, 100, `monri-part-c-${order.id}`)).toMatchObject({ status: 'failed', error: 'Invalid amount' })
  })
})

describe('Monri capture and void (for orders taken with MONRI_TRANSACTION_TYPE=authorize)', () => {
  const processor = () => monriProcessor({ id: 'monri', ...keys, baseUrl: monri.baseUrl, transactionType: 'authorize' })
  const held = (orderNumber: string, amount: number) => {
    monri.transactions.set(orderNumber, { id: 1, orderNumber, currency: 'EUR', amount, refunded: 0, status: 'approved', transactionType: 'authorize', responseCode: '0000', approvalCode: '654321', callbackUrl: 'http://shop.invalid/none' })
    return { orderSlug: orderNumber, currency: 'EUR', orderTotal: amount, reference: { orderNumber } }
  }

  it('captures a held payment once; a captured one cannot be voided; the status API names it', async () => {
    notifications.state.paused = true
    try {
      const payment = held('held-capture-1', 2500)
      expect(await processor().capture(payment, 2500)).toEqual({ ok: true, providerRefundId: null })
      expect(monri.transactions.get('held-capture-1')!.transactionType).toBe('purchase')
      expect(await processor().void(payment)).toMatchObject({ ok: false, unknown: false })
      expect(await processor().status({ slug: 'held-capture-1', currency: 'EUR', reference: {} })).toMatchObject({ kind: 'found', payment: { status: 'approved', amount: 2500 } })
      expect(await processor().status({ slug: 'nepoznata-narudzba', currency: 'EUR', reference: {} })).toEqual({ kind: 'not_found' })
    } finally {
      notifications.state.paused = false
    }
  })

  it('voids a held payment; a wrong key is refused by Monri', async () => {
    notifications.state.paused = true
    try {
      const payment = held('held-void-1', 1200)
      expect(await monriProcessor({ id: 'monri', ...keys, key: 'not-the-key', baseUrl: monri.baseUrl, transactionType: 'authorize' }).void(payment)).toMatchObject({ ok: false, reason: 'Invalid digest', unknown: false })
      expect(await processor().void(payment)).toEqual({ ok: true, providerRefundId: null })
    } finally {
      notifications.state.paused = false
    }
  })
})
