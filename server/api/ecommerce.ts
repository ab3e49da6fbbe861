import { Hono } from 'hono'
import { wishlistCreateSchema, wishlistFilterSchema } from '../../common/cart/schemas'
import { FREE_DELIVERY_FROM, STANDARD_DELIVERY, VAT_PERCENT } from '../../common/cart/rules'
import type { VisitorState } from '../../common/cart/types'
import { isBackoffice, requireUser } from '../auth/access'
import { addToWishlist, cartSummary, isMemberNow, listWishlist, removeFromWishlist } from '../cart'
import { memberPricesOf } from '../catalog/member-prices'
import { memberPricesQuerySchema, type MemberPrices } from '../../common/members/member-prices'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'
import { getSiteOptions, listCountries } from '../site/site-service'
import { listCheckoutConsents } from '../checkout/checkout-consents'
import { cartDb, cartScope, clearSessionCookies, requestSession } from './cart-session-http'
import { paginationOf } from '../../common/http/envelope'
import type { CheckoutSettingsView, CurrencyConfig } from '../../common/checkout/checkout-settings-schema'

/** §7 ecommerce settings under `/api/v1/ecommerce/settings`. */
export const ecommerceSettingsApi = new Hono<AppEnv>().get('/getCheckoutSettings', async (c) => {
  const options = await getSiteOptions(cartDb(c), c.get('site').id)
  const countries = await listCountries(cartDb(c))
  const settings: CheckoutSettingsView = {
    // §5: 'ALL' = every country in the list, else only the listed codes.
    allowedCountries: countries.map((country) => country.iso).filter((iso) => options.AllowedCountries === 'ALL' || options.AllowedCountries.includes(iso)),
    cartAddition: options.CartAddition,
    freeDeliveryFrom: FREE_DELIVERY_FROM,
    standardDelivery: STANDARD_DELIVERY,
    vatPercent: VAT_PERCENT,
    skipShippingStep: options.SkipShippingStep,
    specialCharValidation: options.SpecialCharValidation,
    consentValidation: options.ConsentValidation,
    checkoutConsents: await listCheckoutConsents(cartDb(c), { siteId: c.get('site').id, locale: c.get('locale') }),
  }
  return ok(c, settings)
})

/** §7 getCurrencyConfig (v2): the shop sells in euro only (§1 "a main currency"). */
const euroOnly: CurrencyConfig = { allowedCurrencies: [{ id: 1, label: 'EUR', symbol: '€' }], mainCurrencyId: 1 }
export const currencyApiV2 = new Hono<AppEnv>().get('/getCurrencyConfig', (c) => ok(c, euroOnly))

/**
 * The per-visitor parts of a public page in one call after hydration (DESIGN: the server HTML of
 * an anonymous page is the same for everyone): cart count, login state, wishlist.
 */
export const visitorApi = new Hono<AppEnv>().get('/visitor', async (c) => {
  const user = c.get('user')
  const state: VisitorState = { itemCount: 0, isLoggedIn: Boolean(user), isBackofficeUser: isBackoffice(user), hasOwnCart: false, wishlist: [], isMember: false }
  const session = requestSession(c, {})
  if (session) {
    try {
      // A cart opened in another language is still the buyer's (ADR 038).
      const cart = await cartSummary(cartDb(c), cartScope(c), session)
      state.itemCount = cart.itemCount
      state.hasOwnCart = user !== null && cart.userId === user.id
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409) throw error
      clearSessionCookies(c)
    }
  }
  // §6: backoffice users load no wishlist.
  if (user && !isBackoffice(user)) state.wishlist = await listWishlist(cartDb(c), { siteId: c.get('site').id, userId: user.id, limit: 9999 })
  // Issue 20.6: a member's prices come after hydration; the page then asks `memberPrices` for its products.
  if (user && !isBackoffice(user)) state.isMember = await isMemberNow(cartDb(c), cartScope(c), state.hasOwnCart ? session : null)
  c.header('Cache-Control', 'private, no-store')
  return ok(c, state)
})
  /**
   * The member prices of a page's products, for a member only (the companion of `visitor`, asked
   * only when it said `isMember`). The server HTML never carries them, so it stays one for all.
   */
  .get('/memberPrices', async (c) => {
    const { ids } = parseQuery(c, memberPricesQuerySchema)
    const isMember = await isMemberNow(cartDb(c), cartScope(c), requestSession(c, {}))
    const answer: MemberPrices = { isMember, prices: isMember ? await memberPricesOf(cartDb(c), { siteId: c.get('site').id, productIds: ids }) : {} }
    c.header('Cache-Control', 'private, no-store')
    return ok(c, answer)
  })

/** §7 wishlist calls under `/api/v1/cms/wishlist` (logged-in users). */
export const wishlistApi = new Hono<AppEnv>()
  .post('/create', async (c) => {
    const user = requireUser(c.get('user'))
    const { product_id } = await parseJson(c, wishlistCreateSchema)
    return ok(c, await addToWishlist(cartDb(c), { siteId: c.get('site').id, userId: user.id, productId: product_id }), 201)
  })
  .delete('/delete/:productId', async (c) => {
    const user = requireUser(c.get('user'))
    const { product_id } = parseValue(c, wishlistCreateSchema, { product_id: Number(c.req.param('productId')) })
    return ok(c, await removeFromWishlist(cartDb(c), { userId: user.id, productId: product_id }))
  })
  .get('/filter', async (c) => {
    const user = requireUser(c.get('user'))
    const { limit } = parseQuery(c, wishlistFilterSchema)
    const ids = isBackoffice(user) ? [] : await listWishlist(cartDb(c), { siteId: c.get('site').id, userId: user.id, limit })
    const records = ids.map((product_id) => ({ product_id }))
    return ok(c, { records, pagination: paginationOf({ page: 1, perPage: limit, total: records.length }) })
  })
