import type { ReactNode } from 'react'
import { Dialog } from '~/components/ui/dialog'
import { useLocale, useT } from '~/lib/site-shell'

interface FilterDrawerProps {
  isOpen: boolean
  onClose: () => void
  /** Products matching the filters as the page last loaded them. */
  total: number
  /** Applies a change still waiting for its debounce, then closes. */
  onShow: () => void
  children: ReactNode
}

/**
 * The filter panel on a phone (issue 20 §10): a modal drawer over the list — the browser traps
 * focus in it, Escape closes it — with a button that names how many products the filters leave.
 */
export function FilterDrawer({ isOpen, onClose, total, onShow, children }: FilterDrawerProps) {
  const t = useT()
  const locale = useLocale()
  const isOne = new Intl.PluralRules(locale).select(total) === 'one'
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('catalog.filters')} className="dialog--drawer">
      {isOpen ? children : null}
      <div className="filter-drawer__actions">
        <button type="button" className="button button--primary" onClick={onShow}>
          {t(isOne ? 'catalog.showProducts.one' : 'catalog.showProducts', { count: total })}
        </button>
      </div>
    </Dialog>
  )
}
