import type { ShippingListQuery } from '#common/shipping/schemas'
import { useAdminT } from '../admin/use-admin-t'

/** Search by code or name, and on/off: the filters of both method lists (applied on the server). */
export function MethodListFilters({ query }: { query: ShippingListQuery }) {
  const t = useAdminT()
  return (
    <form method="get" className="admin-filters">
      <label>
        {t('admin.filter.search')}
        <input className="field__input" type="search" name="q" defaultValue={query.q ?? ''} maxLength={60} />
      </label>
      <label>
        {t('shipping.state')}
        <select className="field__input" name="active" defaultValue={query.active ?? ''}>
          <option value="">{t('shipping.state.any')}</option>
          <option value="yes">{t('shipping.on')}</option>
          <option value="no">{t('shipping.off')}</option>
        </select>
      </label>
      <button type="submit" className="button button--secondary">
        {t('admin.filter.apply')}
      </button>
    </form>
  )
}
