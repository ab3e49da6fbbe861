import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CartView } from '../../common/cart/types'
import { members, orders } from '../db/schema'
import { checkoutAddress, checkoutShop, type Envelope } from '../orders/checkout-flow.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

describe('order/create with a member card (§4, §8)', () => {
  it('a card that stopped being valid replaces the cart with regular prices, says so, and places nothing', async () => {
    const db = runtime.database.db
    const user = await makeUser(runtime)
    const auth = bearer((await apiLogin(shop.app, user.email, user.password)).accessToken)
    const call = async <T>(method: string, path: string, body: Record<string, unknown>) => {
      const response = await shop.app.request(`/api/v1/ecommerce/${path}`, jsonRequest(method, body, auth))
      return { status: response.status, body: await readJson<Envelope<T>>(response) }
    }
    const session = (await readJson<Envelope<{ cartId: number; protectCode: string }>>(await shop.app.request('/api/v1/ecommerce/cart/getNewCartSession'))).data
    expect((await call('POST', 'cart/addItem', { ...session, productId: shop.fx.products.chair, qty: 1 })).status).toBe(200)
    const applied = await call<CartView>('POST', 'cart/applyMemberCard', { ...session, barcode: shop.fx.memberCard })
    expect(applied.body.data.isMember).toBe(true)
    expect((await call('POST', 'checkout/saveAddress', { ...session, delivery: checkoutAddress({ contactEmail: user.email }), acceptedConsents: [1] })).status).toBe(200)
    expect((await call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: shop.method.gls })).status).toBe(200)
    expect((await call('PUT', 'payment/savePaymentMethod', { ...session, paymentMethodId: shop.method.cod, acceptedConsents: [1] })).status).toBe(200)
    const seenCart = (await call<CartView>('POST', 'cart/getCart', session)).body.data
    const seen = { cartTotal: seenCart.prices.converted.cartTotal, items: seenCart.items.map((i) => ({ id: i.itemId, finalPrice: i.prices.converted.finalPrice, qty: i.qty })) }

    await db.update(members).set({ isActive: false }).where(eq(members.barcode, shop.fx.memberCard))
    try {
      const refused = await call<CartView>('POST', 'order/create', { ...session, seen })
      expect(refused.status).toBe(409)
      expect(refused.body.code).toBe('CART_UPDATED')
      expect(refused.body.data.notices.map((n) => n.code)).toContain('memberCardInvalid')
      expect(refused.body.data.isMember).toBe(false)
      expect(refused.body.data.items[0]!.prices.converted.finalPrice).toBeGreaterThan(seen.items[0]!.finalPrice)
      expect(await db.select().from(orders).where(eq(orders.cartId, session.cartId))).toEqual([])
    } finally {
      await db.update(members).set({ isActive: true }).where(eq(members.barcode, shop.fx.memberCard))
    }
  })
})
