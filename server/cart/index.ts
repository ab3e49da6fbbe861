/** The cart domain: sessions, lines, stock limits, coupons, member prices, wishlist. */
export * from './cart-service'
export { createCartSession, openCart, type CartScope } from './cart-session'
export { restoreAbandonedCart } from './abandoned-cart'
export { cartTotals, type PricedLine, type CouponRule } from './cart-totals'
export { redeemCoupon, couponProblem, findCoupon } from './coupon-rules'
export { loadCartState, stateTotals } from './cart-state'
export * from './wishlist-service'
export { isMemberNow } from './member-status'
