import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { orders, paymentRefunds } from '../../db/schema'
import { checkoutShop } from '../../orders/checkout-flow.test-helpers'
import { expireUnpaidOrders, UNPAID_ORDER_TTL_MS } from '../../orders/expire-unpaid'
import { resetMemoryRateLimits } from '../../rate-limit/store'
import { readJson } from '../../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../../testing/test-database'
import { payOnHostedPage } from '../fake-processor.test-helpers'
import { deliverToShop, processorFlow, SHOP_URL } from '../processor-flow.test-helpers'
import { reconcileUnpaidOrder } from '../processor-result'
import { refundPayment } from '../refund-payment'
import { wsPayProcessor } from './wspay-adapter'
import { startFakeWsPay } from './wspay-fake.test-helpers'
import { wsPaySignatures } from './wspay-signature'

const keys = { shopId: 'IZLOGTEST', secretKey: 'wspay-test-secret-key' }
let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>> | undefined
let wspay: Awaited<ReturnType<typeof startFakeWsPay>>
let flow: ReturnType<typeof processorFlow>
const notifications = deliverToShop(() => shop)

beforeAll(async () => {
  wspay = await startFakeWsPay({ ...keys, callbackUrl: `${SHOP_URL}/api/v1/ecommerce/order/processor/wspay/notify`, deliver: notifications.deliver })
  runtime = await createTestRuntime({ payments: { hpf: null, paypal: null, processor: { id: 'wspay', ...keys, formUrl: wspay.formUrl, apiUrl: wspay.apiUrl } } })
  shop = await checkoutShop(runtime)
  flow = processorFlow(runtime, shop)
})
afterAll(async () => {
  await runtime.dispose()
  await wspay.close()
})
beforeEach(() => {
  resetMemoryRateLimits()
  wspay.options.chargeCents = null
  notifications.state.paused = false
})

