import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DeskRefund, RefundOptions, RefundPreview } from '../../common/refunds/refund-views'
import { createProduct } from '../catalog'
import { couponRedemptions, coupons, invoiceLines, invoices, orderCases, orderLines, orderRefunds, orders, outbox, paymentRefunds, products, siteOptions } from '../db/schema'
import { insertTestOrder, setInvoicing, testInvoiceSettings } from '../invoices/invoice-fixtures.test-helpers'
import { TEST_PAYEE } from '../orders/checkout-flow.test-helpers'
import { changeOrderStatus } from '../orders/order-transitions'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser, sameOrigin } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
const auth: Record<'shopper' | 'clerk', Record<string, string>> = { shopper: {}, clerk: {} }

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  for (const [who, scopes] of [
    ['shopper', null],
    ['clerk', ['orders']],
  ] as const) {
    const user = await makeUser(runtime, scopes ? { isBackofficeUser: true, scopes: [...scopes] } : {})
    auth[who] = bearer((await apiLogin(app, user.email, user.password)).accessToken)
  }
  // Invoicing without fiscalisation: the storno is issued, no CIS is asked.
  await setInvoicing(runtime.database.db, runtime.site.id, testInvoiceSettings({ premises: 'REFUND', isFiscalised: false }))
  // The shop's own account pays the payouts (the pain.001 debtor).
  await runtime.database.db.insert(siteOptions).values({ siteId: runtime.site.id, key: 'BankTransfer', value: TEST_PAYEE })
}, 120_000)
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

const db = () => runtime.database.db
type Envelope<T> = { data: T; message?: string; code?: string; fields?: Record<string, string> }
const call = async <T>(method: string, path: string, body?: unknown, who: keyof typeof auth = 'clerk') => {
  const response = await app.request(`/api/v1/backoffice${path}`, body === undefined ? { method, headers: { ...sameOrigin, ...auth[who] } } : jsonRequest(method, body, { ...sameOrigin, ...auth[who] }))
  return { status: response.status, response, body: response.headers.get('content-type')?.includes('json') ? await readJson<Envelope<T>>(response) : null }
}
let keys = 0
const key = () => `test-refund-${Date.now()}-${++keys}`

/** A paid card order through the test gateway, invoiced at "paid": lamp 2 × 40 €, chair 1 × 90 €, coupon 17 €, delivery 5 €. */
async function paidCardOrder(input: { coupon?: boolean } = {}) {
  const lamp = await createProduct(db(), { siteId: runtime.site.id, sku: `LAMP-${Date.now()}-${keys}`, translations: [{ locale: 'hr', name: 'Lampa', slug: `lampa-${Date.now()}-${++keys}` }], price: 4_000, stockQuantity: 10 })
  const order = await insertTestOrder(db(), {
    siteId: runtime.site.id,
    paymentType: 'hpf',
    status: 'pending_payment',
    lines: [
      { name: 'Stolna lampa Luna', qty: 2, unitPrice: 4_000 },
      { name: 'Stolica Rab', qty: 1, unitPrice: 9_000 },
    ],
    couponDiscount: input.coupon === false ? 0 : 1_700,
    deliveryPrice: 500,
  })
  const [first] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position))
  await db().update(orderLines).set({ productId: lamp }).where(eq(orderLines.id, first!.id))
  await db().update(orders).set({ paymentProvider: 'test-gateway', paymentReference: { transactionId: 'TG1' } }).where(eq(orders.id, order.id))
  await db().transaction((tx) => changeOrderStatus(tx, { orderId: order.id, to: 'paid', actor: { userId: null, email: null }, notifyBuyer: false }))
  const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position))
  return { order, lamp, lampLine: lines[0]!, chairLine: lines[1]! }
}
const stockOf = async (productId: number) => (await db().select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId)))[0]?.stock

