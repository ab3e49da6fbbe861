import type { CartNotice } from '#common/cart/types'
import type { ProductDetail } from '#common/catalog/types'
import type { Locale } from '#common/i18n/locales'
import { pathFor } from '#common/i18n/paths'
import { translator } from '#common/i18n/translate'
import type { ToastApi } from '~/components/ui/toast'
import { cartApi, forgetSession, storedSession } from './cart-api'
import type { AddToCartRequest } from './cart-context'

export function showNotices(notices: CartNotice[], toast: ToastApi, locale: Locale): void {
  const t = translator(locale)
  if (notices.some((n) => n.code === 'stockCorrected')) toast.info(t('cart.stockCorrected'))
  if (notices.some((n) => n.code === 'couponRemoved')) toast.info(t('cart.couponRemoved'))
  // §8 "member card is not valid anymore": the cart-change info stays 12 s (§9).
  if (notices.some((n) => n.code === 'memberCardInvalid')) toast.info(t('cart.memberCardInvalidNow'), 12_000)
}

export async function fetchProductDetail(id: number, locale: Locale): Promise<ProductDetail | null> {
  try {
    const response = await fetch(`/api/v1/product/web/get?id=${id}&language=${locale}`, { headers: { accept: 'application/json' } })
    if (!response.ok) return null
    return ((await response.json()) as { data: ProductDetail }).data
  } catch {
    return null
  }
}

/**
 * §4 add to cart: the quantity must be a whole number above 0; a bundle with a configurable member
 * opens the bundle modal instead; after a successful add the site's cart-addition option decides:
 * 0 go to the cart, 1 stay with a toast, 2 open the cart modal.
 */
export async function addToCartFlow(input: {
  locale: Locale
  request: AddToCartRequest
  cartAddition: 0 | 1 | 2
  toast: ToastApi
  onAdded(count: number): void
  openCart(): void
  openBundle(id: number): void
  goToCart(href: string): void
}): Promise<boolean> {
  const { request, toast, locale } = input
  const t = translator(locale)
  const qty = request.qty ?? 1
  if (!Number.isInteger(qty) || qty <= 0) {
    toast.error(t('error.invalidQuantity'))
    return false
  }
  let format = request.format
  let detail: ProductDetail | null = null
  if (format === null) {
    detail = await fetchProductDetail(request.productId, locale)
    format = detail?.format ?? 'simple'
  }
  if (format === 'configurable') {
    toast.info(t('configurationNotSet'))
    return false
  }
  if (format === 'bundle' && !request.options?.bundleOptions) {
    const bundle = detail ?? (await fetchProductDetail(request.productId, locale))
    if (!bundle) {
      toast.error(t('error.bundleItemsNotFetched'))
      return false
    }
    if (bundle.bundles.some((item) => item.format === 'configurable')) {
      input.openBundle(request.productId)
      return false
    }
  }
  const api = cartApi(locale)
  const line = { productId: request.productId, qty, options: request.options ?? {} }
  let result = await api.addItem(line)
  // A session the server no longer knows (§4: 409) is forgotten; adding then opens a new one.
  if (!result.ok && result.code === 'CART_SESSION_INVALID' && storedSession()) {
    forgetSession()
    result = await api.addItem(line)
  }
  if (!result.ok) {
    toast.error(result.message)
    return false
  }
  input.onAdded(result.data.itemCount)
  showNotices(result.data.notices, toast, locale)
  if (input.cartAddition === 0) input.goToCart(pathFor('cart', locale))
  else if (input.cartAddition === 1) toast.success(t('addedToCart'))
  else input.openCart()
  return true
}