const notify = (body: Record<string, string>) =>
  shop!.app.request('/api/v1/ecommerce/order/processor/wspay/notify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

async function paidOrder() {
  const { order, form } = await flow.cardOrder()
  const paid = await payOnHostedPage(form.action, form.fields, 'approved')
  expect((await flow.buyerBack(paid.back!)).status).toBe(303)
  return flow.orderRow(order.slug)
}

describe('WSPay signatures', () => {
  it('match the worked examples of the public WSPay .NET client (shop regularShopId, key regularShopSecret, cart testCartId, 15,25)', () => {
    const [shopId, key] = ['regularShopId', 'regularShopSecret']
    expect(wsPaySignatures.request(shopId, key, 'testCartId', 1525)).toBe(
      '05b44b25ce8883c16e40cff78163ddfd40a5b86baf6f042a848cddebbe9a8db2fc03079f7cfa31c13d469f262ad93540445f9433a8df51dff689c59ec1596234',
    )
    expect(wsPaySignatures.change(shopId, key, 'testCartId', 'stan', 'approvalCode', 1525)).toBe(
      '960cc4ad9c2f8dd73be60fe5a9095f322ae13f44af5a94023cf4c17eaf31ad87d70f0f8347cb50005a8cb8881a93529ef05ac6ae00937e5db77e54c58fde6c76',
    )
    expect(wsPaySignatures.statusCheck(shopId, key, 'testCartId')).toBe(
      '9ea4962173b9cbbddceb7e54311a92127df62c6c5e04be3e10014bf8dd3bf954588f701fa7fffcc432cc81c402be799c88f68ddcca0baebbd466e07df7aacb4d',
    )
  })
})

describe('a card order through WSPay (a local fake of its form, report and API)', () => {
  it('order/create posts a signed form to WSPay; the report and the return make it paid once', async () => {
    const { order, form } = await flow.cardOrder()
    expect(form.action).toBe(wspay.formUrl)
    expect(form.fields).toMatchObject({ ShopID: keys.shopId, ShoppingCartID: order.slug, Version: '2.0', ReturnMethod: 'GET' })
    expect(form.fields.TotalAmount).toBe(`${Math.floor(order.orderTotal / 100)},${String(order.orderTotal % 100).padStart(2, '0')}`)
    expect(order.paymentProvider).toBe('wspay')

    const paid = await payOnHostedPage(form.action, form.fields, 'approved')
    const back = await flow.buyerBack(paid.back!)
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`)
    const row = await flow.orderRow(order.slug)
    expect(row).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentProvider: 'wspay' })
    const transaction = wspay.transactions.get(order.slug)!
    expect(row.paymentReference).toEqual({ wsPayOrderId: transaction.wsPayOrderId, stan: transaction.stan, approvalCode: transaction.approvalCode })
    // WSPay's report came first; the buyer's return and a replayed report change nothing.
    const replay = await notify(wspay.reportFor(order.slug))
    expect((await readJson<{ data: { outcome: string } }>(replay)).data.outcome).toBe('replayed')
    expect(await flow.callbacks(order.id)).toEqual(['accepted', 'replayed', 'replayed'])
  })

  it('WSPay refuses a form whose amount was changed after signing', async () => {
    const { form } = await flow.cardOrder()
    const page = await payOnHostedPage(form.action, { ...form.fields, TotalAmount: '0,01' }, 'approved')
    expect(page.status).toBe(400)
  })

  it('forged and wrong-amount reports and returns change nothing', async () => {
    const { order, form } = await flow.cardOrder()
    // WSPay's genuine report of another paid order, relabelled with this order's cart id (outside the signature).
    const relabelled: Record<string, string> = { ...wspay.reportFor((await paidOrder()).slug), ShoppingCartID: order.slug }
    expect((await notify(relabelled)).status).toBe(400)
    const forged = await notify({ ...relabelled, Signature: wsPaySignatures.report(keys.shopId, 'not-the-key', relabelled.ActionSuccess!, relabelled.ApprovalCode!, relabelled.WsPayOrderId!) })
    expect(forged.status).toBe(400)
    // WSPay charged another amount than the signed form asked: its report and the buyer's return both say so.
    wspay.options.chargeCents = 1
    const cheap = await payOnHostedPage(form.action, form.fields, 'approved')
    const back = await flow.buyerBack(cheap.back!)
    expect(back.headers.get('location')).toBe('/checkout/failure?reason=error')
    expect(await flow.orderRow(order.slug)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' })
    expect(await flow.callbacks(order.id)).toEqual(['bad_signature', 'bad_signature', 'amount_mismatch', 'amount_mismatch'])
  })

  it('an order sent to another processor is not paid by a WSPay result (ADR 050, 059)', async () => {
    const { order, form } = await flow.cardOrder()
    // As if the order had been placed while the shop took cards through CorvusPay.
    await runtime.database.db.update(orders).set({ paymentProvider: 'corvuspay' }).where(eq(orders.id, order.id))
    const paid = await payOnHostedPage(form.action, form.fields, 'approved')
    expect((await flow.buyerBack(paid.back!)).headers.get('location')).toBe('/checkout/failure?reason=error')
    expect(await flow.orderRow(order.slug)).toMatchObject({ status: 'pending_payment' })
    expect(await flow.callbacks(order.id)).toEqual(['wrong_provider', 'wrong_provider'])
  })

  it('a declined card and a cancel cancel the order', async () => {
    for (const decision of ['declined', 'cancelled'] as const) {
      const { order, form } = await flow.cardOrder()
      const answer = await payOnHostedPage(form.action, form.fields, decision)
      const back = await flow.buyerBack(answer.back!)
      expect(back.headers.get('location')).toBe(`/checkout/failure?reason=${decision}`)
      expect(await flow.orderRow(order.slug)).toMatchObject({ status: 'cancelled', paymentStatus: decision })
    }
  })

  it('a paid order whose report and return never arrived is found by the unpaid sweep through statusCheck', async () => {
    const { order, form } = await flow.cardOrder()
    notifications.state.paused = true
    await payOnHostedPage(form.action, form.fields, 'approved')
    const later = new Date(Date.now() + UNPAID_ORDER_TTL_MS + 60_000)
    const calls = wspay.calls.statusCheck
    await expireUnpaidOrders(runtime.database.db, later, (stale) => reconcileUnpaidOrder(runtime.database.db, runtime.config, stale))
    expect(wspay.calls.statusCheck).toBeGreaterThan(calls)
    expect(await flow.orderRow(order.slug)).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
  })
})

describe('refunds through WSPay', () => {
  const refund = (orderId: number, amount: number, idempotencyKey: string) =>
    refundPayment(runtime.database.db, { siteId: runtime.site.id, config: runtime.config, orderId, amount, reason: 'povrat robe', idempotencyKey })

  it('a refund asked twice at once with one key refunds once', async () => {
    const order = await paidOrder()
    const calls = wspay.calls.refund
    const [first, second] = await Promise.all([refund(order.id, order.orderTotal, `refund-twice-${order.id}`), refund(order.id, order.orderTotal, `refund-twice-${order.id}`)])
    expect(first.id).toBe(second.id)
    expect([first.replayed, second.replayed].sort()).toEqual([false, true])
    expect(wspay.calls.refund - calls).toBe(1)
    expect(wspay.transactions.get(order.slug)!.refunded).toBe(order.orderTotal)
    const rows = await runtime.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'succeeded', amount: order.orderTotal, provider: 'wspay' })
    // WSPay's report of the refund is authentic but decides no payment.
    expect((await flow.callbacks(order.id)).at(-1)).toBe('ignored')
  })

  it('partial refunds refund the amounts asked, and no more than was paid', async () => {
    const order = await paidOrder()
    expect(await refund(order.id, 500, `refund-part-a-${order.id}`)).toMatchObject({ status: 'succeeded', amount: 500 })
    expect(await refund(order.id, 300, `refund-part-b-${order.id}`)).toMatchObject({ status: 'succeeded', amount: 300 })
    expect(wspay.transactions.get(order.slug)!.refunded).toBe(800)
    await expect(refund(order.id, order.orderTotal, `refund-part-c-${order.id}`)).rejects.toMatchObject({ code: 'REFUND_TOO_MUCH', status: 400 })
    wspay.options.refuseNextRefund = true
    expect(await refund(order.id, 100, `refund-part-d-${order.id}`)).toMatchObject({ status: 'failed', error: 'Iznos povrata nije dozvoljen' })
    expect(wspay.transactions.get(order.slug)!.refunded).toBe(800)
    const [stored] = await runtime.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(stored!.status).toBe('paid')
  })
})

describe('WSPay completion and void', () => {
  const processor = () => wsPayProcessor({ id: 'wspay', ...keys, formUrl: wspay.formUrl, apiUrl: wspay.apiUrl })
  const held = (cartId: string, amount: number) => {
    wspay.transactions.set(cartId, { cartId, wsPayOrderId: `ws-${cartId}`, stan: '123456', approvalCode: '654321', amount, refunded: 0, voided: false })
    return { orderSlug: cartId, currency: 'EUR', orderTotal: amount, reference: { wsPayOrderId: `ws-${cartId}`, stan: '123456', approvalCode: '654321' } }
  }

  it('completes and voids with the signed API v2 calls; a wrong STAN is refused', async () => {
    const payment = held('held-ws-1', 4200)
    expect(await processor().capture(payment, 4200)).toMatchObject({ ok: true })
    expect(await processor().void({ ...payment, reference: { ...payment.reference, stan: '000000' } })).toMatchObject({ ok: false, reason: 'Transakcija nije pronađena', unknown: false })
    expect(await processor().void(payment)).toMatchObject({ ok: true })
    expect(wspay.transactions.get('held-ws-1')!.voided).toBe(true)
  })
})
