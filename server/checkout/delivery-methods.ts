import { and, asc, eq, inArray } from 'drizzle-orm'
import { deliveryPriceFor } from '../../common/checkout/delivery-price'
import type { DeliveryMethodView } from '../../common/checkout/checkout-views'
import type { SaveDeliveryMethodInput } from '../../common/checkout/schemas'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { carts, deliveryBranches, deliveryMethods } from '../db/schema'
import { stateTotals, type CartState } from '../cart/cart-state'
import { ApiError } from '../http/api-error'
import { findGuestUser } from '../users/guest-service'
import { isDigitalOnly, localized } from './checkout-cart'

type DeliveryMethodRow = typeof deliveryMethods.$inferSelect

export type { DeliveryMethodView }

/** Before the address is known every method is offered; the order checks the address's country again. */
function deliversTo(method: DeliveryMethodRow, country: string | null): boolean {
  return method.countries.length === 0 || country === null || method.countries.includes(country)
}

/** §7 getApplicableDeliveryMethods: active methods that deliver to the country, priced for this cart; none for digital-only carts. */
export async function applicableDeliveryMethods(db: Db, state: CartState, input: { locale: Locale; country: string | null }): Promise<DeliveryMethodView[]> {
  if (isDigitalOnly(state)) return []
  const methods = await db
    .select()
    .from(deliveryMethods)
    .where(and(eq(deliveryMethods.siteId, state.cart.siteId), eq(deliveryMethods.isActive, true)))
    .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id))
  const usable = methods.filter((method) => deliversTo(method, input.country))
  const branches = usable.length
    ? await db
        .select()
        .from(deliveryBranches)
        .where(and(inArray(deliveryBranches.deliveryMethodId, usable.map((m) => m.id)), eq(deliveryBranches.isActive, true)))
        .orderBy(asc(deliveryBranches.position), asc(deliveryBranches.id))
    : []
  const cartTotal = stateTotals({ ...state, delivery: null }).cartTotal
  const freeByCoupon = state.coupon?.freeDelivery ?? false
  return usable.map((method) => ({
    id: method.id,
    code: method.code,
    name: localized(method.name, input.locale),
    description: localized(method.description, input.locale),
    price: freeByCoupon ? 0 : deliveryPriceFor(method, { country: input.country, cartTotal }),
    options: {
      branches: branches.filter((b) => b.deliveryMethodId === method.id).map((b) => ({ id: b.id, name: b.name, address: b.address })),
    },
  }))
}

/** Who asks to choose delivery: a signed-in member's id, or the guest cookie's guest id. */
export interface DeliveryBuyer {
  userId: number | null
  guestId: string | null
}

/** §5 "an active user (logged-in or guest)": a member, or a guest user the address step (or the cookie) names. */
async function hasActiveUser(tx: Db, state: CartState, buyer: DeliveryBuyer): Promise<boolean> {
  if (buyer.userId !== null) return true
  const guestId = state.cart.checkoutAddress?.guestId ?? buyer.guestId
  return guestId ? (await findGuestUser(tx, guestId)) !== null : false
}

/**
 * §7 saveDeliveryMethod / updateDeliveryMethod with the §5 rules: an active user, a member or a
 * guest, is required; a method is required and must be one of the applicable ones; a method with
 * branches needs one of its branches.
 */
export async function saveDeliveryMethod(
  tx: Db,
  state: CartState,
  input: SaveDeliveryMethodInput & { locale: Locale; buyer: DeliveryBuyer },
): Promise<DeliveryMethodView> {
  if (!(await hasActiveUser(tx, state, input.buyer))) throw new ApiError(400, 'ACTIVE_USER_REQUIRED', 'checkout.activeUserRequired')
  if (input.deliveryMethodId === undefined) throw new ApiError(400, 'SHIPPING_METHOD_UNDEFINED', 'checkout.shippingMethodUndefined')
  const country = state.cart.checkoutAddress?.delivery.country ?? null
  const methods = await applicableDeliveryMethods(tx, state, { locale: input.locale, country })
  const method = methods.find((m) => m.id === input.deliveryMethodId)
  if (!method) throw new ApiError(400, 'SHIPPING_METHOD_NOT_FOUND', 'checkout.shippingMethodNotFound')
  const branches = method.options.branches
  let branchId: number | null = null
  if (branches.length > 0) {
    if (input.branchId === undefined || input.branchId === null) throw new ApiError(400, 'SHIPPING_BRANCH_UNDEFINED', 'checkout.shippingBranchUndefined')
    if (!branches.some((b) => b.id === input.branchId)) throw new ApiError(400, 'SHIPPING_BRANCH_UNDEFINED', 'checkout.shippingBranchUndefined')
    branchId = input.branchId
  }
  await tx
    .update(carts)
    .set({ deliveryMethodId: method.id, options: { ...state.cart.options, deliveryBranchId: branchId }, updatedAt: new Date() })
    .where(eq(carts.id, state.cart.id))
  return method
}
