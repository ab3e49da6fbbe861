import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CartView } from '../../common/cart/types'
import { seedCartFixtures } from '../cart/cart-fixtures.test-helpers'
import { productTranslations } from '../db/schema'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { jsonRequest } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let fx: Awaited<ReturnType<typeof seedCartFixtures>>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  fx = await seedCartFixtures(runtime.database.db, runtime.site.id)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

const base = '/api/v1/ecommerce/cart'
type Envelope<T> = { data: T; errored: boolean; code?: string; message?: string; statusCode?: number }

/** A shopper's session: the §7 body fields, like the website sends them. */
async function newSession() {
  const response = await app.request(`${base}/getNewCartSession`)
  expect(response.status).toBe(201)
  expect(response.headers.getSetCookie().join(';')).toMatch(/cartId=\d+; Max-Age=31536000; Path=\//)
  return (await readJson<Envelope<{ cartId: number; protectCode: string }>>(response)).data
}

async function call<T = CartView>(method: string, path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await app.request(`${base}/${path}`, jsonRequest(method, body, headers))
  return { status: response.status, body: await readJson<Envelope<T>>(response), response }
}

describe('cart session', () => {
  it('answers only to its protectCode and a 409 clears the cookies', async () => {
    const session = await newSession()
    expect((await call('POST', 'getCart', session)).status).toBe(200)
    const wrong = await call('POST', 'getCart', { cartId: session.cartId, protectCode: 'f'.repeat(32) })
    expect(wrong.status).toBe(409)
    expect(wrong.response.headers.getSetCookie().join(';')).toMatch(/cartId=;/)
    expect((await call('POST', 'getCart', { cartId: session.cartId, protectCode: 'kratko' })).status).toBe(400)
    expect((await call('POST', 'addItem', { cartId: session.cartId, protectCode: 'a'.repeat(32), productId: fx.products.chair })).status).toBe(409)
  })

  it('adding without a session opens one and sets the cookies (§4)', async () => {
    const { status, body, response } = await call('POST', 'addItem', { productId: fx.products.lamp, qty: 2 })
    expect(status).toBe(200)
    expect(body.data.itemCount).toBe(2)
    expect(response.headers.getSetCookie().join(';')).toContain(`cartId=${body.data.id}`)
  })

  it('keeps the cart when the buyer switches language, its lines named in the new language (ADR 038)', async () => {
    await runtime.database.db.insert(productTranslations).values({ productId: fx.products.chair, siteId: runtime.site.id, locale: 'en', name: 'Chair', slug: 'chair' })
    const session = await newSession()
    await call('POST', 'addItem', { ...session, productId: fx.products.chair, qty: 2 })
    const english = await app.request(`${base}/getCart?language=en`, jsonRequest('POST', session))
    expect(english.status).toBe(200)
    expect(english.headers.getSetCookie().join(';')).not.toMatch(/cartId=;/)
    const cart = (await readJson<Envelope<CartView>>(english)).data
    expect(cart.items.map((item) => [item.productData.name, item.qty])).toEqual([['Chair', 2]])
    // The cart now speaks English (its e-mails too); a language without the name shows the Croatian one.
    expect(cart.locale).toBe('en')
    const german = (await readJson<Envelope<CartView>>(await app.request(`${base}/getCart?language=de`, jsonRequest('POST', session)))).data
    expect([german.locale, german.items[0]?.productData.name]).toEqual(['de', 'STOLAC'])
  })
})

describe('prices come from the server', () => {
  it('ignores price, total and discount sent by the client', async () => {
    const session = await newSession()
    const { status, body } = await call('POST', 'addItem', { ...session, productId: fx.products.chair, qty: 2 })
    expect(status).toBe(200)
    const tampered = await call('POST', 'addItem', { ...session, productId: fx.products.chair, qty: 1, price: 1, total: 1, discount: 99 })
    // Unknown fields are dropped by the schema; the line is priced from the catalogue.
    expect(tampered.status).toBe(200)
    expect(body.data.items[0]!.prices.converted).toEqual({ finalPrice: 10_000, row: 20_000 })
    expect(tampered.body.data.items[0]!.prices.converted).toEqual({ finalPrice: 10_000, row: 30_000 })
    const options = await call('POST', 'addItem', { ...session, productId: fx.products.lamp, options: { price: 1 } })
    expect(options.status).toBe(400)
  })

  it('sums the cart: items and the 25% PDV part; delivery is left to the checkout until a method is chosen (issue 20 point 8)', async () => {
    const session = await newSession()
    const { body } = await call('POST', 'addItem', { ...session, productId: fx.products.lamp, qty: 2 })
    expect(body.data.prices.converted).toMatchObject({ itemsTotal: 5_100, coupon: 0, cartTotal: 5_100, delivery: 0, orderTotal: 5_100 })
    expect(body.data.deliveryQuote).toEqual({ isKnown: false, freeFrom: null })
    expect(body.data.prices.converted.tax.orderTotal).toBe(1_020)
    const more = await call('POST', 'addItem', { ...session, productId: fx.products.chair, qty: 1 })
    expect(more.body.data.prices.converted).toMatchObject({ itemsTotal: 15_100, delivery: 0, orderTotal: 15_100 })
  })
})

describe('quantities (§5)', () => {
  it.each([0, -1, 1.5, null, '2', 'abc'])('refuses %s with error.invalidQuantity', async (qty) => {
    const session = await newSession()
    const { status, body } = await call('POST', 'addItem', { ...session, productId: fx.products.lamp, qty })
    expect(status).toBe(400)
    expect(body).toMatchObject({ errored: true, code: 'INVALID_QUANTITY', message: 'Količina mora biti cijeli broj veći od 0.' })
  })

  it('refuses more than 9,999 units in a line with the per-line limit (issue 25 point 9)', async () => {
    const session = await newSession()
    const { status, body } = await call('POST', 'addItem', { ...session, productId: fx.products.lamp, qty: 1e9 })
    expect(status).toBe(400)
    expect(body).toMatchObject({ errored: true, code: 'LINE_LIMIT', message: 'Jedna stavka košarice može imati najviše 9.999 komada.' })
  })

  it('updateItem refuses bad quantities too and changes only items of this cart', async () => {
    const session = await newSession()
    const other = await newSession()
    const added = await call('POST', 'addItem', { ...session, productId: fx.products.lamp })
    const itemId = added.body.data.items[0]!.itemId
    expect((await call('PATCH', 'updateItem', { ...session, itemId, qty: 0 })).status).toBe(400)
    const foreign = await call('PATCH', 'updateItem', { ...other, itemId, qty: 3 })
    expect(foreign.status).toBe(404)
    expect(foreign.body.code).toBe('ITEM_NOT_IN_CART')
    const updated = await call('PATCH', 'updateItem', { ...session, itemId, qty: 4 })
    expect(updated.body.data.items[0]!.qty).toBe(4)
  })
})

describe('what can be added (§4 product purchasable)', () => {
  it('refuses configurable parents, non-purchasable and sold-out products', async () => {
    const session = await newSession()
    const configurable = await call('POST', 'addItem', { ...session, productId: fx.products.sofa })
    expect(configurable.body).toMatchObject({ code: 'CONFIGURATION_NOT_SET', message: 'Odaberite izvedbu proizvoda.' })
    expect((await call('POST', 'addItem', { ...session, productId: fx.products.hidden })).body.code).toBe('NOT_PURCHASABLE')
    expect((await call('POST', 'addItem', { ...session, productId: fx.products.soldOut })).status).toBe(409)
    expect((await call('POST', 'addItem', { ...session, productId: 999_999 })).status).toBe(404)
  })

  it('adds a chosen variant with its required option; eProducts need no delivery', async () => {
    const session = await newSession()
    const missing = await call('POST', 'addItem', { ...session, productId: fx.products.sofaBlue })
    expect(missing.body.code).toBe('OPTION_REQUIRED')
    const { body } = await call('POST', 'addItem', {
      ...session,
      productId: fx.products.sofaBlue,
      options: { personalizations: [{ optionId: fx.options.pieces, value: 3 }, { optionId: fx.options.note, value: 'Bez mirisa' }] },
    })
    expect(body.data.items[0]).toMatchObject({ productId: fx.products.sofaBlue, productData: { mainProductSlug: 'sofa' } })
    const digital = await newSession()
    const ebook = await call('POST', 'addItem', { ...digital, productId: fx.products.ebook, qty: 3 })
    expect(ebook.body.data).toMatchObject({ digitalOnly: true, prices: { converted: { delivery: 0, orderTotal: 2_970 } } })
  })

  it('a bundle with a configurable member needs every component chosen', async () => {
    const session = await newSession()
    const pieces = { personalizations: [{ optionId: fx.options.pieces, value: 2 }] }
    expect((await call('POST', 'addItem', { ...session, productId: fx.products.roomBundle, options: pieces })).body.code).toBe('CONFIGURATION_NOT_SET')
    const wrongVariant = { ...pieces, bundleOptions: [{ id: fx.products.sofa, options: { variantId: fx.products.chair } }] }
    expect((await call('POST', 'addItem', { ...session, productId: fx.products.roomBundle, options: wrongVariant })).body.code).toBe('CONFIGURATION_NOT_SET')
    const chosen = { ...pieces, bundleOptions: [{ id: fx.products.sofa, options: { variantId: fx.products.sofaRed } }] }
    const { status, body } = await call('POST', 'addItem', { ...session, productId: fx.products.roomBundle, options: chosen })
    expect(status).toBe(200)
    expect(body.data.items[0]!.prices.converted.finalPrice).toBe(110_000)
    expect(body.data.items[0]!.productData.details).toEqual(['1 × SOFA-CRVENA', '1 × POLICA'])
  })
})

describe('stock (§4 the cart never exceeds available stock)', () => {
  it('corrects the quantity to the shown stock and says so', async () => {
    const session = await newSession()
    const { body } = await call('POST', 'addItem', { ...session, productId: fx.products.chair, qty: 50 })
    expect(body.data.items[0]!.qty).toBe(10)
    expect(body.data.notices).toContainEqual({ code: 'stockCorrected', itemId: body.data.items[0]!.itemId, qty: 10 })
    const again = await call('POST', 'addItem', { ...session, productId: fx.products.chair, qty: 1 })
    expect(again.body.data.items[0]!.qty).toBe(10)
    const update = await call('PATCH', 'updateItem', { ...session, itemId: body.data.items[0]!.itemId, qty: 11 })
    expect(update.body.data.items[0]!.qty).toBe(10)
  })

  it('two bundles sharing a component cannot together oversell it', async () => {
    const session = await newSession()
    const room = { bundleOptions: [{ id: fx.products.sofa, options: { variantId: fx.products.sofaBlue } }], personalizations: [{ optionId: fx.options.pieces, value: 1 }] }
    // Shelf: 5 in stock → 3 addable. One room bundle uses 1, a shelf bundle uses 2.
    await call('POST', 'addItem', { ...session, productId: fx.products.roomBundle, qty: 1, options: room })
    const { body } = await call('POST', 'addItem', { ...session, productId: fx.products.shelfBundle, qty: 5 })
    expect(body.data.items.map((i) => i.qty)).toEqual([1, 1])
    const shelves = await call('POST', 'addItem', { ...session, productId: fx.products.shelf, qty: 1 })
    expect(shelves.status).toBe(409)
  })

  it('parallel adds to one cart never pass the stock', async () => {
    const session = await newSession()
    const results = await Promise.all(Array.from({ length: 8 }, () => call('POST', 'addItem', { ...session, productId: fx.products.chair, qty: 3 })))
    expect(results.every((r) => r.status === 200)).toBe(true)
    const { body } = await call('POST', 'getCart', session)
    expect(body.data.items[0]!.qty).toBe(10)
  })
})

describe('coupons', () => {
  it('applies a percentage code, shows it and removes it', async () => {
    const session = await newSession()
    await call('POST', 'addItem', { ...session, productId: fx.products.chair, qty: 2 })
    const applied = await call('POST', 'applyCoupon', { ...session, couponCode: 'popust10' })
    expect(applied.body.data).toMatchObject({ couponCode: 'POPUST10', prices: { converted: { itemsTotal: 20_000, coupon: 2_000, cartTotal: 18_000 } } })
    const removed = await call('POST', 'removeCoupon', session)
    expect(removed.body.data).toMatchObject({ coupon: null, prices: { converted: { coupon: 0 } } })
  })

  it('refuses unknown, expired and below-minimum codes with their messages', async () => {
    const session = await newSession()
    await call('POST', 'addItem', { ...session, productId: fx.products.lamp, qty: 1 })
    expect((await call('POST', 'applyCoupon', { ...session, couponCode: 'NEPOSTOJI' })).body).toMatchObject({ code: 'COUPON_NOT_FOUND', message: 'Kupon nije pronađen.' })
    expect((await call('POST', 'applyCoupon', { ...session, couponCode: 'ISTEKAO' })).body.code).toBe('COUPON_EXPIRED')
    expect((await call('POST', 'applyCoupon', { ...session, couponCode: 'MINUS20' })).body.message).toBe('Kupon vrijedi za košaricu od najmanje 150,00\u00a0€.')
    expect((await call('POST', 'applyCoupon', { ...session, couponCode: '' })).status).toBe(400)
  })

  it('limits coupon attempts per cart (no brute-forcing codes)', async () => {
    const session = await newSession()
    const attempts = []
    for (let i = 0; i < 21; i++) attempts.push((await call('POST', 'applyCoupon', { ...session, couponCode: `KOD${i}` })).status)
    expect(attempts.slice(0, 20)).toEqual(Array(20).fill(400))
    expect(attempts[20]).toBe(429)
  })

  it('a fixed code with a minimum drops off when the cart falls below it', async () => {
    const session = await newSession()
    const added = await call('POST', 'addItem', { ...session, productId: fx.products.chair, qty: 2 })
    const applied = await call('POST', 'applyCoupon', { ...session, couponCode: 'MINUS20' })
    expect(applied.body.data.prices.converted.coupon).toBe(2_000)
    const lowered = await call('PATCH', 'updateItem', { ...session, itemId: added.body.data.items[0]!.itemId, qty: 1 })
    expect(lowered.body.data.coupon).toBeNull()
    expect(lowered.body.data.notices).toContainEqual({ code: 'couponRemoved', reason: 'minimum' })
  })

  it('a category code discounts only that category and its sub-categories; free delivery', async () => {
    const session = await newSession()
    await call('POST', 'addItem', { ...session, productId: fx.products.lamp, qty: 2 })
    await call('POST', 'addItem', { ...session, productId: fx.products.rug, qty: 1 })
    const { body } = await call('POST', 'applyCoupon', { ...session, couponCode: 'RASVJETA' })
    expect(body.data.prices.converted.coupon).toBe(1_020)
    const delivery = await call('POST', 'applyCoupon', { ...session, couponCode: 'DOSTAVA' })
    expect(delivery.body.data.prices.converted).toMatchObject({ coupon: 0, delivery: 0 })
  })

  it('50 carts may hold a one-use code; once an order spends it, every cart shows it gone', async () => {
    const sessions = await Promise.all(Array.from({ length: 50 }, () => newSession()))
    await Promise.all(sessions.map((s) => call('POST', 'addItem', { ...s, productId: fx.products.rug, qty: 1 })))
    const applied = await Promise.all(sessions.map((s) => call('POST', 'applyCoupon', { ...s, couponCode: 'JEDNOM' })))
    expect(applied.map((a) => a.status)).toEqual(Array(50).fill(200))
    const { redeemCoupon, findCoupon } = await import('../cart')
    const { db } = runtime.database
    const coupon = (await findCoupon(db, { siteId: runtime.site.id, code: 'JEDNOM' }))!
    const line = { qty: 1, unitPrice: 5_000, regularPrice: 5_000, productIds: [fx.products.rug], categoryIds: [], isDigital: false }
    const orders = await Promise.allSettled(
      sessions.slice(0, 5).map((s) => db.transaction((tx) => redeemCoupon(tx, { couponId: coupon.id, cartId: s.cartId, orderId: null, customer: { userId: null, email: null }, lines: [line] }))),
    )
    expect(orders.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    const after = await call('POST', 'getCart', sessions[10]!)
    expect(after.body.data.coupon).toBeNull()
    expect(after.body.data.notices).toContainEqual({ code: 'couponRemoved', reason: 'usedUp' })
  })
})

describe('other cart calls', () => {
  it('deletes a line, clears the cart, keeps instructions, validates', async () => {
    const session = await newSession()
    const added = await call('POST', 'addItem', { ...session, productId: fx.products.lamp })
    const itemId = added.body.data.items[0]!.itemId
    const deleted = await app.request(`${base}/deleteItem/${itemId}?cartId=${session.cartId}&protectCode=${session.protectCode}`, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    const again = await app.request(`${base}/deleteItem/${itemId}?cartId=${session.cartId}&protectCode=${session.protectCode}`, { method: 'DELETE' })
    expect((await readJson<Envelope<null>>(again)).code).toBe('ITEM_NOT_IN_CART')
    const note = await call('POST', 'updateInstructions', { ...session, instructions: '  Zvoniti dvaput  ' })
    expect(note.body.data.instructions).toBe('Zvoniti dvaput')
    await call('POST', 'addItem', { ...session, productId: fx.products.rug })
    expect((await call('POST', 'clearCart', session)).body.data.items).toEqual([])
    const validated = await call<{ items: unknown[]; validateMemberCard: boolean }>('POST', 'validateCart', session)
    expect(validated.body.data).toMatchObject({ items: [], validateMemberCard: true })
  })

  it('settings and currency', async () => {
    const settings = await readJson<Envelope<{ cartAddition: number }>>(await app.request('/api/v1/ecommerce/settings/getCheckoutSettings'))
    expect(settings.data.cartAddition).toBe(2)
    const currency = await readJson<Envelope<{ mainCurrencyId: number }>>(await app.request('/api/v2/ecommerce/getCurrencyConfig'))
    expect(currency.data.mainCurrencyId).toBe(1)
  })
})
