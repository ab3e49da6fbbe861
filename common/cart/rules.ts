/** Cart constants of §9 and the shop's delivery estimate, shared by server and browser. */

/** §9: the cart cookies live a year. */
export const CART_COOKIE_SECONDS = 31_536_000
export const CART_ID_COOKIE = 'cartId'
export const PROTECT_CODE_COOKIE = 'protectCode'

/** §4/§9: a quantity is sent 500 ms after the last change. */
export const QUANTITY_DEBOUNCE_MS = 500

/** §9 copy "free shipping over 80 euros"; below it the standard parcel until a method is chosen. */
export const FREE_DELIVERY_FROM = 8_000
export const STANDARD_DELIVERY = 500

/** §9: the 25% PDV contained in prices. */
export const VAT_PERCENT = 25

/**
 * The most one order may cost, in cents (issue 25 point 9): a cart above it is refused when it
 * grows, with `cart.orderLimit`, instead of failing at order time. Together with the per-line
 * `MAX_LINE_QUANTITY` (schemas.ts) it keeps every amount far inside the order columns.
 */
export const MAX_ORDER_TOTAL = 100_000_000
