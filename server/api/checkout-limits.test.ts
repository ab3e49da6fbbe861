import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MAX_ORDER_TOTAL } from '../../common/cart/rules'
import type { CartView } from '../../common/cart/types'
import { formatMoney } from '../../common/money'
import { createProduct } from '../catalog'
import { carts, orders } from '../db/schema'
import { checkoutAddress, checkoutShop } from '../orders/checkout-flow.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

describe('a huge cart is refused at the cart, with the limit named (issue 25 point 9)', () => {
  it('9,999 × two products: the second line is refused with the order limit, the cart keeps the first', async () => {
    const big = (sku: string) =>
      createProduct(runtime.database.db, { siteId: runtime.site.id, sku, price: 156_000, infiniteQuantity: true, translations: [{ locale: 'hr', name: sku, slug: sku.toLowerCase() }] })
    const first = await big('VELIKI-1')
    const second = await big('VELIKI-2')
    const session = await shop.cartWith([{ productId: first, qty: 600 }])
    const refused = await shop.call('POST', 'cart/addItem', { ...session, productId: second, qty: 9_999 })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'ORDER_LIMIT', message: `Narudžba može iznositi najviše ${formatMoney(MAX_ORDER_TOTAL, 'hr')}. Za veću narudžbu javite nam se.` })
    const grown = await shop.call('PATCH', 'cart/updateItem', { ...session, itemId: (await shop.call<CartView>('POST', 'cart/getCart', session)).body.data.items[0]!.itemId, qty: 9_999 })
    expect(grown.body.code).toBe('ORDER_LIMIT')
    const cart = (await shop.call<CartView>('POST', 'cart/getCart', session)).body.data
    expect(cart.items.map((i) => [i.productId, i.qty])).toEqual([[first, 600]])
    const english = await shop.app.request('/api/v1/ecommerce/cart/addItem?language=en', jsonRequest('POST', { ...session, productId: second, qty: 9_999 }))
    expect(await english.json()).toMatchObject({ code: 'ORDER_LIMIT', message: `An order can total at most ${formatMoney(MAX_ORDER_TOTAL, 'en')}. Please contact us for a larger order.` })
  })

  it('a line above 9,999 units is refused with the per-line limit', async () => {
    const session = await shop.cartWith([])
    const refused = await shop.call('POST', 'cart/addItem', { ...session, productId: shop.fx.products.ebook, qty: 10_000 })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'LINE_LIMIT', message: 'Jedna stavka košarice može imati najviše 9.999 komada.' })
  })

  it('order totals are stored as bigint and read back as exact numbers', async () => {
    const session = await shop.readyCart([{ productId: shop.fx.products.lamp, qty: 1 }])
    const placed = await shop.create(session, { seen: await shop.seenOf(session) })
    expect(placed.status).toBe(200)
    const { db } = runtime.database
    await db.update(orders).set({ itemsTotal: 3_123_456_789, orderTotal: 3_123_457_289, taxTotal: 624_691_458 }).where(eq(orders.slug, placed.body.data.orderSlug))
    const [row] = await db.select().from(orders).where(eq(orders.slug, placed.body.data.orderSlug))
    expect(row).toMatchObject({ itemsTotal: 3_123_456_789, orderTotal: 3_123_457_289, taxTotal: 624_691_458 })
  })
})

