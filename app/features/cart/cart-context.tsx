import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { CartItemOptions } from '#common/cart/schemas'
import type { VisitorState } from '#common/cart/types'
import type { ProductFormat } from '#common/catalog/types'
import { useToast } from '~/components/ui/toast'
import { useLocale, useSiteShell, useT } from '~/lib/site-shell'

// The modals and the cart client load on first use, so pages that never touch the cart skip them.
const CartModal = lazy(() => import('./cart-modal'))
const BundleModal = lazy(() => import('./bundle-modal'))

export interface AddToCartRequest {
  productId: number
  format: ProductFormat | null
  qty?: number
  options?: CartItemOptions
}

interface CartContextValue {
  visitor: VisitorState | null
  /** Grows with every add, so an open cart page re-reads a cart changed elsewhere (cross-sells). */
  revision: number
  setItemCount(count: number): void
  addToCart(request: AddToCartRequest): Promise<boolean>
  openCartModal(): void
  toggleWishlist(productId: number): Promise<void>
}

const CartContext = createContext<CartContextValue | null>(null)

export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart outside CartProvider')
  return value
}

/** The per-visitor state of any page (count, login, wishlist), asked once after hydration. */
async function fetchVisitor(locale: string): Promise<VisitorState | null> {
  try {
    const response = await fetch(`/api/v1/ecommerce/visitor?language=${locale}`, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    const body = (await response.json()) as { data: VisitorState | null }
    return body.data
  } catch {
    return null
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const t = useT()
  const toast = useToast()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const cartAddition = useSiteShell()?.cartAddition ?? 2
  const [visitor, setVisitor] = useState<VisitorState | null>(null)
  const [revision, setRevision] = useState(0)
  const [isCartOpen, setCartOpen] = useState(false)
  const [bundleId, setBundleId] = useState<number | null>(null)
  // A click before the visitor call answered waits for it instead of treating the user as a guest.
  const wishlist = useRef<number[]>([])
  const visitorReady = useRef<Promise<VisitorState | null>>(Promise.resolve(null))
  // The modals unmount on close, so focus goes back by hand to what opened them.
  const opener = useRef<HTMLElement | null>(null)
  const rememberOpener = () => {
    const active = document.activeElement
    // Opened from inside the bundle modal: focus goes back to what opened that one.
    if (active instanceof HTMLElement && !active.closest('dialog')) opener.current = active
  }
  const restoreFocus = useCallback(() => window.requestAnimationFrame(() => opener.current?.focus()), [])
  const closeCart = useCallback(() => {
    setCartOpen(false)
    restoreFocus()
  }, [restoreFocus])
  const closeBundle = useCallback(() => {
    setBundleId(null)
    restoreFocus()
  }, [restoreFocus])

  // Every navigation re-asks: a login, logout or language change shows at once.
  useEffect(() => {
    let isCurrent = true
    const loading = fetchVisitor(locale)
    visitorReady.current = loading
    void loading.then(async (state) => {
      if (!isCurrent || !state) return
      wishlist.current = state.wishlist
      setVisitor(state)
      if (state.isLoggedIn && !state.hasOwnCart && sessionStorage.getItem('izlog:abandoned') !== 'checked') {
        sessionStorage.setItem('izlog:abandoned', 'checked')
        const { cartApi } = await import('./cart-api')
        const restored = await cartApi(locale).getAbandoned()
        if (isCurrent && restored.ok && restored.data) setVisitor({ ...state, itemCount: restored.data.cart.itemCount, hasOwnCart: true })
      }
      if (!state.isLoggedIn) sessionStorage.removeItem('izlog:abandoned')
    })
    return () => {
      isCurrent = false
    }
  }, [locale, pathname])

  const setItemCount = useCallback((itemCount: number) => setVisitor((current) => (current ? { ...current, itemCount } : current)), [])

  const addToCart = useCallback(
    async (request: AddToCartRequest) => {
      const { addToCartFlow } = await import('./cart-actions')
      return addToCartFlow({
        locale,
        request,
        cartAddition,
        toast,
        onAdded: (count) => {
          setItemCount(count)
          setRevision((current) => current + 1)
        },
        openCart: () => {
          rememberOpener()
          setCartOpen(true)
        },
        openBundle: (id) => {
          rememberOpener()
          setBundleId(id)
        },
        goToCart: (href) => navigate(href),
      })
    },
    [locale, cartAddition, toast, setItemCount, navigate],
  )

  const toggleWishlist = useCallback(
    async (productId: number) => {
      const visitor = await visitorReady.current
      if (!visitor?.isLoggedIn) {
        toast.info(t('error.unauthorized'))
        return
      }
      const isIn = wishlist.current.includes(productId)
      const response = await fetch(isIn ? `/api/v1/cms/wishlist/delete/${productId}` : '/api/v1/cms/wishlist/create', {
        method: isIn ? 'DELETE' : 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: isIn ? undefined : JSON.stringify({ product_id: productId }),
      })
      if (!response.ok) {
        toast.error(t('error.somethingWentWrong'))
        return
      }
      wishlist.current = isIn ? wishlist.current.filter((id) => id !== productId) : [...wishlist.current, productId]
      setVisitor((current) => current && { ...current, wishlist: wishlist.current })
      toast.success(t(isIn ? 'removedFromWishlist' : 'addedToWishlist'))
    },
    [toast, t],
  )

  const value = useMemo<CartContextValue>(
    () => ({
      visitor,
      revision,
      setItemCount,
      addToCart,
      openCartModal: () => {
        rememberOpener()
        setCartOpen(true)
      },
      toggleWishlist,
    }),
    [visitor, revision, setItemCount, addToCart, toggleWishlist],
  )
  return (
    <CartContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {isCartOpen ? <CartModal onClose={closeCart} /> : null}
        {bundleId !== null ? <BundleModal bundleId={bundleId} onClose={closeBundle} /> : null}
      </Suspense>
    </CartContext.Provider>
  )
}
