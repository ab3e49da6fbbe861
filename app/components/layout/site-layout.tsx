import { lazy, Suspense, type ReactNode } from 'react'
import { ToastProvider } from '~/components/ui/toast'
import { CartProvider } from '~/features/cart/cart-context'
import { useSiteShell, useT } from '~/lib/site-shell'
import { ConsentProvider } from './consent'
import { ConsentScripts } from './consent-scripts'
import { IdlePrefetch } from './idle-prefetch'
import { CheckoutFooter, CheckoutHeader } from './checkout-frame'
import { CookieBanner } from './cookie-banner'
import { ProgressBar } from './progress-bar'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

// Only non-production sites show the dev badge and its dialogs: production visitors never fetch them.
const VersionBadge = lazy(() => import('./version-badge').then((module) => ({ default: module.VersionBadge })))

/** §2 main layout: header, content, footer, cookie notice, cart and bundle modals, plus progress bar, toasts, dev badge. */
export function SiteLayout({
  children,
  mobileView,
  isEditMode = false,
  isFocused = false,
}: {
  children: ReactNode
  mobileView: boolean
  isEditMode?: boolean
  /** The checkout's focused frame instead of the full header and footer (route handle `focusedLayout`). */
  isFocused?: boolean
}) {
  const t = useT()
  const shell = useSiteShell()
  return (
    <ToastProvider>
      <ConsentProvider initial={shell?.consent ?? null} textVersion={shell?.cookieTextVersion ?? ''}>
        <div className={['site', mobileView ? 'site--mobile-view' : '', isEditMode ? 'is-edit-mode' : ''].filter(Boolean).join(' ')}>
          <CartProvider>
            <a className="skip-link" href="#main">
              {t('layout.skipToContent')}
            </a>
            {/* Early in the focus order, so keyboard users can answer it without crossing the page;
                it floats at the bottom and never covers content it would block. */}
            {shell ? <CookieBanner shell={shell} /> : null}
            {shell ? <ConsentScripts scripts={shell.consentScripts} /> : null}
            <ProgressBar />
            {shell ? <IdlePrefetch routeIds={[`cart.${shell.locale}`, `login.${shell.locale}`]} /> : null}
            {shell ? isFocused ? <CheckoutHeader shell={shell} /> : <SiteHeader shell={shell} isMobileView={mobileView} /> : null}
            <main id="main" className="site-main" tabIndex={-1}>
              {children}
            </main>
            {shell ? isFocused ? <CheckoutFooter shell={shell} /> : <SiteFooter shell={shell} /> : null}
            {shell?.versionBadge ? (
              <Suspense fallback={null}>
                <VersionBadge badge={shell.versionBadge} canChangeDomain={shell.isBackofficeUser} />
              </Suspense>
            ) : null}
          </CartProvider>
        </div>
      </ConsentProvider>
    </ToastProvider>
  )
}