describe('refunds from the order desk (issue 22 point 3)', () => {
  it('needs the `orders` scope', async () => {
    const { order } = await paidCardOrder()
    expect((await call('GET', `/orders/${order.id}/refunds`, undefined, 'shopper')).status).toBe(403)
    expect((await call('POST', `/orders/${order.id}/refunds`, { idempotencyKey: key(), lines: [] }, 'shopper')).status).toBe(403)
  })

  it('a double-clicked refund (parallel requests with one key) refunds once: one refund, one provider call, one storno, stock back once', async () => {
    const { order, lamp, lampLine } = await paidCardOrder()
    const body = { idempotencyKey: key(), lines: [{ orderLineId: lampLine.id, qty: 1 }] }
    const answers = await Promise.all([call<DeskRefund & { replayed: boolean }>('POST', `/orders/${order.id}/refunds`, body), call<DeskRefund & { replayed: boolean }>('POST', `/orders/${order.id}/refunds`, body)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    expect(answers.map((answer) => answer.body?.data.replayed).sort()).toEqual([false, true])
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(1)
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))).toHaveLength(1)
    const stornos = await db().select().from(invoices).where(eq(invoices.orderId, order.id))
    expect(stornos.filter((invoice) => invoice.kind === 'storno')).toHaveLength(1)
    expect(await stockOf(lamp)).toBe(11)
    // A third click, later, still answers the first refund.
    const again = await call<DeskRefund & { replayed: boolean }>('POST', `/orders/${order.id}/refunds`, body)
    expect(again.status).toBe(200)
    expect(again.body?.data).toMatchObject({ replayed: true, status: 'succeeded' })
  })

  it('a partial refund refunds the right amount, with the coupon’s share taken off, through the provider; the storno cancels exactly that line', async () => {
    const { order, lampLine } = await paidCardOrder()
    // Coupon 17 € over 80 € + 90 €: the lamps carry 8 €, so one lamp refunds (80 − 8) / 2 = 36 €.
    const preview = await call<RefundPreview>('POST', `/orders/${order.id}/refunds/preview`, { lines: [{ orderLineId: lampLine.id, qty: 1 }] })
    expect(preview.body?.data.amount).toBe(3_600)
    const done = await call<DeskRefund>('POST', `/orders/${order.id}/refunds`, { idempotencyKey: key(), lines: [{ orderLineId: lampLine.id, qty: 1 }], reason: 'Vraćena jedna lampa' })
    expect(done.status).toBe(201)
    expect(done.body?.data).toMatchObject({ amount: 3_600, method: 'provider', status: 'succeeded', lines: [{ orderLineId: lampLine.id, qty: 1, amount: 3_600 }] })
    expect(done.body?.data.providerRefundId).toMatch(/^TGR/)
    const [payment] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))
    expect(payment).toMatchObject({ amount: 3_600, status: 'succeeded', provider: 'test-gateway' })

    const [refund] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))
    const stornoLines = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, refund!.stornoInvoiceId!))
    const goods = stornoLines.filter((line) => line.kind === 'goods')
    expect(goods).toHaveLength(1)
    expect(goods[0]).toMatchObject({ orderLineId: lampLine.id, qty: -1 })
    expect(stornoLines.some((line) => line.kind === 'delivery')).toBe(false)

    const mails = await db().select().from(outbox).where(eq(outbox.dedupeKey, `refund:${refund!.id}:refund`))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.payload).toMatchObject({ template: 'order.refund.buyer', to: 'ana@example.hr', orderId: order.id })

    // The second lamp takes the rest of its share: 72 € in all for the line.
    const second = await call<RefundPreview>('POST', `/orders/${order.id}/refunds/preview`, { lines: [{ orderLineId: lampLine.id, qty: 1 }] })
    expect(second.body?.data.amount).toBe(3_600)
  })

  it('refuses more than is left with a clear message, and the delivery before the last lines', async () => {
    const { order, lampLine, chairLine } = await paidCardOrder({ coupon: false })
    expect((await call('POST', `/orders/${order.id}/refunds`, { idempotencyKey: key(), lines: [{ orderLineId: lampLine.id, qty: 1 }] })).status).toBe(201)
    const tooMany = await call('POST', `/orders/${order.id}/refunds`, { idempotencyKey: key(), lines: [{ orderLineId: lampLine.id, qty: 2 }] })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toMatchObject({ code: 'REFUND_TOO_MANY', message: 'Za „Stolna lampa Luna” može se vratiti još najviše 1 kom.' })

    const early = await call('POST', `/orders/${order.id}/refunds`, { idempotencyKey: key(), lines: [{ orderLineId: chairLine.id, qty: 1 }], includeDelivery: true })
    expect(early.status).toBe(400)
    expect(early.body).toMatchObject({ code: 'REFUND_DELIVERY_NOT_LAST', message: 'Trošak dostave vraća se samo zajedno s posljednjim stavkama narudžbe.' })

    const last = await call<DeskRefund>('POST', `/orders/${order.id}/refunds`, { idempotencyKey: key(), lines: [{ orderLineId: chairLine.id, qty: 1 }, { orderLineId: lampLine.id, qty: 1 }], includeDelivery: true })
    expect(last.status).toBe(201)
    expect(last.body?.data).toMatchObject({ amount: 9_000 + 4_000 + 500, deliveryAmount: 500 })
    const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(order.orderTotal)
    const options = await call<{ options: RefundOptions }>('GET', `/orders/${order.id}/refunds`)
    expect(options.body?.data.options).toMatchObject({ blockedBy: 'nothingLeft', left: 0, isDeliveryRefunded: true })
    // The whole invoice is cancelled, delivery included.
    const all = await db().select().from(invoices).where(eq(invoices.orderId, order.id))
    expect(all.reduce((sum, invoice) => sum + invoice.total, 0)).toBe(0)

    const nothing = await call('POST', `/orders/${order.id}/refunds`, { idempotencyKey: key(), lines: [{ orderLineId: chairLine.id, qty: 1 }] })
    expect(nothing.status).toBe(400)
    const badKey = await call('POST', `/orders/${order.id}/refunds`, { idempotencyKey: 'x', lines: [] })
    expect(badKey.status).toBe(400)
  })

  it('an unpaid order has nothing to refund', async () => {
    const order = await insertTestOrder(db(), { siteId: runtime.site.id, paymentType: 'bank_transfer' })
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id))
    const answer = await call('POST', `/orders/${order.id}/refunds`, { idempotencyKey: key(), lines: [{ orderLineId: line!.id, qty: 1 }], iban: 'HR1210010051863000160' })
    expect(answer.status).toBe(409)
    expect(answer.body?.message).toBe('Narudžba nije plaćena: nema novca za povrat.')
  })

  it('a full refund keeps a one-use coupon used by default, and releases it when the settings say so', async () => {
    const [coupon] = await db().insert(coupons).values({ siteId: runtime.site.id, code: `JEDNOM${Date.now()}`, type: 'fixed', value: 1_700, usageLimit: 1, usedCount: 1 }).returning()
    for (const countsAsUsed of [true, false]) {
      await db().insert(siteOptions).values({ siteId: runtime.site.id, key: 'RefundCouponCountsAsUsed', value: countsAsUsed }).onConflictDoUpdate({ target: [siteOptions.siteId, siteOptions.key], set: { value: countsAsUsed } })
      const { order, lampLine, chairLine } = await paidCardOrder()
      await db().update(orders).set({ couponId: coupon!.id }).where(eq(orders.id, order.id))
      await db().update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, coupon!.id))
      await db().insert(couponRedemptions).values({ couponId: coupon!.id, orderId: order.id, cartId: order.cartId })
      const done = await call('POST', `/orders/${order.id}/refunds`, { idempotencyKey: key(), lines: [{ orderLineId: lampLine.id, qty: 2 }, { orderLineId: chairLine.id, qty: 1 }], includeDelivery: true })
      expect(done.status).toBe(201)
      const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon!.id))
      expect(row?.usedCount).toBe(countsAsUsed ? 1 : 0)
    }
    await db().delete(siteOptions).where(eq(siteOptions.key, 'RefundCouponCountsAsUsed'))
  })

  it('a bank-transfer order is refunded to a checked IBAN: a pending payout, exported as pain.001, then marked paid and the buyer told', async () => {
    const order = await insertTestOrder(db(), { siteId: runtime.site.id, paymentType: 'bank_transfer', lines: [{ name: 'Tepih Mura', qty: 2, unitPrice: 5_000 }] })
    await db().transaction((tx) => changeOrderStatus(tx, { orderId: order.id, to: 'paid', actor: { userId: null, email: null }, notifyBuyer: false }))
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id))
    const body = { idempotencyKey: key(), lines: [{ orderLineId: line!.id, qty: 1 }] }
    const noIban = await call('POST', `/orders/${order.id}/refunds`, body)
    expect(noIban.status).toBe(400)
    expect(noIban.body?.code).toBe('REFUND_IBAN_REQUIRED')
    const badIban = await call('POST', `/orders/${order.id}/refunds`, { ...body, iban: 'HR1210010051863000161' })
    expect(badIban.status).toBe(400)
    expect(badIban.body?.fields?.iban).toBeTruthy()
    const done = await call<DeskRefund>('POST', `/orders/${order.id}/refunds`, { ...body, iban: 'hr17 2360 0001 1012 3456 5', payoutName: 'Ana Horvat' })
    expect(done.status).toBe(201)
    expect(done.body?.data).toMatchObject({ method: 'payout', amount: 5_000, status: 'pending', payoutStatus: 'pending', payoutIban: 'HR1723600001101234565' })
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))).toHaveLength(0)
    const listed = await call<{ refundId: number; status: string; iban: string }[]>('GET', '/payouts')
    expect(listed.body?.data.find((payout) => payout.refundId === done.body?.data.id)).toMatchObject({ status: 'pending', iban: 'HR1723600001101234565' })

    const file = await call('POST', '/payouts/export', {})
    expect(file.status).toBe(200)
    expect(file.response.headers.get('content-type')).toContain('application/xml')
    const xml = await file.response.text()
    expect(xml).toContain('<IBAN>HR1723600001101234565</IBAN>')
    expect(xml).toContain('<InstdAmt Ccy="EUR">50.00</InstdAmt>')
    const batch = /<MsgId>([^<]+)<\/MsgId>/.exec(xml)?.[1] ?? ''
    expect((await call('POST', '/payouts/export', {})).status).toBe(204)
    const again = await call('GET', `/payouts/batches/${batch}`)
    expect(await again.response.text()).toBe(xml)

    const paid = await call<{ paid: number }>('POST', `/payouts/batches/${batch}/paid`, {})
    expect(paid.body?.data.paid).toBeGreaterThanOrEqual(1)
    const [refund] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))
    expect(refund).toMatchObject({ status: 'succeeded', payoutStatus: 'paid' })
    const mails = await db().select().from(outbox).where(eq(outbox.siteId, runtime.site.id))
    expect(mails.filter((mail) => mail.dedupeKey === `refund:${refund!.id}:refund` || mail.dedupeKey === `refund:${refund!.id}:payout`).map((mail) => (mail.payload as { template: string }).template).sort()).toEqual(['order.payout.buyer', 'order.refund.buyer'])
  })

  it('a refund that names a withdrawal settles it; a case of another order is refused and nothing is refunded', async () => {
    const { order, lampLine } = await paidCardOrder()
    const other = await paidCardOrder()
    const openCase = async (orderId: number) =>
      (await db().insert(orderCases).values({ siteId: runtime.site.id, orderId, kind: 'withdrawal', confirmKey: crypto.randomUUID(), contactEmail: 'ana@example.hr', buyerName: 'Ana Horvat', answerDeadline: new Date(Date.now() + 14 * 86_400_000) }).returning())[0]!
    const own = await openCase(order.id)
    const foreign = await openCase(other.order.id)

    const refused = await call('POST', `/orders/${order.id}/refunds`, { idempotencyKey: key(), lines: [{ orderLineId: lampLine.id, qty: 1 }], caseId: foreign.id })
    expect(refused.status).toBe(400)
    expect(refused.body?.fields?.caseId).toBe('Zahtjev ne pripada ovoj narudžbi.')
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(0)

    const done = await call<DeskRefund>('POST', `/orders/${order.id}/refunds`, { idempotencyKey: key(), lines: [{ orderLineId: lampLine.id, qty: 1 }], caseId: own.id })
    expect(done.status).toBe(201)
    const [settled] = await db().select().from(orderCases).where(eq(orderCases.id, own.id))
    expect(settled).toMatchObject({ status: 'refunded' })
    expect(settled!.refundedAt).not.toBeNull()
    const [untouched] = await db().select().from(orderCases).where(eq(orderCases.id, foreign.id))
    expect(untouched!.status).toBe('received')
  })

  it('a refund the provider refused is tried again from the desk: a double click asks once, and the order history tells the goods side from the provider’s answers', async () => {
    const { order, lampLine } = await paidCardOrder()
    // The order names a processor this shop has not configured: the money cannot go back yet.
    await db().update(orders).set({ paymentProvider: 'corvuspay' }).where(eq(orders.id, order.id))
    const first = await call<DeskRefund>('POST', `/orders/${order.id}/refunds`, { idempotencyKey: key(), lines: [{ orderLineId: lampLine.id, qty: 1 }] })
    expect(first.status).toBe(201)
    expect(first.body?.data).toMatchObject({ status: 'failed', method: 'provider' })
    const refundId = first.body!.data.id

    expect((await call('POST', `/orders/${order.id}/refunds/${refundId}/retry`, undefined, 'shopper')).status).toBe(403)
    expect((await call('POST', `/orders/${order.id}/refunds/999999/retry`)).status).toBe(404)
    expect((await call('POST', `/orders/${order.id}/refunds/abc/retry`)).status).toBe(400)

    // The owner connects the processor that took the money; two clicks on "try again" at once.
    await db().update(orders).set({ paymentProvider: 'test-gateway' }).where(eq(orders.id, order.id))
    const retries = await Promise.all([call<DeskRefund>('POST', `/orders/${order.id}/refunds/${refundId}/retry`), call<DeskRefund>('POST', `/orders/${order.id}/refunds/${refundId}/retry`)])
    expect(retries.map((retry) => retry.status)).toEqual([200, 200])
    const payments = await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({ status: 'succeeded', amount: 3_600 })
    const [refund] = await db().select().from(orderRefunds).where(eq(orderRefunds.id, refundId))
    expect(refund).toMatchObject({ status: 'succeeded', paymentRefundId: payments[0]!.id, error: null })
    expect(await db().select().from(outbox).where(eq(outbox.dedupeKey, `refund:${refundId}:refund`))).toHaveLength(1)
    // Once it succeeded there is nothing to try again.
    const late = await call('POST', `/orders/${order.id}/refunds/${refundId}/retry`)
    expect(late.status).toBe(409)
    expect(late.body?.code).toBe('REFUND_NOT_RETRYABLE')

    const detail = await call<{ events: { type: string; outcome: string | null }[] }>('GET', `/orders/${order.id}`)
    const refundEvents = detail.body!.data.events.filter((event) => event.type.includes('refund'))
    expect(refundEvents.map((event) => [event.type, event.outcome])).toEqual([
      ['refund', null],
      ['provider-refund', 'succeeded'],
    ])
  })
})
