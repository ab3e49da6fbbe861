import { asc, eq, inArray } from 'drizzle-orm'
import type { CartItemOptions } from '../../common/cart/schemas'
import type { CartNotice } from '../../common/cart/types'
import type { Db } from '../db/client'
import { deliveryPriceFor, type DeliveryPricing } from '../../common/checkout/delivery-price'
import { cartItems, carts, coupons, deliveryMethods } from '../db/schema'
import { storedMemberCard, validateMembersBarcode } from '../users/members-service'
import { loadCatalogFacts, type CatalogFacts } from './catalog-facts'
import { cartTotals, type PricedLine } from './cart-totals'
import type { CartRow, CartScope } from './cart-session'
import { cartCustomer, couponProblem, couponRule, type CouponRow } from './coupon-rules'
import { resolveLine, type ResolvedLine } from './line-rules'
import { maxQuantityFor, type StockLine } from './stock-limit'

export type CartItemRow = typeof cartItems.$inferSelect

export interface CartLine {
  item: CartItemRow
  resolved: ResolvedLine
  qty: number
  maxQty: number | null
  priced: PricedLine
}

export interface CartState {
  cart: CartRow
  lines: CartLine[]
  facts: CatalogFacts
  coupon: CouponRow | null
  isMember: boolean
  notices: CartNotice[]
  /** The delivery method chosen at checkout (null until then: the standard parcel estimate). */
  delivery: DeliveryPricing | null
}

/** The member price applies to a line when the product has one below its price (§3 membershipPrice). */
export function unitPrice(product: { price: number; membershipPrice: number | null }, isMember: boolean): number {
  return isMember && product.membershipPrice !== null && product.membershipPrice < product.price ? product.membershipPrice : product.price
}

export function toStockLines(lines: { key: number | 'new'; qty: number; uses: ResolvedLine['uses'] }[]): StockLine[] {
  return lines.map((line) => ({ key: line.key, qty: line.qty, uses: line.uses }))
}

/**
 * Reads a cart and re-checks it against the catalogue as it is now: lines that can no longer be
 * bought go, quantities above stock come down (in line order, so earlier lines keep theirs), a
 * coupon that no longer applies and a member card that is no longer valid are dropped. What it
 * changed is written back and reported as notices (§4, §8 stock correction, cartUpdated).
 */
export async function loadCartState(
  db: Db,
  scope: CartScope,
  cart: CartRow,
  options: { extraLines?: { productId: number; options: CartItemOptions }[]; facts?: CatalogFacts } = {},
): Promise<CartState> {
  const items = await db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.id))
  // One catalogue read per call: a change passes the line it is about to add, the answer after it reuses the facts.
  const known = options.facts && items.every((i) => options.facts?.products.has(i.productId))
  const facts =
    known && options.facts
      ? options.facts
      : await loadCatalogFacts(db, { siteId: scope.siteId, lines: [...items.map((i) => ({ productId: i.productId, options: i.options })), ...(options.extraLines ?? [])] })
  const notices: CartNotice[] = []
  const removed: number[] = []
  const kept: { item: CartItemRow; resolved: ResolvedLine; qty: number }[] = []
  for (const item of items) {
    const resolved = resolveLine(facts, { productId: item.productId, options: item.options as CartItemOptions })
    if ('problem' in resolved) {
      removed.push(item.id)
      notices.push({ code: 'stockCorrected', itemId: item.id, qty: 0 })
      continue
    }
    const max = maxQuantityFor({ key: item.id, qty: item.qty, uses: resolved.uses }, toStockLines(kept.map((k) => ({ key: k.item.id, qty: k.qty, uses: k.resolved.uses }))))
    const qty = max === null ? item.qty : Math.min(item.qty, max)
    if (qty === 0) {
      removed.push(item.id)
      notices.push({ code: 'stockCorrected', itemId: item.id, qty: 0 })
      continue
    }
    if (qty < item.qty) {
      notices.push({ code: 'stockCorrected', itemId: item.id, qty })
      await db.update(cartItems).set({ qty }).where(eq(cartItems.id, item.id))
    }
    kept.push({ item, resolved, qty })
  }
  if (removed.length) await db.delete(cartItems).where(inArray(cartItems.id, removed))

  let isMember = false
  if (cart.memberCardBarcode && cart.userId !== null && cart.userId === scope.userId) {
    isMember = (await validateMembersBarcode(db, cart.memberCardBarcode, cart.userId)).isValid
    if (!isMember) {
      notices.push({ code: 'memberCardInvalid' })
      await db.update(carts).set({ memberCardBarcode: null }).where(eq(carts.id, cart.id))
      cart = { ...cart, memberCardBarcode: null }
    }
  }
  // Issue 20.6: the card kept on the profile applies from the login on, without typing it again.
  if (!isMember && !cart.memberCardBarcode && scope.userId !== null) {
    const stored = await storedMemberCard(db, scope.userId)
    if (stored) {
      isMember = true
      cart = { ...cart, memberCardBarcode: stored }
    }
  }

  const all = toStockLines(kept.map((k) => ({ key: k.item.id, qty: k.qty, uses: k.resolved.uses })))
  const lines: CartLine[] = kept.map((k) => ({
    ...k,
    maxQty: maxQuantityFor(all.find((l) => l.key === k.item.id) as StockLine, all.filter((l) => l.key !== k.item.id)),
    priced: {
      qty: k.qty,
      unitPrice: unitPrice(k.resolved.product, isMember),
      regularPrice: k.resolved.product.price,
      productIds: k.resolved.productIds,
      categoryIds: k.resolved.categoryIds,
      isDigital: k.resolved.isDigital,
    },
  }))

  let coupon: CouponRow | null = null
  if (cart.couponId !== null) {
    const [row] = await db.select().from(coupons).where(eq(coupons.id, cart.couponId))
    // Re-checked with whoever is known now: a login or the address step's e-mail can spend a per-customer limit.
    const problem = row ? await couponProblem(db, row, { lines: lines.map((l) => l.priced), customer: cartCustomer(cart, scope.userId) }) : 'notFound'
    if (problem) {
      notices.push({ code: 'couponRemoved', reason: problem })
      await db.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id))
      cart = { ...cart, couponId: null }
    } else {
      coupon = row ?? null
    }
  }
  let delivery: DeliveryPricing | null = null
  if (cart.deliveryMethodId !== null) {
    const [method] = await db
      .select({ price: deliveryMethods.price, countryPrices: deliveryMethods.countryPrices, freeFrom: deliveryMethods.freeFrom })
      .from(deliveryMethods)
      .where(eq(deliveryMethods.id, cart.deliveryMethodId))
    delivery = method ?? null
  }
  return { cart, lines, facts, coupon, isMember, notices, delivery }
}

/** The cart's money; with a chosen delivery method, its price for the address's country. */
export function stateTotals(state: CartState) {
  const lines = state.lines.map((l) => l.priced)
  const coupon = state.coupon ? couponRule(state.coupon) : null
  if (!state.delivery) return cartTotals({ lines, coupon })
  const estimate = cartTotals({ lines, coupon, deliveryPrice: 0 })
  const deliveryPrice = deliveryPriceFor(state.delivery, { country: state.cart.checkoutAddress?.delivery.country ?? null, cartTotal: estimate.cartTotal })
  return cartTotals({ lines, coupon, deliveryPrice })
}
