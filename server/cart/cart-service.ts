import { and, eq, sql } from 'drizzle-orm'
import { MAX_LINE_QUANTITY, type AddItemInput, type CartItemOptions, type CartSession } from '../../common/cart/schemas'
import type { CartNotice, CartView } from '../../common/cart/types'
import type { Db } from '../db/client'
import { cartItems, carts } from '../db/schema'
import { ApiError } from '../http/api-error'
import { claimMemberCard, isCardValid } from '../users/members-service'
import { loadCatalogFacts, type CatalogFacts } from './catalog-facts'
import { openCart, type CartRow, type CartScope } from './cart-session'
import { loadCartState, toStockLines, type CartLine } from './cart-state'
import { toCartView } from './cart-view'
import { cartCustomer, couponError, couponProblem, findCoupon } from './coupon-rules'
import { resolveLine, type LineProblem, type ResolvedLine } from './line-rules'
import { assertWithinOrderLimit } from './order-limit'
import { maxQuantityFor } from './stock-limit'

const lineErrors: Record<LineProblem, ApiError> = {
  notFound: new ApiError(404, 'PRODUCT_NOT_FOUND', 'error.notFound'),
  configurationNotSet: new ApiError(400, 'CONFIGURATION_NOT_SET', 'configurationNotSet'),
  notPurchasable: new ApiError(400, 'NOT_PURCHASABLE', 'cart.notPurchasable'),
  optionRequired: new ApiError(400, 'OPTION_REQUIRED', 'cart.optionRequired'),
  invalidOption: new ApiError(400, 'INVALID_OPTION', 'cart.invalidOption'),
}
const outOfStock = () => new ApiError(409, 'OUT_OF_STOCK', 'cart.outOfStock')

/** A change to one cart: its row is locked for the whole transaction, so changes queue per cart. */
async function changeCart<T>(db: Db, scope: CartScope, session: CartSession, work: (tx: Db, cart: CartRow) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const opened = await openCart(tx, scope, session, { lock: true })
    // A logged-in shopper's change makes the cart theirs: it comes back at their next login.
    const cart = { ...opened, userId: opened.userId ?? scope.userId }
    await tx.update(carts).set({ updatedAt: sql`now()`, userId: cart.userId }).where(eq(carts.id, cart.id))
    return work(tx, cart)
  })
}

async function view(db: Db, scope: CartScope, cart: CartRow, extra: CartNotice[] = [], facts?: CatalogFacts): Promise<CartView> {
  const [fresh] = await db.select().from(carts).where(eq(carts.id, cart.id))
  const result = await toCartView(db, scope, await loadCartState(db, scope, fresh ?? cart, { facts }))
  return { ...result, notices: [...extra, ...result.notices] }
}

/**
 * The cart as the buyer sees it now. With `followLanguage` (the request named its language) a cart
 * opened in another language moves to this one: the languages share one store and one currency, so
 * switching keeps the cart (ADR 038), and its e-mails then speak the language the buyer last used.
 */
export async function getCartView(db: Db, scope: CartScope, session: CartSession, options: { followLanguage?: boolean } = {}): Promise<CartView> {
  return db.transaction(async (tx) => {
    let cart = await openCart(tx, scope, session, { lock: true })
    if (options.followLanguage && cart.locale !== scope.locale) {
      const [moved] = await tx.update(carts).set({ locale: scope.locale }).where(eq(carts.id, cart.id)).returning()
      if (moved) cart = moved
    }
    return toCartView(tx, scope, await loadCartState(tx, scope, cart), { withCrossSells: true })
  })
}

/** A cart after a change that adds to it: refused (the change rolls back) above the order limit. */
function grown(view: CartView): CartView {
  assertWithinOrderLimit(view.prices.base)
  return view
}

