import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { CartView } from '#common/cart/types'
import { localeTags, type Locale } from '#common/i18n/locales'
import type { AddressView } from '#common/users/user-view'
import { useToast } from '~/components/ui/toast'
import { showNotices } from '~/features/cart/cart-actions'
import { useCart } from '~/features/cart/cart-context'
import { useLocale } from '~/lib/site-shell'
import { checkoutApi } from './checkout-api'
import { allowedStep, readAddressDraft, STEP_PARAM, stepFromParam, stepParam, writeAddressDraft, type AddressDraft, type CheckoutStep } from './checkout-steps'
import type { CheckoutCountry, CheckoutSettings } from './checkout-types'

export type CheckoutStatus = 'loading' | 'empty' | 'ready'

const defaultSettings: CheckoutSettings = {
  rules: { specialCharValidation: true, consentValidation: true, allowedCountries: 'ALL' },
  skipShippingStep: false,
  consents: [],
}

/** Without the countries call, the settings' allowed ISO codes named in the buyer's language. */
function namedCountries(settings: CheckoutSettings, locale: Locale): CheckoutCountry[] {
  const codes = settings.rules.allowedCountries === 'ALL' ? ['HR'] : settings.rules.allowedCountries
  const names = new Intl.DisplayNames([localeTags[locale]], { type: 'region' })
  return codes.map((iso) => ({ iso, name: names.of(iso) ?? iso })).sort((a, b) => a.name.localeCompare(b.name, localeTags[locale]))
}

/**
 * The checkout's state: the cart as the server last priced it, the checkout options, countries,
 * a member's saved addresses, the saved address step (kept for this tab) and the step in the URL.
 * A step asked for before its prerequisites are saved is replaced by the earliest incomplete one.
 */
export function useCheckout() {
  const locale = useLocale()
  const toast = useToast()
  const { setItemCount, visitor } = useCart()
  const api = useMemo(() => checkoutApi(locale), [locale])
  const [searchParams, setSearchParams] = useSearchParams()
  const [status, setStatus] = useState<CheckoutStatus>('loading')
  const [cart, setCartState] = useState<CartView | null>(null)
  const [settings, setSettings] = useState<CheckoutSettings | null>(null)
  const [countries, setCountries] = useState<CheckoutCountry[]>([])
  const [savedAddresses, setSavedAddresses] = useState<AddressView[]>([])
  const [draft, setDraft] = useState<AddressDraft | null>(null)
  const requested = stepFromParam(searchParams.get(STEP_PARAM))
  const isLoggedIn = visitor?.isLoggedIn ?? false

  const setCart = useCallback(
    (next: CartView) => {
      setCartState(next)
      setItemCount(next.itemCount)
      showNotices(next.notices, toast, locale)
    },
    [setItemCount, toast, locale],
  )

  useEffect(() => {
    let isCurrent = true
    void Promise.all([api.getCart(), api.settings(), api.countries()]).then(([cartResult, settingsResult, countriesResult]) => {
      if (!isCurrent) return
      const loaded = cartResult.ok ? cartResult.data : null
      if (!loaded || loaded.items.length === 0) {
        setStatus('empty')
        return
      }
      setCart(loaded)
      const loadedSettings = settingsResult.ok ? settingsResult.data : defaultSettings
      setSettings(loadedSettings)
      setCountries(countriesResult.ok && countriesResult.data.length ? countriesResult.data : namedCountries(loadedSettings, locale))
      setDraft(readAddressDraft(loaded.id))
      setStatus('ready')
    })
    return () => {
      isCurrent = false
    }
    // The cart is read once; later changes come back from the calls that make them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api])

  useEffect(() => {
    if (!isLoggedIn) return
    let isCurrent = true
    void api.profile().then((result) => {
      if (isCurrent && result.ok) setSavedAddresses(result.data.addresses)
    })
    return () => {
      isCurrent = false
    }
  }, [api, isLoggedIn])

  const progress = {
    hasAddress: draft !== null,
    hasShipping: cart?.deliveryMethodId != null,
    needsShipping: !(cart?.digitalOnly ?? false),
  }
  const step = status === 'ready' ? allowedStep(requested, progress) : requested

  const goTo = useCallback(
    (next: CheckoutStep, options: { replace?: boolean } = {}) => {
      setSearchParams((params) => {
        const copy = new URLSearchParams(params)
        if (next === 'address') copy.delete(STEP_PARAM)
        else copy.set(STEP_PARAM, stepParam(next))
        return copy
      }, options)
    },
    [setSearchParams],
  )

  // A reload or a typed URL on a step whose prerequisites are missing lands on the earliest incomplete one.
  useEffect(() => {
    if (status === 'ready' && step !== requested) goTo(step, { replace: true })
  }, [status, step, requested, goTo])

  const refreshCart = useCallback(async () => {
    const result = await api.getCart()
    if (result.ok) setCart(result.data)
    return result.ok ? result.data : null
  }, [api, setCart])

  const saveDraft = useCallback(
    (next: AddressDraft) => {
      if (!cart) return
      writeAddressDraft(cart.id, next)
      setDraft(next)
    },
    [cart],
  )

  return {
    api,
    status,
    cart,
    setCart,
    refreshCart,
    settings,
    countries,
    savedAddresses,
    isLoggedIn,
    draft,
    saveDraft,
    step,
    goTo,
  }
}

export type CheckoutState = ReturnType<typeof useCheckout>
