import { useState } from 'react'
import { Link } from 'react-router'
import { menuLinkAttributes, type MenuItem } from '#common/cms/navigation'
import type { SiteShell } from '#common/cms/site-shell'
import { Icon } from '~/components/ui/icon'
import { useT } from '~/lib/site-shell'
import { LanguageLinks } from './language-switcher'

export const MOBILE_MENU_ID = 'mobile-menu'

/**
 * §2 mobile dropdown: up to three levels of links, each parent with a button that expands its
 * children, then the language buttons. Hidden (not just invisible) while closed, so its links
 * are out of the tab order. Escape and outside presses are handled by the header around it.
 */
export function MobileMenu({ shell, isOpen, onClose }: { shell: SiteShell; isOpen: boolean; onClose: () => void }) {
  const t = useT()
  return (
    <div id={MOBILE_MENU_ID} className="mobile-menu" hidden={!isOpen}>
      <nav aria-label={t('layout.mobileNavigation')}>
        <MobileMenuList items={shell.mainMenu} depth={1} onNavigate={onClose} />
      </nav>
      <LanguageLinks shell={shell} className="mobile-menu__languages" onChoose={onClose} />
    </div>
  )
}

function MobileMenuList({ items, depth, onNavigate }: { items: MenuItem[]; depth: number; onNavigate: () => void }) {
  const t = useT()
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  return (
    <ul className={`mobile-menu__list mobile-menu__list--level-${depth}`}>
      {items.map((item) => {
        const hasChildren = item.children.length > 0 && depth < 3
        const isExpanded = expanded.has(item.id)
        const childrenId = `mobile-menu-${item.id}`
        return (
          <li key={item.id} className="mobile-menu__item">
            <div className="mobile-menu__row">
              <Link to={item.href} className="mobile-menu__link" onClick={onNavigate} {...menuLinkAttributes(item)}>
                {item.title}
              </Link>
              {hasChildren ? (
                <button
                  type="button"
                  className="mobile-menu__toggle"
                  aria-expanded={isExpanded}
                  aria-controls={childrenId}
                  aria-label={t('layout.expandSubmenu', { title: item.title })}
                  onClick={() => toggle(item.id)}
                >
                  <Icon name="chevronDown" />
                </button>
              ) : null}
            </div>
            {hasChildren ? (
              <div id={childrenId} hidden={!isExpanded}>
                <MobileMenuList items={item.children} depth={depth + 1} onNavigate={onNavigate} />
              </div>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
