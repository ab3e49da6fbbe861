import { Link } from 'react-router'
import type { DashboardView } from '#common/sales/dashboard'
import { useAdminT } from '../admin/use-admin-t'

/** The dashboard's warning for withdrawals and complaints past or near their deadline (issue 22). */
export function CaseWarningsBanner({ warnings }: { warnings: DashboardView['cases'] }) {
  const t = useAdminT()
  if (!warnings || (warnings.overdue === 0 && warnings.near === 0)) return null
  return (
    <section className={`admin-notice${warnings.overdue > 0 ? ' admin-notice--error' : ''}`} role="alert" aria-label={t('admin.nav.cases')}>
      {warnings.overdue > 0 ? <p>{t('cases.warning.overdue', { count: warnings.overdue })}</p> : null}
      {warnings.near > 0 ? <p>{t('cases.warning.near', { count: warnings.near })}</p> : null}
      <p>
        <Link to="/admin/cases">{t('cases.warning.open')}</Link>
      </p>
    </section>
  )
}