describe('a once-per-customer coupon already spent (issue 25 point 11)', () => {
  it('a member who spent it is refused when applying it', async () => {
    const user = await makeUser(runtime)
    const { accessToken } = await apiLogin(shop.app, user.email, user.password)
    // The first order was placed as a guest with the account's e-mail.
    const first = await shop.readyCart([{ productId: shop.fx.products.lamp, qty: 1 }], 'cod', user.email)
    expect((await shop.call('POST', 'cart/applyCoupon', { ...first, couponCode: 'KUPAC' })).status).toBe(200)
    expect((await shop.create(first, { seen: await shop.seenOf(first) })).status).toBe(200)

    const response = await shop.app.request('/api/v1/ecommerce/cart/getNewCartSession', { headers: { authorization: `Bearer ${accessToken}` } })
    const session = ((await response.json()) as { data: { cartId: number; protectCode: string } }).data
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` }
    const add = await shop.app.request('/api/v1/ecommerce/cart/addItem', { method: 'POST', headers: auth, body: JSON.stringify({ ...session, productId: shop.fx.products.lamp, qty: 1 }) })
    expect(add.status).toBe(200)
    const apply = await shop.app.request('/api/v1/ecommerce/cart/applyCoupon', { method: 'POST', headers: auth, body: JSON.stringify({ ...session, couponCode: 'KUPAC' }) })
    expect(apply.status).toBe(400)
    expect(await apply.json()).toMatchObject({ code: 'COUPON_USEDUP', message: 'Kupon je već iskorišten.' })
  })

  it('a guest cart holding it loses it when its buyer logs in with the account that spent it', async () => {
    const user = await makeUser(runtime)
    const spent = await shop.readyCart([{ productId: shop.fx.products.lamp, qty: 1 }], 'cod', user.email)
    expect((await shop.call('POST', 'cart/applyCoupon', { ...spent, couponCode: 'KUPAC' })).status).toBe(200)
    expect((await shop.create(spent, { seen: await shop.seenOf(spent) })).status).toBe(200)

    const session = await shop.cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    expect((await shop.call('POST', 'cart/applyCoupon', { ...session, couponCode: 'KUPAC' })).status).toBe(200)
    const { accessToken } = await apiLogin(shop.app, user.email, user.password)
    const read = await shop.app.request('/api/v1/ecommerce/cart/getCart', jsonRequest('POST', session, { authorization: `Bearer ${accessToken}` }))
    const cart = ((await read.json()) as { data: CartView }).data
    expect(cart.couponCode).toBeNull()
    expect(cart.notices).toContainEqual({ code: 'couponRemoved', reason: 'usedUp' })
  })

  it('a guest: two carts hold it, the first order spends it, the second answers 409 with the coupon removed', async () => {
    const first = await shop.readyCart([{ productId: shop.fx.products.rug, qty: 1 }], 'cod', 'marko@example.hr')
    const second = await shop.readyCart([{ productId: shop.fx.products.rug, qty: 1 }], 'cod', 'Marko@example.hr')
    for (const session of [first, second]) expect((await shop.call('POST', 'cart/applyCoupon', { ...session, couponCode: 'KUPAC' })).status).toBe(200)
    const seen = await shop.seenOf(second)
    expect((await shop.create(first, { seen: await shop.seenOf(first) })).status).toBe(200)

    const refused = await shop.create(second, { seen })
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('CART_UPDATED')
    const cart = refused.body.data as unknown as CartView
    expect(cart.couponCode).toBeNull()
    expect(cart.notices).toContainEqual({ code: 'couponRemoved', reason: 'usedUp' })
    const [row] = await runtime.database.db.select({ couponId: carts.couponId }).from(carts).where(eq(carts.id, second.cartId))
    expect(row?.couponId).toBeNull()
    // Without the coupon the order goes through.
    expect((await shop.create(second, { seen: await shop.seenOf(second) })).status).toBe(200)
  })

  it('a guest: accepted while nobody is known, dropped with a notice once the address step gives the e-mail', async () => {
    const spent = await shop.readyCart([{ productId: shop.fx.products.lamp, qty: 1 }], 'cod', 'iva@example.hr')
    expect((await shop.call('POST', 'cart/applyCoupon', { ...spent, couponCode: 'KUPAC' })).status).toBe(200)
    expect((await shop.create(spent, { seen: await shop.seenOf(spent) })).status).toBe(200)

    const session = await shop.cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    expect((await shop.call('POST', 'cart/applyCoupon', { ...session, couponCode: 'KUPAC' })).status).toBe(200)
    expect((await shop.call('POST', 'checkout/saveAddress', { ...session, delivery: checkoutAddress({ contactEmail: 'iva@example.hr' }), acceptedConsents: [1] })).status).toBe(200)
    const cart = (await shop.call<CartView>('POST', 'cart/getCart', session)).body.data
    expect(cart.couponCode).toBeNull()
    expect(cart.notices).toContainEqual({ code: 'couponRemoved', reason: 'usedUp' })
    // Now that the e-mail is known, applying it again is refused outright.
    const again = await shop.call('POST', 'cart/applyCoupon', { ...session, couponCode: 'KUPAC' })
    expect(again.body).toMatchObject({ code: 'COUPON_USEDUP', message: 'Kupon je već iskorišten.' })
  })
})
