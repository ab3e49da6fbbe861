import { describe, expect, it } from 'vitest'
import { cartTotals, type PricedLine } from './cart-totals'
import { maxQuantityFor } from './stock-limit'

const line = (values: Partial<PricedLine>): PricedLine => ({ qty: 1, unitPrice: 1_000, regularPrice: 1_000, productIds: [1], categoryIds: [], isDigital: false, ...values })

describe('cartTotals', () => {
  it('rounds a percentage coupon to whole cents and never discounts more than the eligible lines', () => {
    const totals = cartTotals({ lines: [line({ unitPrice: 333, qty: 3 })], coupon: { type: 'percentage', value: 15, productIds: [], categoryIds: [], freeDelivery: false } })
    expect(totals).toMatchObject({ itemsTotal: 999, coupon: 150, cartTotal: 849, delivery: 0, orderTotal: 849 })
    const fixed = cartTotals({ lines: [line({ unitPrice: 700 })], coupon: { type: 'fixed', value: 5_000, productIds: [], categoryIds: [], freeDelivery: false } })
    expect(fixed).toMatchObject({ coupon: 700, cartTotal: 0 })
  })

  it('delivery is not counted before a method is chosen, free for digital-only and empty carts; the checkout price counts', () => {
    expect(cartTotals({ lines: [line({ unitPrice: 7_999 })], coupon: null })).toMatchObject({ delivery: 0, orderTotal: 7_999 })
    expect(cartTotals({ lines: [line({ isDigital: true })], coupon: null }).delivery).toBe(0)
    expect(cartTotals({ lines: [], coupon: null }).orderTotal).toBe(0)
    expect(cartTotals({ lines: [line({})], coupon: null, deliveryPrice: 390 }).delivery).toBe(390)
  })

  it('shows the 25% PDV contained in each amount', () => {
    expect(cartTotals({ lines: [line({ unitPrice: 12_500 })], coupon: null }).tax).toMatchObject({ itemsTotal: 2_500, orderTotal: 2_500 })
  })
})

describe('maxQuantityFor', () => {
  it('shares a component between lines and ignores unlimited stock', () => {
    const shelf = { productId: 7, perUnit: 2, available: 5 }
    expect(maxQuantityFor({ key: 'new', qty: 9, uses: [shelf] }, [{ key: 1, qty: 1, uses: [{ productId: 7, perUnit: 1, available: 5 }] }])).toBe(2)
    expect(maxQuantityFor({ key: 'new', qty: 9, uses: [{ productId: 3, perUnit: 1, available: null }] }, [])).toBeNull()
  })
})
