import { Link } from 'react-router'
import type { Route } from './+types/sales-customers'
import { listParams } from '#common/admin/paging'
import { formatDate } from '#common/i18n/dates'
import { formatMoney } from '#common/money'
import { customerListQuerySchema } from '#common/sales/customers'
import { requireAdminPage } from '#server/admin/page-access'
import { requestContext } from '#server/context'
import { listCustomers } from '#server/users/customer-directory'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { AdminPager } from '~/features/admin/ui/pager'
import { useAdminLocale, useAdminT } from '~/features/admin/use-admin-t'
import { AdminTable } from '~/features/admin/ui/admin-table'

export const meta = adminMeta('admin.nav.customers')

/** /admin/customers: shoppers' accounts, found by e-mail or name, paged on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'orders')
  const parsed = customerListQuerySchema.safeParse(listParams(request))
  const query = parsed.success ? parsed.data : customerListQuerySchema.parse({})
  return { list: await listCustomers(db, { siteId: site.id, query }), query }
}

export default function AdminCustomersScreen({ loaderData }: Route.ComponentProps) {
  const t = useAdminT()
  const locale = useAdminLocale() ?? 'hr'
  const { list, query } = loaderData
  return (
    <AdminPage title={t('admin.nav.customers')}>
      <form method="get" className="admin-filters" role="search">
        <label>
          {t('customers.search')}
          <input className="field__input" type="search" name="q" defaultValue={query.q ?? ''} maxLength={100} />
        </label>
        <button type="submit" className="button button--secondary">
          {t('admin.filter.search')}
        </button>
      </form>
      <AdminTable
        label={t('admin.nav.customers')}
        isEmpty={list.items.length === 0}
        empty={t('admin.empty.customers')}
        nowrap
        columns={[
          { label: t('customers.email') },
          { label: t('customers.name') },
          { label: t('customers.since') },
          { label: t('customers.orders'), numeric: true },
          { label: t('customers.spent'), numeric: true },
        ]}
      >
        {list.items.map((customer) => (
          <tr key={customer.id}>
            <th scope="row">
              <Link to={`/admin/customers/${customer.id}`}>{customer.email}</Link>
            </th>
            <td>{customer.name}</td>
            <td>
              <time dateTime={customer.createdAt}>{formatDate(customer.createdAt, locale)}</time>
            </td>
            <td className="admin-table__number">{customer.orderCount}</td>
            <td className="admin-table__number">{formatMoney(customer.orderTotal, locale)}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager list={list} />
    </AdminPage>
  )
}
