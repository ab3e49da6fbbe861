import { timingSafeEqual } from 'node:crypto'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { CartSession } from '../../common/cart/schemas'
import type { CartView } from '../../common/cart/types'
import type { OrderCreateInput } from '../../common/checkout/schemas'
import type { Db } from '../db/client'
import { carts, orderEvents, orders, products } from '../db/schema'
import { loadCartState, type CartScope } from '../cart'
import type { CartRow } from '../cart/cart-session'
import { stateTotals, type CartState } from '../cart/cart-state'
import { toCartView } from '../cart/cart-view'
import { redeemCoupon } from '../cart/coupon-rules'
import { assertWithinOrderLimit } from '../cart/order-limit'
import { isDigitalOnly } from '../checkout/checkout-cart'
import { applicableDeliveryMethods } from '../checkout/delivery-methods'
import { applicablePaymentMethods } from '../checkout/payment-methods'
import { ApiError } from '../http/api-error'
import { isLocale } from '../../common/i18n/locales'
import { translate } from '../../common/i18n/translate'
import { logConsentAcceptance } from '../gdpr'
import { getSiteOptions } from '../site/site-service'
import { enqueueEmail } from '../outbox/enqueue'
import { insertOrderLines } from './order-lines'
import { newOrderSlug, nextOrderIdentity } from './order-number'
import { seenDiffers } from './seen-prices'
import { markPagesChanged } from '../page-cache/page-changes'
import { pageTags } from '../page-cache/tags'

export type OrderRow = typeof orders.$inferSelect

export type PlaceOrderResult = { kind: 'placed'; order: OrderRow; created: boolean } | { kind: 'cartUpdated'; cart: CartView }

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The cart row, locked; unlike a cart change, an already ordered cart is still found (a replayed order call). */
async function lockCart(tx: Db, scope: CartScope, session: CartSession): Promise<CartRow> {
  const [row] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, session.cartId), eq(carts.siteId, scope.siteId)))
    .for('update')
  if (!row || !sameSecret(row.protectCode, session.protectCode)) throw new ApiError(409, 'CART_SESSION_INVALID', 'cart.sessionInvalid')
  if (row.userId !== null && row.userId !== scope.userId) throw new ApiError(409, 'CART_SESSION_INVALID', 'cart.sessionInvalid')
  return row
}

/** Every product a cart's lines draw stock from (bundles: the bundle and each component), locked in id order. */
async function lockStock(tx: Db, state: CartState): Promise<void> {
  const ids = [...new Set(state.lines.flatMap((line) => line.resolved.uses.map((use) => use.productId)))].sort((a, b) => a - b)
  if (ids.length) await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('update')
}

