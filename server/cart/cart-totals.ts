import { VAT_PERCENT } from '../../common/cart/rules'
import type { CartAmounts, CartPrices } from '../../common/cart/types'
import { includedVat } from '../../common/money'

/** A cart line as pricing sees it: server prices only, in cents. */
export interface PricedLine {
  qty: number
  /** The price charged per unit (the member price when it applies). */
  unitPrice: number
  regularPrice: number
  /** The product and, for a variant, its configurable parent: what a coupon's product list names. */
  productIds: number[]
  /** The product's categories with their ancestors. */
  categoryIds: number[]
  isDigital: boolean
}

export interface CouponRule {
  type: 'percentage' | 'fixed'
  value: number
  productIds: number[]
  categoryIds: number[]
  freeDelivery: boolean
}

export function isLineEligible(line: PricedLine, coupon: Pick<CouponRule, 'productIds' | 'categoryIds'>): boolean {
  if (coupon.productIds.length === 0 && coupon.categoryIds.length === 0) return true
  return line.productIds.some((id) => coupon.productIds.includes(id)) || line.categoryIds.some((id) => coupon.categoryIds.includes(id))
}

export function couponDiscount(lines: PricedLine[], coupon: CouponRule): number {
  const eligible = lines.filter((line) => isLineEligible(line, coupon)).reduce((sum, line) => sum + line.unitPrice * line.qty, 0)
  const discount = coupon.type === 'percentage' ? Math.round((eligible * Math.min(coupon.value, 100)) / 100) : coupon.value
  return Math.max(0, Math.min(discount, eligible))
}

/**
 * The money of a cart (§2 summary), reused by the order flow so an order costs exactly what the
 * cart showed. `deliveryPrice` is the chosen method's price once checkout knows it; until then
 * delivery is not counted (the cart says it is worked out at checkout, issue 20 point 8). Free
 * for digital-only carts and with a free-delivery coupon.
 */
export function cartTotals(input: { lines: PricedLine[]; coupon: CouponRule | null; deliveryPrice?: number }): CartPrices {
  const { lines, coupon } = input
  const itemsTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0)
  const loyalty = lines.reduce((sum, line) => sum + Math.max(0, line.regularPrice - line.unitPrice) * line.qty, 0)
  const discount = coupon ? couponDiscount(lines, coupon) : 0
  const cartTotal = itemsTotal - discount
  const digitalOnly = lines.every((line) => line.isDigital)
  let delivery = input.deliveryPrice ?? 0
  if (lines.length === 0 || digitalOnly || coupon?.freeDelivery) delivery = 0
  const amounts: CartAmounts = { itemsTotal, coupon: discount, loyalty, cartTotal, delivery, orderTotal: cartTotal + delivery }
  const tax = Object.fromEntries(Object.entries(amounts).map(([key, cents]) => [key, includedVat(cents, VAT_PERCENT)])) as unknown as CartAmounts
  return { ...amounts, tax }
}
