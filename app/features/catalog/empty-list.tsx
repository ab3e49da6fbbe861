import { Link } from 'react-router'
import { pathFor } from '#common/i18n/paths'
import { useLocale, useT } from '~/lib/site-shell'

/**
 * An empty list says what to do next (issue 23 point 5): with filters on, clear them; otherwise
 * browse the rest of the shop.
 */
export function EmptyList({ message, onClearFilters }: { message: string; onClearFilters?: () => void }) {
  const t = useT()
  const locale = useLocale()
  return (
    <div className="empty-list">
      <p>{message}</p>
      {onClearFilters ? (
        <button type="button" className="button button--primary" onClick={onClearFilters}>
          {t('catalog.clearFilters')}
        </button>
      ) : (
        <Link to={pathFor('shop', locale)} className="button button--primary">
          {t('catalog.browseShop')}
        </Link>
      )}
    </div>
  )
}
