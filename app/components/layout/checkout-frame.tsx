import { Link } from 'react-router'
import type { SiteShell } from '#common/cms/site-shell'
import { pathFor } from '#common/i18n/paths'
import { useT } from '~/lib/site-shell'

/**
 * The checkout's focused frame (issue 20 point 8, as Shopify and Shopware checkouts do): the logo,
 * a secure-checkout note and a way back to the cart above; below only the terms and privacy
 * links. No menu, search, newsletter or full footer to lead the buyer away mid-purchase.
 */
export function CheckoutHeader({ shell }: { shell: SiteShell }) {
  const t = useT()
  return (
    <header className="site-header checkout-header">
      <div className="container site-header__inner">
        {/* Named here too: on a phone the name below is not displayed, and the link would have none. */}
        <Link to={shell.homeHref} className="site-header__brand" aria-label={shell.header.brandName}>
          <span className="site-header__logo" aria-hidden="true">
            {shell.header.brandName.slice(0, 1)}
          </span>
          <span className="site-header__name">
            <span>{shell.header.brandName}</span>
          </span>
        </Link>
        <p className="checkout-header__secure">
          <svg className="checkout-header__lock" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
          </svg>
          <span>
            <strong>{t('checkout.secure')}</strong>
            <span className="checkout-header__secure-detail">: {t('checkout.secureNote')}</span>
          </span>
        </p>
        <Link to={pathFor('cart', shell.locale)} className="checkout-header__cart">
          {t('checkout.backToCart')}
        </Link>
      </div>
    </header>
  )
}

export function CheckoutFooter({ shell }: { shell: SiteShell }) {
  const t = useT()
  return (
    <footer className="checkout-footer">
      <div className="container checkout-footer__inner">
        <span>© {shell.siteName}</span>
        {shell.termsHref ? <Link to={shell.termsHref}>{t('checkout.termsLink')}</Link> : null}
        {shell.privacyHref ? <Link to={shell.privacyHref}>{t('cookies.privacyPolicy')}</Link> : null}
        <Link to={pathFor('withdrawal', shell.locale)}>{t('layout.withdrawalLink')}</Link>
      </div>
    </footer>
  )
}
