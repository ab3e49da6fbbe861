import { useCallback, useEffect, useRef, useState } from 'react'
import { QUANTITY_DEBOUNCE_MS } from '#common/cart/rules'
import type { CartView } from '#common/cart/types'
import { useToast } from '~/components/ui/toast'
import { useLocale, useT } from '~/lib/site-shell'
import { showNotices } from './cart-actions'
import { cartApi, type CartResult } from './cart-api'
import { useCart } from './cart-context'

export type CartStatus = 'loading' | 'ready'

/**
 * The cart page's and modal's state: the cart as the server last priced it, quantity drafts sent
 * 500 ms after the last keystroke (a newer change cancels the pending one and aborts one in
 * flight, §4), lines being deleted, and the coupon, member card and instructions forms.
 */
export function useCartView() {
  const locale = useLocale()
  const t = useT()
  const toast = useToast()
  const { setItemCount, visitor, revision } = useCart()
  const [cart, setCart] = useState<CartView | null>(null)
  const [status, setStatus] = useState<CartStatus>('loading')
  const [drafts, setDrafts] = useState<Record<number, string>>({})
  const [deleting, setDeleting] = useState<number[]>([])
  const timers = useRef(new Map<number, number>())
  const inFlight = useRef(new Map<number, AbortController>())
  const api = useRef(cartApi(locale))

  const accept = useCallback(
    (result: CartResult, success?: string) => {
      if (!result.ok) {
        toast.error(result.message)
        return false
      }
      setCart(result.data)
      setItemCount(result.data.itemCount)
      showNotices(result.data.notices, toast, locale)
      if (success) toast.success(success)
      return true
    },
    [toast, setItemCount, locale],
  )

  useEffect(() => {
    let isCurrent = true
    void api.current.getCart().then((result) => {
      if (!isCurrent) return
      if (result) accept(result)
      else setItemCount(0)
      setStatus('ready')
    })
    const pending = timers.current
    return () => {
      isCurrent = false
      for (const timer of pending.values()) window.clearTimeout(timer)
    }
  }, [accept, setItemCount, revision])

  const changeQuantity = useCallback(
    (itemId: number, text: string) => {
      setDrafts((current) => ({ ...current, [itemId]: text }))
      window.clearTimeout(timers.current.get(itemId))
      inFlight.current.get(itemId)?.abort()
      timers.current.set(
        itemId,
        window.setTimeout(async () => {
          const qty = Number(text)
          if (text.trim() === '' || !Number.isInteger(qty) || qty <= 0) {
            toast.error(t('error.invalidQuantity'))
            return
          }
          const controller = new AbortController()
          inFlight.current.set(itemId, controller)
          const result = await api.current.updateItem({ itemId, qty }, controller.signal)
          if (controller.signal.aborted) return
          inFlight.current.delete(itemId)
          accept(result)
          setDrafts(({ [itemId]: _sent, ...rest }) => rest)
        }, QUANTITY_DEBOUNCE_MS),
      )
    },
    [accept, toast, t],
  )

  const removeItem = useCallback(
    async (itemId: number) => {
      setDeleting((current) => [...current, itemId])
      const result = await api.current.deleteItem(itemId)
      if (result.ok) accept(result, t('core.notifications.itemRemovedFromCart'))
      else toast.error(t('error.removeFromCartFailed'))
      setDeleting((current) => current.filter((id) => id !== itemId))
    },
    [accept, toast, t],
  )

  const applyCoupon = useCallback(
    async (code: string) => {
      const result = await api.current.applyCoupon(code)
      // §4 coupon: on failure or no coupon in the answer the coupon is removed.
      if (result.ok && !result.data.coupon) {
        toast.error(t('cart.couponNotFound'))
        return false
      }
      return accept(result, result.ok ? t('cart.couponApplied', { code: result.data.couponCode ?? code }) : undefined)
    },
    [accept, toast, t],
  )

  const removeCoupon = useCallback(async () => accept(await api.current.removeCoupon()), [accept])

  const applyMemberCard = useCallback(
    async (barcode: string) => {
      const value = barcode.trim()
      // §5: empty sends nothing; the card already applied does nothing; only for logged-in users.
      if (!value || value === cart?.memberCardBarcode) return false
      if (!visitor?.isLoggedIn) {
        toast.info(t('cart.memberCardLoginHint'))
        return false
      }
      const result = await api.current.applyMemberCard(value)
      if (!result.ok) {
        toast.error(result.status === 400 ? t('core.notifications.membershipCardBarcodeInvalid') : t('cart.memberCardError'))
        return false
      }
      return accept(result, t('core.notifications.memebrshipCardBarcodeApplied'))
    },
    [accept, cart?.memberCardBarcode, visitor?.isLoggedIn, toast, t],
  )

  const saveInstructions = useCallback(
    async (instructions: string) => accept(await api.current.updateInstructions(instructions), t('cart.instructionsSaved')),
    [accept, t],
  )

  return { cart, status, drafts, deleting, changeQuantity, removeItem, applyCoupon, removeCoupon, applyMemberCard, saveInstructions }
}

export type CartViewState = ReturnType<typeof useCartView>
