import { useCallback, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { PROJECT_DOCS_PATH, type VersionBadge as VersionBadgeData } from '#common/cms/site-shell'
import { Icon } from '~/components/ui/icon'
import { useDismiss } from '~/components/ui/use-dismiss'
import { useT } from '~/lib/site-shell'
import { ChangelogDialog } from './changelog-dialog'
import { DomainDialog } from './domain-dialog'

type OpenDialog = 'changelog' | 'domain' | null

/** §2: non-production builds show the version and a menu of developer tools. */
export function VersionBadge({ badge, canChangeDomain }: { badge: VersionBadgeData; canChangeDomain: boolean }) {
  const t = useT()
  const [isMenuOpen, setMenuOpen] = useState(false)
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  const returnFocus = useCallback(() => buttonRef.current, [])
  useDismiss({ ref: rootRef, isOpen: isMenuOpen, onDismiss: closeMenu, returnFocus })
  const openDialog = (which: OpenDialog) => {
    setMenuOpen(false)
    setDialog(which)
  }
  return (
    <div ref={rootRef} className="version-badge">
      <ul id={menuId} className="version-badge__menu" hidden={!isMenuOpen} aria-label={t('dev.menu')}>
        <li>
          <button type="button" onClick={() => openDialog('changelog')}>
            {t('dev.changelog')}
          </button>
        </li>
        <li>
          <Link to={PROJECT_DOCS_PATH} onClick={closeMenu}>
            {t('dev.documentation')}
          </Link>
        </li>
        {canChangeDomain ? (
          <li>
            <button type="button" onClick={() => openDialog('domain')}>
              {t('dev.changeDomain')}
            </button>
          </li>
        ) : null}
        {badge.hasSectionTool ? (
          <li>
            <Link to="/section-tool" onClick={closeMenu}>
              {t('dev.sectionTool')}
            </Link>
          </li>
        ) : null}
      </ul>
      <button
        ref={buttonRef}
        type="button"
        className="version-badge__button"
        aria-expanded={isMenuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <Icon name="tools" />
        {t('dev.version', { version: badge.version })}
      </button>
      <ChangelogDialog
        isOpen={dialog === 'changelog'}
        onClose={() => setDialog(null)}
        isDevelopmentMode={badge.isDevelopmentMode}
      />
      <DomainDialog isOpen={dialog === 'domain'} onClose={() => setDialog(null)} forcedDomain={badge.forcedDomain} />
    </div>
  )
}
