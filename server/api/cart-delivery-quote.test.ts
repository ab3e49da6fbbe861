import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CartView } from '../../common/cart/types'
import { checkoutAddress, checkoutShop } from '../orders/checkout-flow.test-helpers'
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

describe('what the cart says about delivery (issue 20 point 8)', () => {
  it('before a method: not counted, not "free", with the threshold; then the chosen method’s price and its own threshold', async () => {
    const session = await shop.cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    const cart = async () => (await shop.call<CartView>('POST', 'cart/getCart', session)).body.data
    const before = await cart()
    expect(before.deliveryQuote).toEqual({ isKnown: false, freeFrom: 8_000 })
    expect(before.prices.converted).toMatchObject({ cartTotal: 2_550, delivery: 0, orderTotal: 2_550 })

    expect((await shop.call('POST', 'checkout/saveAddress', { ...session, delivery: checkoutAddress(), acceptedConsents: [1] })).status).toBe(200)
    // Express is never free: no threshold to promise under its price.
    await shop.call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: shop.method.express })
    const express = await cart()
    expect(express.deliveryQuote).toEqual({ isKnown: true, freeFrom: null })
    expect(express.prices.converted).toMatchObject({ delivery: 990, orderTotal: 3_540 })

    await shop.call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: shop.method.gls })
    const parcel = await cart()
    expect(parcel.deliveryQuote).toEqual({ isKnown: true, freeFrom: 8_000 })
    expect(parcel.prices.converted).toMatchObject({ delivery: 500, orderTotal: 3_050 })
  })

  it('a digital-only cart has nothing to deliver: known and free', async () => {
    const session = await shop.cartWith([{ productId: shop.fx.products.ebook, qty: 1 }])
    const cart = (await shop.call<CartView>('POST', 'cart/getCart', session)).body.data
    expect(cart.deliveryQuote).toEqual({ isKnown: true, freeFrom: null })
  })
})
