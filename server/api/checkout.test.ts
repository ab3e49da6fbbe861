import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CartView } from '../../common/cart/types'
import type { CheckoutAddressInput } from '../../common/checkout/schemas'
import { createProduct } from '../catalog'
import { coupons, orderLines, orders, outbox, products } from '../db/schema'
import { changeOrderStatus } from '../orders/order-transitions'
import { checkoutAddress, checkoutShop, TEST_PAYEE, type Session } from '../orders/checkout-flow.test-helpers'
import { processOutbox } from '../outbox/outbox-worker'
import fs from 'node:fs/promises'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

const call: typeof shop.call = (...args) => shop.call(...args)
const cartWith: typeof shop.cartWith = (...args) => shop.cartWith(...args)
const readyCart: typeof shop.readyCart = (...args) => shop.readyCart(...args)
const seenOf: typeof shop.seenOf = (...args) => shop.seenOf(...args)
const create: typeof shop.create = (...args) => shop.create(...args)
const address = checkoutAddress

describe('address step (§5)', () => {
  it('refuses names with special characters, a company without a valid OIB, a missing consent and a country not allowed — with the spec messages', async () => {
    const session = await cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    const bad = await call('POST', 'checkout/saveAddress', {
      ...session,
      delivery: address({ firstName: 'Ana2', lastName: "O'Brien-Kovač", companyName: 'Tvrtka d.o.o.', companyOIB: '12345678901', country: 'US' }),
      acceptedConsents: [],
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toMatchObject({
      'delivery.firstName': 'Unos sadrži posebne znakove! Koristite samo slova.',
      'delivery.companyOIB': 'OIB nije ispravan.',
      'delivery.country': 'Dostava u odabranu državu nije moguća.',
      'acceptedConsents.1': 'Potrebno je prihvatiti uvjete.',
    })
    expect(bad.body.fields?.['delivery.lastName']).toBeUndefined()
    const missing = await call('POST', 'checkout/saveAddress', { ...session, delivery: { ...address(), street: '' }, acceptedConsents: [1] })
    expect(missing.body.fields).toMatchObject({ 'delivery.street': 'Unos ovog polja je obavezan' })
  })

  it('keeps the address for a guest and sets the guest cookie; the billing copy follows unless another is given', async () => {
    const session = await cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    const saved = await call<{ billing: CheckoutAddressInput }>('POST', 'checkout/saveAddress', {
      ...session,
      delivery: address({ companyName: 'Izlog d.o.o.', companyOIB: '69435151530' }),
      acceptedConsents: [1, 999],
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data.billing.city).toBe('Zagreb')
    expect(saved.response.headers.getSetCookie().join(';')).toMatch(/guestUser=[0-9a-f-]{36}.*HttpOnly/)
  })
})

describe('delivery and payment methods', () => {
  it('prices delivery per country and free from 80 €, and enforces method and branch choices', async () => {
    const session = await cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    const methods = async (countryId: string) =>
      (await call<{ code: string; price: number }[]>('POST', 'delivery/getApplicableDeliveryMethods', { ...session, countryId })).body.data
    expect((await methods('HR')).map((m) => [m.code, m.price])).toEqual([['gls', 500], ['pickup', 0], ['express', 990]])
    expect((await methods('SI')).map((m) => [m.code, m.price])).toEqual([['gls', 1200]])
    expect((await methods('CH')).map((m) => [m.code, m.price])).toEqual([['gls', 2000]])

    // §5: only an active user chooses delivery; the address step makes the buyer a guest.
    expect((await call('POST', 'checkout/saveAddress', { ...session, delivery: address(), acceptedConsents: [1] })).status).toBe(200)
    expect((await call('PUT', 'delivery/saveDeliveryMethod', { ...session })).body.message).toBe('Molimo odaberite metodu dostave prije nastavka')
    expect((await call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: 99999 })).body.code).toBe('SHIPPING_METHOD_NOT_FOUND')
    const noBranch = await call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: shop.method.pickup })
    expect(noBranch.body.message).toBe('Molimo odaberite poslovnicu.')
    expect((await call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: shop.method.pickup, branchId: shop.method['branch:Split'] })).status).toBe(200)

    // Cash on delivery needs a parcel: not offered with pickup.
    const payments = (await call<{ paymentType: string }[]>('POST', 'payment/getApplicablePaymentMethods', session)).body.data
    expect(payments.map((p) => p.paymentType)).toEqual(['bank_transfer', 'hpf', 'paypal'])
    expect((await call('PUT', 'payment/savePaymentMethod', { ...session, paymentMethodId: shop.method.cod, acceptedConsents: [1] })).body.code).toBe('PAYMENT_METHOD_NOT_FOUND')
    expect((await call('PUT', 'payment/savePaymentMethod', { ...session, acceptedConsents: [1] })).body.message).toBe('Molimo odaberite način plaćanja.')
    expect((await call('PUT', 'payment/savePaymentMethod', { ...session, paymentMethodId: shop.method.bank_transfer })).body.code).toBe('CONSENT_REQUIRED')
    const company = await call('PUT', 'payment/savePaymentMethod', { ...session, paymentMethodId: shop.method.bank_transfer, acceptedConsents: [1], companyData: { companyName: 'X', oib: '1' } })
    expect(company.body.fields).toMatchObject({ 'companyData.oib': 'OIB nije ispravan.' })
  })

  it('the cart shows the chosen method’s price for the address country', async () => {
    const session = await cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    await call('POST', 'checkout/saveAddress', { ...session, delivery: address({ country: 'SI' }), acceptedConsents: [1] })
    await call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: shop.method.gls })
    const cart = (await call<CartView>('POST', 'cart/getCart', session)).body.data
    expect(cart.prices.converted).toMatchObject({ cartTotal: 2_550, delivery: 1_200, orderTotal: 3_750 })
  })
})

