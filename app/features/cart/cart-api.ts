import type { AddItemInput, CartItemOptions } from '#common/cart/schemas'
import { CART_ID_COOKIE, PROTECT_CODE_COOKIE } from '#common/cart/rules'
import type { CartView } from '#common/cart/types'
import { readCookie } from '#common/http/cookie-header'
import type { Locale } from '#common/i18n/locales'
import { writeBrowserCookie } from '~/components/layout/browser-cookie'
import { createApiClient, type ApiResult } from '~/features/account/api-client'

const base = '/api/v1/ecommerce/cart'

/** The §4 session from the cookies, sent in the body as §7 names it. */
export function storedSession(): { cartId: number; protectCode: string } | null {
  const cartId = Number(readCookie(document.cookie, CART_ID_COOKIE))
  const protectCode = readCookie(document.cookie, PROTECT_CODE_COOKIE)
  return Number.isInteger(cartId) && cartId > 0 && protectCode ? { cartId, protectCode } : null
}

/** §4: a cart fetch answering 400 or 409 or a failed refresh forget the session (a language change keeps it, ADR 038). */
export function forgetSession(): void {
  writeBrowserCookie(CART_ID_COOKIE, '', 0)
  writeBrowserCookie(PROTECT_CODE_COOKIE, '', 0)
}

export type CartResult = ApiResult<CartView>

/** The §7 cart calls as the website makes them. */
export function cartApi(locale: Locale) {
  const client = createApiClient({ locale })
  const q = `?language=${locale}`
  const body = (extra: Record<string, unknown> = {}) => JSON.stringify({ ...(storedSession() ?? {}), ...extra })
  return {
    async getCart(): Promise<CartResult | null> {
      if (!storedSession()) return null
      const result = await client.request<CartView>(`${base}/getCart${q}`, { method: 'POST', body: body() })
      if (!result.ok && (result.status === 400 || result.status === 409)) {
        forgetSession()
        return null
      }
      return result
    },
    addItem: (input: Pick<AddItemInput, 'productId' | 'qty' | 'options'>) =>
      client.request<CartView>(`${base}/addItem${q}`, { method: 'POST', body: body(input) }),
    updateItem: (input: { itemId: number; qty: number; options?: CartItemOptions }, signal?: AbortSignal) =>
      client.request<CartView>(`${base}/updateItem${q}`, { method: 'PATCH', body: body(input), signal }),
    deleteItem(itemId: number) {
      const session = storedSession()
      const params = session ? `&cartId=${session.cartId}&protectCode=${session.protectCode}` : ''
      return client.request<CartView>(`${base}/deleteItem/${itemId}${q}${params}`, { method: 'DELETE' })
    },
    applyCoupon: (couponCode: string) => client.request<CartView>(`${base}/applyCoupon${q}`, { method: 'POST', body: body({ couponCode }) }),
    removeCoupon: () => client.request<CartView>(`${base}/removeCoupon${q}`, { method: 'POST', body: body() }),
    applyMemberCard: (barcode: string) => client.request<CartView>(`${base}/applyMemberCard${q}`, { method: 'POST', body: body({ barcode }) }),
    updateInstructions: (instructions: string) =>
      client.request<CartView>(`${base}/updateInstructions${q}`, { method: 'POST', body: body({ instructions }) }),
    getAbandoned: () => client.request<{ cart: CartView } | null>(`${base}/getAbandoned${q}`, { method: 'POST', body: body() }),
  }
}
