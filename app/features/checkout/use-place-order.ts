import { useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { OrderCreateResponse } from '#common/checkout/schemas'
import type { CartView } from '#common/cart/types'
import { pathFor } from '#common/i18n/paths'
import { useToast } from '~/components/ui/toast'
import { forgetSession } from '~/features/cart/cart-api'
import { showNotices } from '~/features/cart/cart-actions'
import { useCart } from '~/features/cart/cart-context'
import { useLocale, useT } from '~/lib/site-shell'
import { clearAddressDraft } from './checkout-steps'
import { renderPayPalButtons, seenPrices, submitProviderForm } from './place-order'
import type { CheckoutState } from './use-checkout'

/** §4: the cart-updated toast stays 12 s, long enough to read before checking the prices. */
export const CART_UPDATED_TOAST_MS = 12_000

export type OrderPhase = 'idle' | 'placing' | 'redirecting' | 'paypal'

const isCartView = (value: unknown): value is CartView => Boolean(value && typeof value === 'object' && Array.isArray((value as CartView).items))

/** §4 order creation and what follows it: success page, provider form, or PayPal buttons. */
export function usePlaceOrder(checkout: CheckoutState) {
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const navigate = useNavigate()
  const { setItemCount } = useCart()
  const [phase, setPhase] = useState<OrderPhase>('idle')
  const providerRef = useRef<HTMLDivElement>(null)
  const payPalRef = useRef<HTMLDivElement>(null)
  const { api, cart } = checkout

  const finish = useCallback(
    (cartId: number) => {
      // The order is placed: the cart session ends here, so the header count shows 0 at once.
      forgetSession()
      setItemCount(0)
      clearAddressDraft(cartId)
    },
    [setItemCount],
  )

  const follow = useCallback(
    async ({ html, orderSlug }: OrderCreateResponse, cartId: number) => {
      if (html === null) {
        finish(cartId)
        navigate(`${pathFor('checkoutSuccess', locale)}?orderSlug=${encodeURIComponent(orderSlug)}`)
        return
      }
      if (typeof html === 'string') {
        setPhase('redirecting')
        if (!providerRef.current || !submitProviderForm(html, providerRef.current)) {
          setPhase('idle')
          toast.error(t('checkout.somethingWentWrong'))
        }
        return
      }
      setPhase('paypal')
      try {
        await renderPayPalButtons(html, payPalRef.current!, {
          onApprove: async (data) => {
            const approved = await api.payPalSuccess(html.orderId, data)
            if (!approved.ok) return void toast.error(approved.message)
            finish(cartId)
            window.location.assign(approved.data.url)
          },
          onCancel: () => navigate(`${pathFor('checkoutFailure', locale)}?reason=cancelled`),
          onError: () => toast.error(t('checkout.somethingWentWrong')),
        })
      } catch {
        setPhase('idle')
        toast.error(t('checkout.somethingWentWrong'))
      }
    },
    [api, finish, locale, navigate, t, toast],
  )

  const placeOrder = useCallback(
    async (extra: { acceptedConsents: number[]; orderMessage: string; digitalSupplyConsent: boolean }) => {
      if (!cart || phase !== 'idle') return
      setPhase('placing')
      const result = await api.createOrder({
        ...extra,
        seen: seenPrices(cart),
        successURL: pathFor('checkoutSuccess', locale),
        failureURL: pathFor('checkoutFailure', locale),
      })
      if (!result.ok) {
        setPhase('idle')
        if (result.code === 'CART_UPDATED') {
          if (isCartView(result.data)) {
            checkout.setCart(result.data)
            // §8: a member card that stopped being valid gets its own notice beside cartUpdated.
            showNotices(result.data.notices ?? [], toast, locale)
          } else await checkout.refreshCart()
          toast.info(t('checkout.cartUpdated'), CART_UPDATED_TOAST_MS)
        } else toast.error(result.message)
        return
      }
      await follow(result.data, cart.id)
    },
    [api, cart, phase, locale, checkout, toast, t, follow],
  )

  return { phase, placeOrder, providerRef, payPalRef }
}
