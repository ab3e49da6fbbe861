import { and, eq, min } from 'drizzle-orm'
import type { CartItemView, CartView, DeliveryQuote } from '../../common/cart/types'
import { partLabel } from '../../common/catalog/product-name'
import { loadDisplayNames, loadTranslations } from '../catalog'
import type { Db } from '../db/client'
import { deliveryMethods } from '../db/schema'
import { findMediaViews } from '../media/media-service'
import { cartCrossSells } from './cart-cross-sells'
import type { CartScope } from './cart-session'
import { stateTotals, type CartState } from './cart-state'
import { availableUnits } from './line-rules'

/**
 * Issue 20 point 8: before a method is chosen the cart does not know the delivery price, so it
 * says so; the free-delivery threshold is the chosen method's, or the lowest any method offers.
 */
async function deliveryQuote(db: Db, state: CartState): Promise<DeliveryQuote> {
  const nothingDelivered = state.lines.length === 0 || state.lines.every((l) => l.resolved.isDigital) || state.coupon?.freeDelivery === true
  if (nothingDelivered) return { isKnown: true, freeFrom: null }
  if (state.delivery) return { isKnown: true, freeFrom: state.delivery.freeFrom }
  const [row] = await db
    .select({ freeFrom: min(deliveryMethods.freeFrom) })
    .from(deliveryMethods)
    .where(and(eq(deliveryMethods.siteId, state.cart.siteId), eq(deliveryMethods.isActive, true)))
  return { isKnown: false, freeFrom: row?.freeFrom ?? null }
}

/** §3 cart as the API answers it: names, slugs and images in the request's language. */
export async function toCartView(db: Db, scope: CartScope, state: CartState, options: { withCrossSells?: boolean } = {}): Promise<CartView> {
  const ids = [...state.facts.products.keys()]
  const [names, displayNames] = await Promise.all([loadTranslations(db, ids, scope.locale), loadDisplayNames(db, ids, scope.locale)])
  const mediaIds = state.lines.flatMap((l) => {
    const own = l.resolved.product.mediaIds[0] ?? l.resolved.parent?.mediaIds[0]
    return own === undefined ? [] : [own]
  })
  const media = await findMediaViews(db, mediaIds)
  const items: CartItemView[] = state.lines.map((line) => {
    const { product, parent } = line.resolved
    const mediaId = product.mediaIds[0] ?? parent?.mediaIds[0]
    const slug = names.get(product.id)?.slug ?? String(product.id)
    return {
      itemId: line.item.id,
      productId: product.id,
      qty: line.qty,
      maxQty: line.maxQty,
      reservation: line.item.reservation,
      productData: {
        id: product.id,
        slug,
        mainProductSlug: parent ? (names.get(parent.id)?.slug ?? slug) : slug,
        isVisibleIndividually: product.isVisibleIndividually,
        stockQuantity: availableUnits(state.facts, product),
        infiniteQuantity: product.infiniteQuantity,
        format: product.format,
        name: displayNames.get(product.id) ?? product.sku,
        media: mediaId !== undefined ? (media[mediaId] ?? null) : null,
        details: line.resolved.components.map((c) => partLabel({ qty: c.quantity, name: displayNames.get(c.product.id) ?? c.product.sku })),
      },
      options: line.item.options,
      isMemberPrice: line.priced.unitPrice < line.priced.regularPrice,
      regularPrice: line.priced.regularPrice,
      prices: {
        converted: { finalPrice: line.priced.unitPrice, row: line.priced.unitPrice * line.qty },
        base: { finalPrice: line.priced.unitPrice, cartTotal: line.priced.unitPrice * line.qty },
      },
    }
  })
  const prices = stateTotals(state)
  const { cart, coupon } = state
  return {
    id: cart.id,
    protectCode: cart.protectCode,
    locale: cart.locale,
    session: { cartId: cart.id, protectCode: cart.protectCode },
    items,
    itemCount: items.reduce((sum, item) => sum + item.qty, 0),
    coupon: coupon ? { code: coupon.code, type: coupon.type, value: coupon.value, freeDelivery: coupon.freeDelivery } : null,
    couponCode: coupon?.code ?? null,
    memberCardBarcode: cart.memberCardBarcode,
    isMember: state.isMember,
    instructions: cart.instructions,
    digitalOnly: items.length > 0 && state.lines.every((l) => l.resolved.isDigital),
    deliveryMethodId: cart.deliveryMethodId,
    paymentMethodId: cart.paymentMethodId,
    options: cart.options,
    prices: { converted: prices, base: prices },
    deliveryQuote: await deliveryQuote(db, state),
    notices: state.notices,
    crossSells: options.withCrossSells ? await cartCrossSells(db, state, scope.locale) : [],
  }
}