async function takeStock(tx: Db, state: CartState): Promise<void> {
  const taken = new Map<number, number>()
  for (const line of state.lines) {
    for (const use of line.resolved.uses) {
      if (use.available === null) continue
      taken.set(use.productId, (taken.get(use.productId) ?? 0) + use.perUnit * line.qty)
    }
  }
  // Stock shows on product pages and in listings (availability, filters).
  markPagesChanged([pageTags.catalog, ...[...taken.keys()].map(pageTags.product)])
  for (const [productId, qty] of taken) {
    const updated = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${qty}` })
      .where(and(eq(products.id, productId), sql`${products.stockQuantity} >= ${qty}`))
      .returning({ id: products.id })
    // The locked re-read allowed it, so this cannot happen; if it does, nothing is written.
    if (updated.length === 0) throw new ApiError(409, 'OUT_OF_STOCK', 'cart.outOfStock')
  }
}

/** What order/create requires before it places anything: an address, a delivery method that still applies, a payment method. */
async function checkoutChoices(tx: Db, state: CartState) {
  const address = state.cart.checkoutAddress
  if (!address) throw new ApiError(409, 'CHECKOUT_ADDRESS_MISSING', 'checkout.somethingWentWrong')
  const locale = state.cart.locale === 'en' || state.cart.locale === 'de' ? state.cart.locale : 'hr'
  let delivery: { id: number; name: string; branchId: number | null; branchName: string | null } | null = null
  if (!isDigitalOnly(state)) {
    if (state.cart.deliveryMethodId === null) throw new ApiError(409, 'SHIPPING_METHOD_UNDEFINED', 'checkout.shippingMethodUndefined')
    const methods = await applicableDeliveryMethods(tx, state, { locale, country: address.delivery.country })
    const method = methods.find((m) => m.id === state.cart.deliveryMethodId)
    if (!method) throw new ApiError(409, 'SHIPPING_METHOD_NOT_FOUND', 'checkout.shippingMethodNotFound')
    const branchId = state.cart.options.deliveryBranchId ?? null
    const branch = method.options.branches.find((b) => b.id === branchId) ?? null
    if (method.options.branches.length > 0 && !branch) throw new ApiError(409, 'SHIPPING_BRANCH_UNDEFINED', 'checkout.shippingBranchUndefined')
    delivery = { id: method.id, name: method.name, branchId: branch?.id ?? null, branchName: branch?.name ?? null }
  }
  if (state.cart.paymentMethodId === null) throw new ApiError(409, 'PAYMENT_METHOD_UNDEFINED', 'checkout.paymentMethodUndefined')
  const payment = (await applicablePaymentMethods(tx, state, { locale })).find((m) => m.id === state.cart.paymentMethodId)
  if (!payment) throw new ApiError(409, 'PAYMENT_METHOD_NOT_FOUND', 'checkout.paymentMethodNotFound')
  return { address, delivery, payment, locale }
}

/**
 * §4 order creation, in one transaction:
 * 1. lock the cart row — parallel calls for one cart queue here, and a cart that already has an
 *    open order answers that order (double click, refresh, replay: one order);
 * 2. lock the rows of every product the lines draw on (id order, so two carts cannot deadlock),
 *    then re-read and re-price the cart as it is now;
 * 3. anything corrected, or a price the buyer did not see → the corrected cart, no order;
 * 4. take the stock, spend the coupon (its row lock counts the uses), write the order, its lines,
 *    its history and its e-mails (outbox), and close the cart when no provider is waited for.
 */
export async function placeOrder(db: Db, scope: CartScope, session: CartSession, input: OrderCreateInput): Promise<PlaceOrderResult> {
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, scope, session)
    const [existing] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.cartId, cart.id), ne(orders.status, 'cancelled')))
    if (existing) return { kind: 'placed', order: existing, created: false }
    if (cart.orderedAt) throw new ApiError(409, 'CART_SESSION_INVALID', 'cart.sessionInvalid')

    const first = await loadCartState(tx, scope, { ...cart, userId: cart.userId ?? scope.userId })
    await lockStock(tx, first)
    const state = await loadCartState(tx, scope, first.cart)
    const totals = stateTotals(state)
    if (first.notices.length || state.notices.length || seenDiffers(input.seen, state, totals.cartTotal)) {
      const view = await toCartView(tx, scope, state)
      return { kind: 'cartUpdated', cart: { ...view, notices: [...first.notices, ...state.notices, ...view.notices] } }
    }
    if (state.lines.length === 0) throw new ApiError(409, 'CART_EMPTY', 'checkout.cartEmpty')
    // The cart refuses to grow past it; prices raised since can still take a cart there.
    assertWithinOrderLimit(totals)

    const { address, delivery, payment, locale } = await checkoutChoices(tx, state)
    const hasDigital = state.lines.some((line) => line.priced.isDigital)
    if (hasDigital && !input.digitalSupplyConsent) {
      throw new ApiError(400, 'DIGITAL_SUPPLY_CONSENT_REQUIRED', 'checkout.digitalSupplyRequired', undefined, { digitalSupplyConsent: 'checkout.digitalSupplyRequired' })
    }
    await takeStock(tx, state)
    const identity = await nextOrderIdentity(tx)
    const waitsForProvider = payment.paymentType === 'hpf' || payment.paymentType === 'paypal'
    const [order] = await tx
      .insert(orders)
      .values({
        id: identity.id,
        number: identity.number,
        slug: newOrderSlug(),
        siteId: scope.siteId,
        cartId: cart.id,
        userId: state.cart.userId,
        guestId: state.cart.userId === null ? address.guestId : null,
        email: address.delivery.contactEmail,
        locale,
        status: waitsForProvider ? 'pending_payment' : 'not_paid',
        paymentStatus: payment.paymentType === 'cod' ? 'not_required' : 'pending',
        deliveryMethodId: delivery?.id ?? null,
        deliveryMethodName: delivery?.name ?? '',
        deliveryBranchId: delivery?.branchId ?? null,
        deliveryBranchName: delivery?.branchName ?? null,
        paymentMethodId: payment.id,
        paymentMethodName: payment.name,
        paymentType: payment.paymentType,
        deliveryAddress: delivery ? address.delivery : null,
        billingAddress: state.cart.companyData
          ? { ...address.billing, companyName: state.cart.companyData.companyName, companyOIB: state.cart.companyData.oib }
          : address.billing,
        couponId: state.coupon?.id ?? null,
        couponCode: state.coupon?.code ?? null,
        memberCardBarcode: state.isMember ? state.cart.memberCardBarcode : null,
        itemsTotal: totals.itemsTotal,
        couponDiscount: totals.coupon,
        memberSavings: totals.loyalty,
        deliveryPrice: totals.delivery,
        taxTotal: totals.tax.orderTotal,
        orderTotal: totals.orderTotal,
        giftMessage: input.giftMessage,
        orderMessage: input.orderMessage,
        giftTo: input.to,
        giftFrom: input.from,
        instructions: state.cart.instructions,
        acceptedConsents: address.acceptedConsents,
        // The wording in the language the buyer read, kept with the time: the order's proof of the consent.
        digitalSupplyConsentAt: hasDigital ? new Date() : null,
        digitalSupplyConsentText: hasDigital ? translate(isLocale(locale) ? locale : 'hr', 'checkout.digitalSupply') : null,
      })
      .returning()
    if (!order) throw new Error('order insert returned nothing')
    if (state.coupon) {
      await redeemCoupon(tx, {
        couponId: state.coupon.id,
        cartId: cart.id,
        orderId: order.id,
        customer: { userId: order.userId, email: order.email },
        lines: state.lines.map((line) => line.priced),
      })
    }
    await insertOrderLines(tx, order, state)
    // Art. 7(1): the consents the buyer ticked (address and payment steps), logged with the version shown.
    await logConsentAcceptance(tx, {
      siteId: scope.siteId,
      assignedTo: 'checkout',
      acceptedIds: [...new Set([...address.acceptedConsents, ...input.acceptedConsents])],
      sourceType: 'checkout',
      user: { userId: order.userId, email: order.email },
      locale: isLocale(locale) ? locale : 'hr',
      ip: null,
      userAgent: null,
    })
    await tx.insert(orderEvents).values({ orderId: order.id, type: 'created', toStatus: order.status, data: { paymentType: order.paymentType, ...(hasDigital ? { digitalSupplyConsent: true } : {}) } })
    if (!waitsForProvider) {
      await queueOrderCreatedMails(tx, order)
      await tx.update(carts).set({ orderedAt: new Date() }).where(eq(carts.id, cart.id))
    }
    return { kind: 'placed', order, created: true }
  })
}

/** The buyer's and the shop's copy of a new order (the same keys when a provider confirms payment later). */
export async function queueOrderCreatedMails(tx: Db, order: OrderRow): Promise<void> {
  const options = await getSiteOptions(tx, order.siteId)
  await enqueueEmail(tx, {
    siteId: order.siteId,
    dedupeKey: `order:${order.id}:created:buyer`,
    email: { template: 'order.created.buyer', locale: order.locale, to: order.email, orderId: order.id },
  })
  await enqueueEmail(tx, {
    siteId: order.siteId,
    dedupeKey: `order:${order.id}:created:shop`,
    email: { template: 'order.created.shop', locale: 'hr', to: options.ShopEmail, orderId: order.id },
  })
}
