import { Hono, type Context } from 'hono'
import { z } from 'zod'
import {
  addItemSchema,
  applyCouponSchema,
  applyMemberCardSchema,
  getCartSchema,
  instructionsSchema,
  updateItemSchema,
} from '../../common/cart/schemas'
import { isLocale } from '../../common/i18n/locales'
import { requireUser } from '../auth/access'
import {
  addItem,
  applyCoupon,
  applyMemberCard,
  clearCart,
  createCartSession,
  deleteItem,
  getCartView,
  removeCoupon,
  restoreAbandonedCart,
  setInstructions,
  updateItem,
  toValidation,
} from '../cart'
import { ApiError } from '../http/api-error'
import { enforceRateLimit } from '../rate-limit/limits'
import { limitCardCalls, updateGuestUser } from './user'
import { updateDeliveryMethod } from './checkout'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseQuery, parseValue } from '../http/validate'
import { cartDb, cartScope, clearSessionCookies, parseCartJson, requestSession, requireSession, setSessionCookies } from './cart-session-http'

export const itemIdParam = z.coerce.number().int().positive().max(2_147_483_647)
export const sessionQuery = z.object({ cartId: z.coerce.number().int().positive().optional(), protectCode: z.string().optional() })

/**
 * §4 "a cart fetch answering 400 or 409 clears the session" — the server drops the cookies with
 * it. A language change keeps the cart and moves it to the new language (ADR 038, unlike §4).
 */
async function readCart(c: Context<AppEnv>, body: z.output<typeof getCartSchema>) {
  const session = requireSession(c, body)
  try {
    return await getCartView(cartDb(c), cartScope(c), session, { followLanguage: isLocale(c.req.query('language')) })
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) clearSessionCookies(c)
    throw error
  }
}

/** §7 cart calls under `/api/v1/ecommerce/cart`. Thin: validate, call the cart service, envelope. */
export const cartApi = new Hono<AppEnv>()
  .post('/getCart', async (c) => ok(c, await readCart(c, await parseCartJson(c, getCartSchema))))
  .post('/validateCart', async (c) => ok(c, toValidation(await readCart(c, await parseCartJson(c, getCartSchema)))))
  .get('/getNewCartSession', async (c) => {
    await enforceRateLimit(c.get('runtime').config, { action: 'cartSession', ip: c.get('clientIp') })
    const session = await createCartSession(cartDb(c), cartScope(c))
    setSessionCookies(c, session)
    return ok(c, session, 201)
  })
  .post('/getAbandoned', async (c) => {
    const user = requireUser(c.get('user'))
    const body = await parseCartJson(c, getCartSchema)
    // A malformed guest session is no reason to refuse the user's own cart.
    const guest = (() => {
      try {
        return requestSession(c, body)
      } catch {
        return null
      }
    })()
    const session = await restoreAbandonedCart(cartDb(c), { ...cartScope(c), userId: user.id }, guest)
    if (!session) return ok(c, null)
    setSessionCookies(c, session)
    return ok(c, { session, cart: await getCartView(cartDb(c), cartScope(c), session) })
  })
  .post('/addItem', async (c) => {
    const input = await parseCartJson(c, addItemSchema)
    // §4 "adding with no session creates one first".
    let session = requestSession(c, input)
    if (!session) {
      await enforceRateLimit(c.get('runtime').config, { action: 'cartSession', ip: c.get('clientIp') })
      session = await createCartSession(cartDb(c), cartScope(c))
      setSessionCookies(c, session)
    }
    return ok(c, await addItem(cartDb(c), cartScope(c), session, input))
  })
  .patch('/updateItem', async (c) => {
    const input = await parseCartJson(c, updateItemSchema)
    return ok(c, await updateItem(cartDb(c), cartScope(c), requireSession(c, input), input))
  })
  .delete('/deleteItem/:itemId', async (c) => {
    const itemId = parseValue(c, itemIdParam, c.req.param('itemId'))
    const query = parseQuery(c, sessionQuery)
    return ok(c, await deleteItem(cartDb(c), cartScope(c), requireSession(c, query), itemId))
  })
  .post('/clearCart', async (c) => {
    const body = await parseCartJson(c, getCartSchema)
    return ok(c, await clearCart(cartDb(c), cartScope(c), requireSession(c, body)))
  })
  .post('/applyCoupon', async (c) => {
    const input = await parseCartJson(c, applyCouponSchema)
    const session = requireSession(c, input)
    // Per IP and per cart, so codes cannot be tried by the thousand.
    await enforceRateLimit(c.get('runtime').config, { action: 'coupon', ip: c.get('clientIp'), account: `cart-${session.cartId}` })
    return ok(c, await applyCoupon(cartDb(c), cartScope(c), session, input.couponCode))
  })
  .post('/removeCoupon', async (c) => {
    const body = await parseCartJson(c, getCartSchema)
    return ok(c, await removeCoupon(cartDb(c), cartScope(c), requireSession(c, body)))
  })
  .post('/applyMemberCard', async (c) => {
    const input = await parseCartJson(c, applyMemberCardSchema)
    await limitCardCalls(c, c.get('user')?.id ?? null)
    return ok(c, await applyMemberCard(cartDb(c), cartScope(c), requireSession(c, input), input.barcode))
  })
  .post('/updateGuestUser', updateGuestUser)
  .patch('/updateDeliveryMethod', updateDeliveryMethod)
  .post('/updateInstructions', async (c) => {
    const input = await parseCartJson(c, instructionsSchema)
    return ok(c, await setInstructions(cartDb(c), cartScope(c), requireSession(c, input), input.instructions))
  })
