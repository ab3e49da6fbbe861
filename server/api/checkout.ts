import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { z } from 'zod'
import { cartSessionSchema, type CartSession } from '../../common/cart/schemas'
import {
  applicableDeliveryMethodsSchema,
  checkoutAddressStepSchema,
  orderCreateSchema,
  saveDeliveryMethodSchema,
  savePaymentMethodSchema,
} from '../../common/checkout/schemas'
import { withCheckoutCart } from '../checkout/checkout-cart'
import { availableCountries } from '../checkout/countries'
import { applicableDeliveryMethods, saveDeliveryMethod } from '../checkout/delivery-methods'
import { applicablePaymentMethods, savePaymentMethod } from '../checkout/payment-methods'
import { saveAddressStep } from '../checkout/address-step'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { fail, ok } from '../http/respond'
import { parseValue } from '../http/validate'
import { placeOrder } from '../orders/place-order'
import { startPayment } from '../payments/start-payment'
import { kickOutbox } from '../outbox/outbox-worker'
import { enforceRateLimit } from '../rate-limit/limits'
import { siteOrigin } from '../site/site-origin'
import { pathFor } from '../../common/i18n/paths'
import { cartDb, cartScope, clearSessionCookies, requireSession } from './cart-session-http'
import { GUEST_COOKIE, setGuestCookies } from './user'

/** A checkout body: the payload plus the cart session (§7 names cartId and protectCode in every call). */
async function checkoutBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<{ session: CartSession; input: z.output<S> }> {
  const text = await c.req.text()
  let raw: unknown = {}
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text)
    } catch {
      throw ApiError.badRequest('INVALID_JSON')
    }
  }
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  const sessionFields = body.cartId !== undefined || body.protectCode !== undefined ? parseValue(c, cartSessionSchema, { cartId: body.cartId, protectCode: body.protectCode }) : {}
  return { session: requireSession(c, sessionFields), input: parseValue(c, schema, body) }
}

const countriesHandler = async (c: Context<AppEnv>) => ok(c, await availableCountries(cartDb(c), { siteId: c.get('site').id, locale: c.get('locale') }))

/** §7 checkout calls under `/api/v1/ecommerce/checkout`. */
export const checkoutApi = new Hono<AppEnv>()
  .post('/getAvailableCountries', countriesHandler)
  .post('/getDeliveryByAvailableCountries', async (c) => {
    const { session } = await checkoutBody(c, applicableDeliveryMethodsSchema)
    const countries = await availableCountries(cartDb(c), { siteId: c.get('site').id, locale: c.get('locale') })
    const byCountry = await withCheckoutCart(cartDb(c), cartScope(c), session, async (tx, state) =>
      Promise.all(countries.map(async (country) => ({ ...country, deliveryMethods: await applicableDeliveryMethods(tx, state, { locale: c.get('locale'), country: country.iso }) }))),
    )
    return ok(c, byCountry)
  })
  .post('/saveAddress', async (c) => {
    const { session, input } = await checkoutBody(c, checkoutAddressStepSchema)
    const userId = c.get('user')?.id ?? null
    const result = await withCheckoutCart(cartDb(c), cartScope(c), session, (tx, state) =>
      saveAddressStep(tx, state, { step: input, userId, guestId: getCookie(c, GUEST_COOKIE) ?? null }),
    )
    if (result.guest) setGuestCookies(c, result.guest)
    return ok(c, result.address)
  })

/** §7 delivery calls under `/api/v1/ecommerce/delivery`. */
export const deliveryApi = new Hono<AppEnv>()
  .post('/getApplicableDeliveryMethods', async (c) => {
    const { session, input } = await checkoutBody(c, applicableDeliveryMethodsSchema)
    const methods = await withCheckoutCart(cartDb(c), cartScope(c), session, (tx, state) =>
      applicableDeliveryMethods(tx, state, { locale: c.get('locale'), country: input.countryId ?? state.cart.checkoutAddress?.delivery.country ?? null }),
    )
    return ok(c, methods)
  })
  .put('/saveDeliveryMethod', (c) => updateDeliveryMethod(c))

/** §7 cart updateDeliveryMethod (the same rules as saveDeliveryMethod), mounted on the cart routes. */
export async function updateDeliveryMethod(c: Context<AppEnv>) {
  const { session, input } = await checkoutBody(c, saveDeliveryMethodSchema)
  const buyer = { userId: c.get('user')?.id ?? null, guestId: getCookie(c, GUEST_COOKIE) ?? null }
  return ok(c, await withCheckoutCart(cartDb(c), cartScope(c), session, (tx, state) => saveDeliveryMethod(tx, state, { ...input, locale: c.get('locale'), buyer })))
}

/** §7 payment calls under `/api/v1/ecommerce/payment`. */
export const paymentApi = new Hono<AppEnv>()
  .post('/getApplicablePaymentMethods', async (c) => {
    const { session } = await checkoutBody(c, applicableDeliveryMethodsSchema)
    return ok(c, await withCheckoutCart(cartDb(c), cartScope(c), session, (tx, state) => applicablePaymentMethods(tx, state, { locale: c.get('locale') })))
  })
  .put('/savePaymentMethod', async (c) => {
    const { session, input } = await checkoutBody(c, savePaymentMethodSchema)
    return ok(c, await withCheckoutCart(cartDb(c), cartScope(c), session, (tx, state) => savePaymentMethod(tx, state, { ...input, locale: c.get('locale') })))
  })

/** §7 order/create under `/api/v1/ecommerce/order`: `{html, orderSlug}`; a changed cart answers 409 CART_UPDATED with the new cart. */
export const orderCreateApi = new Hono<AppEnv>().post('/create', async (c) => {
  const { session, input } = await checkoutBody(c, orderCreateSchema)
  const config = c.get('runtime').config
  await enforceRateLimit(config, { action: 'orderCreate', ip: c.get('clientIp'), account: `cart:${session.cartId}` })
  const result = await placeOrder(cartDb(c), cartScope(c), session, input)
  if (result.kind === 'cartUpdated') {
    // §4: the corrected cart comes with the refusal, so the client shows it without another call.
    const refusal = fail(c, new ApiError(409, 'CART_UPDATED', 'checkout.cartUpdated'))
    const body = (await refusal.json()) as Record<string, unknown>
    return c.json({ ...body, data: result.cart }, 409)
  }
  const { order } = result
  if (result.created) kickOutbox()
  const locale = order.locale === 'en' || order.locale === 'de' ? order.locale : 'hr'
  const successPath = input.successURL ?? `${pathFor('checkoutSuccess', locale)}?orderSlug=${encodeURIComponent(order.slug)}`
  const failurePath = input.failureURL ?? pathFor('checkoutFailure', locale)
  const html = await startPayment(order, { db: cartDb(c), config, origin: siteOrigin({ config, site: c.get('site'), request: c.req.raw }), successPath, failurePath })
  if (order.status !== 'pending_payment') clearSessionCookies(c)
  return ok(c, { html, orderSlug: order.slug })
})