/** The header's count: one indexed read, no re-pricing (the cart page re-checks everything). */
export async function cartSummary(db: Db, scope: CartScope, session: CartSession): Promise<{ itemCount: number; locale: string; userId: number | null }> {
  const cart = await openCart(db, scope, session)
  const [row] = await db.select({ count: sql<number>`coalesce(sum(${cartItems.qty}), 0)::int` }).from(cartItems).where(eq(cartItems.cartId, cart.id))
  return { itemCount: row?.count ?? 0, locale: cart.locale, userId: cart.userId }
}

/** The quantity a line may take: the wish, capped by stock with the rest of the cart as it is. */
function clampQuantity(resolved: ResolvedLine, wanted: number, others: CartLine[], key: number | 'new'): number {
  const max = maxQuantityFor({ key, qty: wanted, uses: resolved.uses }, toStockLines(others.map((o) => ({ key: o.item.id, qty: o.qty, uses: o.resolved.uses }))))
  return Math.min(wanted, max ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY)
}

/** §4 add: a new line, or more of the same line (same product and options); never above stock. */
export async function addItem(db: Db, scope: CartScope, session: CartSession, input: Pick<AddItemInput, 'productId' | 'qty' | 'options' | 'reservation'>): Promise<CartView> {
  return changeCart(db, scope, session, async (tx, cart) => {
    const state = await loadCartState(tx, scope, cart, { extraLines: [{ productId: input.productId, options: input.options }] })
    const resolved = resolveLine(state.facts, { productId: input.productId, options: input.options })
    if ('problem' in resolved) throw lineErrors[resolved.problem]
    const existing = state.lines.find((l) => l.item.productId === input.productId && l.item.optionsKey === resolved.optionsKey)
    const wanted = Math.min((existing?.qty ?? 0) + input.qty, MAX_LINE_QUANTITY)
    const others = state.lines.filter((l) => l !== existing)
    const qty = clampQuantity(resolved, wanted, others, existing?.item.id ?? 'new')
    if (qty === 0) throw outOfStock()
    let itemId: number
    if (existing) {
      await tx.update(cartItems).set({ qty, reservation: existing.item.reservation || input.reservation }).where(eq(cartItems.id, existing.item.id))
      itemId = existing.item.id
    } else {
      const [row] = await tx
        .insert(cartItems)
        .values({ cartId: cart.id, productId: input.productId, qty, options: resolved.options, optionsKey: resolved.optionsKey, reservation: input.reservation })
        .returning({ id: cartItems.id })
      itemId = row!.id
    }
    const notices: CartNotice[] = qty < wanted ? [{ code: 'stockCorrected', itemId, qty }] : []
    return grown(await view(tx, scope, cart, notices, state.facts))
  })
}

/** §4 quantity change (and options, which may fold the line into an identical one). */
export async function updateItem(
  db: Db,
  scope: CartScope,
  session: CartSession,
  input: { itemId: number; qty: number; options?: CartItemOptions },
): Promise<CartView> {
  return changeCart(db, scope, session, async (tx, cart) => {
    const state = await loadCartState(tx, scope, cart)
    const line = state.lines.find((l) => l.item.id === input.itemId)
    if (!line) throw new ApiError(404, 'ITEM_NOT_IN_CART', 'itemNotInCart')
    let resolved = line.resolved
    if (input.options) {
      const facts = await loadCatalogFacts(tx, { siteId: scope.siteId, lines: [{ productId: line.item.productId, options: input.options }] })
      const next = resolveLine(facts, { productId: line.item.productId, options: input.options })
      if ('problem' in next) throw lineErrors[next.problem]
      resolved = next
    }
    const twin = state.lines.find((l) => l !== line && l.item.productId === line.item.productId && l.item.optionsKey === resolved.optionsKey)
    const wanted = input.qty + (twin?.qty ?? 0)
    const others = state.lines.filter((l) => l !== line && l !== twin)
    const qty = clampQuantity(resolved, wanted, others, line.item.id)
    if (qty === 0) throw outOfStock()
    if (twin) await tx.delete(cartItems).where(eq(cartItems.id, twin.item.id))
    await tx.update(cartItems).set({ qty, options: resolved.options, optionsKey: resolved.optionsKey }).where(eq(cartItems.id, line.item.id))
    return grown(await view(tx, scope, cart, qty < wanted ? [{ code: 'stockCorrected', itemId: line.item.id, qty }] : [], input.options ? undefined : state.facts))
  })
}