describe('order/create', () => {
  it('places a cash-on-delivery order: server prices, stock taken, two e-mails queued, the cart closed', async () => {
    const db = runtime.database.db
    const [before] = await db.select().from(products).where(eq(products.id, shop.fx.products.rug))
    const session = await readyCart([{ productId: shop.fx.products.rug, qty: 2 }], 'cod', 'kupac-cod@example.hr')
    const created = await create(session, { seen: await seenOf(session), orderMessage: 'Zvonite dvaput' })
    expect(created.status).toBe(200)
    expect(created.body.data.html).toBeNull()
    const [order] = await db.select().from(orders).where(eq(orders.slug, created.body.data.orderSlug))
    expect(order).toMatchObject({ status: 'not_paid', paymentStatus: 'not_required', itemsTotal: 10_000, deliveryPrice: 0, orderTotal: 10_000, taxTotal: 2_000, orderMessage: 'Zvonite dvaput' })
    expect(order!.number).toMatch(/^\d{4}-\d{6}$/)
    const [after] = await db.select().from(products).where(eq(products.id, shop.fx.products.rug))
    expect(after!.stockQuantity).toBe(before!.stockQuantity - 2)
    const mails = await db.select().from(outbox).where(eq(outbox.siteId, runtime.site.id))
    expect(mails.filter((m) => m.dedupeKey.startsWith(`order:${order!.id}:created:`)).map((m) => m.payload.to).sort()).toEqual(['kupac-cod@example.hr', 'narudzbe@izlog.local'])
    expect(created.response.headers.getSetCookie().join(';')).toMatch(/cartId=;/)
    // The same call again (a refresh) answers the same order.
    const again = await create(session, { seen: await seenOf(session).catch(() => undefined) })
    expect(again.body.data.orderSlug).toBe(created.body.data.orderSlug)
  })

  it('refuses with the corrected cart when a price changed after the buyer saw it, and places nothing', async () => {
    const db = runtime.database.db
    const session = await readyCart([{ productId: shop.fx.products.lamp, qty: 1 }])
    const seen = await seenOf(session)
    await db.update(products).set({ price: 2_990 }).where(eq(products.id, shop.fx.products.lamp))
    try {
      const refused = await create(session, { seen })
      expect(refused.status).toBe(409)
      expect(refused.body.code).toBe('CART_UPDATED')
      expect(refused.body.message).toBe('Košarica je promijenjena. Molimo provjerite cijene prije narudžbe.')
      expect((refused.body.data as unknown as CartView).items[0]!.prices.converted.finalPrice).toBe(2_990)
      expect(await db.select().from(orders).where(eq(orders.cartId, session.cartId))).toEqual([])
      const accepted = await create(session, { seen: await seenOf(session) })
      expect(accepted.status).toBe(200)
    } finally {
      await db.update(products).set({ price: 2_550 }).where(eq(products.id, shop.fx.products.lamp))
    }
  })

  it('needs the address, delivery and payment steps first', async () => {
    const session = await cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    expect((await create(session)).body.code).toBe('CHECKOUT_ADDRESS_MISSING')
    await call('POST', 'checkout/saveAddress', { ...session, delivery: address(), acceptedConsents: [1] })
    expect((await create(session)).body.message).toBe('Molimo odaberite metodu dostave prije nastavka')
    await call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: shop.method.gls })
    expect((await create(session)).body.message).toBe('Molimo odaberite način plaćanja.')
  })

  it('10 parallel order/create calls for one cart make one order', async () => {
    const session = await readyCart([{ productId: shop.fx.products.rug, qty: 1 }])
    const seen = await seenOf(session)
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(session, { seen })))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    expect(new Set(answers.map((a) => a.body.data.orderSlug)).size).toBe(1)
    expect(await runtime.database.db.select().from(orders).where(eq(orders.cartId, session.cartId))).toHaveLength(1)
  })

  it('50 buyers of the last unit in parallel: exactly one order, no stock left', async () => {
    const db = runtime.database.db
    // Shown stock is actual − 2 (§9): 3 in stock is one unit to sell.
    const last = await createProduct(db, { siteId: runtime.site.id, sku: 'ZADNJI', price: 4_000, stockQuantity: 3, translations: [{ locale: 'hr', name: 'Zadnji', slug: 'zadnji' }] })
    const sessions: Session[] = []
    for (let i = 0; i < 50; i++) sessions.push(await readyCart([{ productId: last, qty: 1 }], 'bank_transfer', `kupac${i}@example.hr`))
    const answers = await Promise.all(sessions.map((session) => create(session)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.code}`))).toEqual(new Set(['409 CART_UPDATED']))
    expect(await db.select().from(orderLines).where(eq(orderLines.productId, last))).toHaveLength(1)
    const [row] = await db.select().from(products).where(eq(products.id, last))
    expect(row!.stockQuantity).toBe(2)
  })

  it('a one-use coupon in 50 parallel orders is used once', async () => {
    const db = runtime.database.db
    const sessions: Session[] = []
    for (let i = 0; i < 50; i++) {
      const session = await readyCart([{ productId: shop.fx.products.lamp, qty: 1 }], 'bank_transfer', `kupon${i}@example.hr`)
      expect((await call('POST', 'cart/applyCoupon', { ...session, couponCode: 'JEDNOM' })).status).toBe(200)
      sessions.push(session)
    }
    const answers = await Promise.all(sessions.map((session) => create(session)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    const [coupon] = await db.select().from(coupons).where(and(eq(coupons.siteId, runtime.site.id), eq(coupons.code, 'JEDNOM')))
    expect(coupon!.usedCount).toBe(1)
    expect(await db.select().from(orders).where(eq(orders.couponCode, 'JEDNOM'))).toHaveLength(1)
  })

  it('cancelling an order gives back its stock (bundle components too) and its coupon use', async () => {
    const db = runtime.database.db
    const stock = async (id: number) => (await db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity
    const [shelfBefore, bundleBefore] = [await stock(shop.fx.products.shelf), await stock(shop.fx.products.shelfBundle)]
    const session = await readyCart([{ productId: shop.fx.products.shelfBundle, qty: 1 }], 'bank_transfer', 'storno@example.hr')
    expect((await call('POST', 'cart/applyCoupon', { ...session, couponCode: 'KUPAC' })).status).toBe(200)
    const created = await create(session, { seen: await seenOf(session) })
    expect(created.status).toBe(200)
    expect(await stock(shop.fx.products.shelf)).toBe(shelfBefore - 2)
    expect(await stock(shop.fx.products.shelfBundle)).toBe(bundleBefore - 1)
    const [order] = await db.select().from(orders).where(eq(orders.slug, created.body.data.orderSlug))
    await db.transaction((tx) => changeOrderStatus(tx, { orderId: order!.id, to: 'cancelled', actor: { userId: null, email: null } }))
    expect(await stock(shop.fx.products.shelf)).toBe(shelfBefore)
    expect(await stock(shop.fx.products.shelfBundle)).toBe(bundleBefore)
    const [coupon] = await db.select().from(coupons).where(and(eq(coupons.siteId, runtime.site.id), eq(coupons.code, 'KUPAC')))
    expect(coupon!.usedCount).toBe(0)
  })

  it('the buyer gets a Croatian e-mail with the lines, the PDV part and the bank details; the shop gets its copy', async () => {
    const session = await readyCart([{ productId: shop.fx.products.lamp, qty: 2 }], 'bank_transfer', 'mail-kupac@example.hr')
    const created = await create(session, { seen: await seenOf(session) })
    const [order] = await runtime.database.db.select().from(orders).where(eq(orders.slug, created.body.data.orderSlug))
    await processOutbox(runtime.database.db, runtime.config)
    const files = await fs.readdir(runtime.config.mailDir)
    const texts = await Promise.all(files.map((file) => fs.readFile(`${runtime.config.mailDir}/${file}`, 'utf8')))
    const buyer = texts.find((t) => t.includes('To: mail-kupac@example.hr'))!
    expect(buyer).toContain(`Subject: =?UTF-8?Q?Narud=C5=BEba_${order!.number}`)
    expect(buyer).toContain(TEST_PAYEE.iban)
    expect(buyer).toContain(`HR00 ${order!.number}`)
    expect(buyer).toMatch(/Od toga PDV \(25%\)/)
    // The HUB-3 barcode travels inline with the e-mail.
    expect(buyer).toContain('Content-Type: image/png; name=hub3-uplatnica.png')
    expect(buyer).toContain('Content-ID: <hub3-slip@izlog>')
    expect(texts.some((t) => t.includes('To: narudzbe@izlog.local') && t.includes(order!.number))).toBe(true)
  })
})
