import { Link, useLocation } from 'react-router'
import type { AdminPage } from '#common/admin/paging'
import { useAdminT } from '../use-admin-t'

/** First / previous / page x of y / next / last for a server-paged list; keeps the other filters. */
export function AdminPager({ list, param = 'page', label }: { list: Pick<AdminPage<unknown>, 'page' | 'perPage' | 'total'>; param?: string; label?: string }) {
  const t = useAdminT()
  const location = useLocation()
  const pages = Math.max(1, Math.ceil(list.total / list.perPage))
  const href = (page: number) => {
    const params = new URLSearchParams(location.search)
    params.set(param, String(page))
    return `${location.pathname}?${params.toString()}`
  }
  const step = (page: number, label: string, disabled: boolean) =>
    disabled ? (
      <span className="admin-pager__step" aria-disabled="true">
        {label}
      </span>
    ) : (
      <Link className="admin-pager__step" to={href(page)}>
        {label}
      </Link>
    )
  return (
    <nav className="admin-pager" aria-label={label ?? t('admin.pager.label')}>
      <span className="admin-pager__total">{t('admin.pager.total', { total: list.total })}</span>
      {step(1, t('admin.pager.first'), list.page <= 1)}
      {step(list.page - 1, t('admin.pager.previous'), list.page <= 1)}
      <span aria-current="page">{t('admin.pager.page', { page: list.page, pages })}</span>
      {step(list.page + 1, t('admin.pager.next'), list.page >= pages)}
      {step(pages, t('admin.pager.last'), list.page >= pages)}
    </nav>
  )
}
