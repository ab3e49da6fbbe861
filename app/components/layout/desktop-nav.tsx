import { useCallback, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { menuLinkAttributes, type MenuItem } from '#common/cms/navigation'
import { Icon } from '~/components/ui/icon'
import { useDismiss } from '~/components/ui/use-dismiss'
import { useT } from '~/lib/site-shell'

/**
 * Desktop main menu (§2): top items, each with a dropdown of its children and their children
 * (three levels). A dropdown opens on its button (click, Enter, Space) and closes on an outside
 * press, Escape, a link click or a new page. Disclosure buttons, not an ARIA menu: these are links.
 */
export function DesktopNav({ items }: { items: MenuItem[] }) {
  const t = useT()
  const { pathname } = useLocation()
  // The open dropdown belongs to the page it was opened on, so navigating closes it.
  const [open, setOpen] = useState<{ id: number; pathname: string } | null>(null)
  const openId = open?.pathname === pathname ? open.id : null
  const navRef = useRef<HTMLElement>(null)
  const buttonRefs = useRef(new Map<number, HTMLButtonElement>())
  const returnFocus = useCallback(() => (openId === null ? null : buttonRefs.current.get(openId)), [openId])
  const close = useCallback(() => setOpen(null), [])
  useDismiss({ ref: navRef, isOpen: openId !== null, onDismiss: close, returnFocus })
  return (
    <nav ref={navRef} className="desktop-nav" aria-label={t('layout.mainNavigation')}>
      <ul className="desktop-nav__list">
        {items.map((item) => {
          const isOpen = openId === item.id
          const panelId = `desktop-nav-${item.id}`
          return (
            <li key={item.id} className="desktop-nav__item">
              <NavLink to={item.href} end className="desktop-nav__link" onClick={close} {...menuLinkAttributes(item)}>
                {item.title}
              </NavLink>
              {item.children.length > 0 ? (
                <>
                  <button
                    type="button"
                    className="desktop-nav__toggle"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={t('layout.expandSubmenu', { title: item.title })}
                    ref={(node) => {
                      if (node) buttonRefs.current.set(item.id, node)
                      else buttonRefs.current.delete(item.id)
                    }}
                    onClick={() => setOpen(isOpen ? null : { id: item.id, pathname })}
                  >
                    <Icon name="chevronDown" />
                  </button>
                  <div id={panelId} className="desktop-nav__panel" hidden={!isOpen}>
                    <SubmenuList items={item.children} onNavigate={close} />
                  </div>
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function SubmenuList({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  return (
    <ul className="desktop-nav__sublist">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.href} className="desktop-nav__sublink" onClick={onNavigate} {...menuLinkAttributes(item)}>
            {item.title}
          </Link>
          {item.children.length > 0 ? <SubmenuList items={item.children} onNavigate={onNavigate} /> : null}
        </li>
      ))}
    </ul>
  )
}