/** §4: removal only of a line that is in the cart, else 'item not in cart'. */
export async function deleteItem(db: Db, scope: CartScope, session: CartSession, itemId: number): Promise<CartView> {
  return changeCart(db, scope, session, async (tx, cart) => {
    const deleted = await tx.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id))).returning({ id: cartItems.id })
    if (deleted.length === 0) throw new ApiError(404, 'ITEM_NOT_IN_CART', 'itemNotInCart')
    return view(tx, scope, cart)
  })
}

export async function clearCart(db: Db, scope: CartScope, session: CartSession): Promise<CartView> {
  return changeCart(db, scope, session, async (tx, cart) => {
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id))
    await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id))
    return view(tx, scope, cart)
  })
}

/**
 * §4 coupon: applied only when it applies to this cart now. Usage limits are checked here and
 * again when the order spends the coupon (`redeemCoupon`), so many carts may hold a one-use code
 * but only one order gets it.
 */
export async function applyCoupon(db: Db, scope: CartScope, session: CartSession, code: string): Promise<CartView> {
  return changeCart(db, scope, session, async (tx, cart) => {
    const coupon = await findCoupon(tx, { siteId: scope.siteId, code })
    if (!coupon) throw couponError('notFound')
    const state = await loadCartState(tx, scope, cart)
    const problem = await couponProblem(tx, coupon, { lines: state.lines.map((l) => l.priced), customer: cartCustomer(cart, scope.userId) })
    if (problem) throw couponError(problem, coupon)
    await tx.update(carts).set({ couponId: coupon.id }).where(eq(carts.id, cart.id))
    return view(tx, scope, cart)
  })
}

export async function removeCoupon(db: Db, scope: CartScope, session: CartSession): Promise<CartView> {
  return changeCart(db, scope, session, async (tx, cart) => {
    await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id))
    return view(tx, scope, cart)
  })
}

/** §5 member barcode: only for a logged-in user, and only a card the members table knows as valid. */
export async function applyMemberCard(db: Db, scope: CartScope, session: CartSession, barcode: string): Promise<CartView> {
  const userId = scope.userId
  if (userId === null) throw new ApiError(401, 'UNAUTHORIZED', 'error.unauthorized')
  if (!(await isCardValid(db, barcode))) throw new ApiError(400, 'MEMBER_CARD_INVALID', 'core.notifications.membershipCardBarcodeInvalid')
  return changeCart(db, scope, session, async (tx, cart) => {
    // Issue 25.3: applying makes the card this account's; another account's card is refused (409).
    await claimMemberCard(tx, { barcode, userId })
    await tx.update(carts).set({ memberCardBarcode: barcode.trim(), userId: scope.userId }).where(eq(carts.id, cart.id))
    return view(tx, scope, { ...cart, userId: scope.userId })
  })
}

export async function setInstructions(db: Db, scope: CartScope, session: CartSession, instructions: string): Promise<CartView> {
  return changeCart(db, scope, session, async (tx, cart) => {
    await tx.update(carts).set({ instructions: instructions.trim() }).where(eq(carts.id, cart.id))
    return view(tx, scope, cart)
  })
}

/**
 * §7 validateCart: the cart re-priced now, for the order step to compare with what the shopper
 * saw (§4 order creation). `validateMemberCard` is false when a card was set but no longer holds.
 */
export function toValidation(cart: CartView) {
  return { items: cart.items, validateMemberCard: !cart.notices.some((n) => n.code === 'memberCardInvalid'), cart }
}
