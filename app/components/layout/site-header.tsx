import { useCallback, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { SiteShell } from '#common/cms/site-shell'
import { pathFor } from '#common/i18n/paths'
import { Icon } from '~/components/ui/icon'
import { useDismiss } from '~/components/ui/use-dismiss'
import { useT } from '~/lib/site-shell'
import { HeaderCartLink } from '~/features/cart/header-cart-link'
import { SearchBar } from '~/features/search/search-bar'
import { DesktopNav } from './desktop-nav'
import { LanguageLinks } from './language-switcher'
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu'
import { useScrolledPast } from './use-scrolled-past'

/**
 * §2 header: fixed; on the home page it sits transparent over the hero until the visitor scrolls
 * past the threshold, then turns solid. Below 900 px the navigation moves into the mobile menu.
 */
export function SiteHeader({ shell, isMobileView }: { shell: SiteShell; isMobileView: boolean }) {
  const t = useT()
  const { pathname } = useLocation()
  const isHome = pathname === shell.homeHref || (shell.homeHref === '/' && pathname === '')
  const isScrolled = useScrolledPast({ isEnabled: isHome, isForcedNarrow: isMobileView })
  // The menu belongs to the page it was opened on: any navigation closes it (§2).
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null)
  const isMenuOpen = menuOpenedOn === pathname
  const closeMenu = useCallback(() => setMenuOpenedOn(null), [])
  const headerRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useCallback(() => toggleRef.current, [])
  useDismiss({ ref: headerRef, isOpen: isMenuOpen, onDismiss: closeMenu, returnFocus })
  const classes = ['site-header']
  if (isHome) classes.push('site-header--home')
  if (isHome && !isScrolled && !isMenuOpen) classes.push('site-header--top')
  if (isMenuOpen) classes.push('site-header--menu-open')
  return (
    <header ref={headerRef} className={classes.join(' ')} data-scrolled={isScrolled ? 'true' : 'false'}>
      <div className="container site-header__inner">
        <Link to={shell.homeHref} className="site-header__brand">
          <span className="site-header__logo" aria-hidden="true">
            {shell.header.brandName.slice(0, 1)}
          </span>
          <span className="site-header__name">
            <span>{shell.header.brandName}</span>
            {shell.header.tagline ? <small className="site-header__tagline">{shell.header.tagline}</small> : null}
          </span>
        </Link>
        <DesktopNav items={shell.mainMenu} />
        <div className="site-header__actions">
          {/* SEARCH BAR SLOT — app/features/search/search-bar.tsx is mounted here (search area). */}
          <SearchBar />
          <LanguageLinks shell={shell} className="language-switcher" />
          <HeaderCartLink locale={shell.locale} />
          <Link to={pathFor('profile', shell.locale)} className="icon-button site-header__icon" aria-label={t('layout.account')}>
            <Icon name="user" />
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="icon-button site-header__menu-toggle"
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpenedOn(isMenuOpen ? null : pathname)}
          >
            <Icon name={isMenuOpen ? 'close' : 'menu'} />
            <span className="visually-hidden">{t('layout.menu')}</span>
          </button>
        </div>
      </div>
      <MobileMenu shell={shell} isOpen={isMenuOpen} onClose={closeMenu} />
    </header>
  )
}
