import { data, Link } from 'react-router'
import type { Route } from './+types/sales-customer'
import { formatDate } from '#common/i18n/dates'
import { formatMoney } from '#common/money'
import { dbIdParamSchema } from '#common/validation/numbers'
import { requireAdminPage } from '#server/admin/page-access'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { customerDetail } from '#server/users/customer-directory'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { useAdminLocale, useAdminT } from '~/features/admin/use-admin-t'
import { useT } from '~/lib/site-shell'
import type { OrderStatus } from '#common/checkout/schemas'
import { labelCells } from '~/features/admin/ui/label-cells'

export const meta = adminMeta('admin.nav.customers')

/** /admin/customers/:customerId: one shopper, their addresses and their orders on this site. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'orders')
  const id = dbIdParamSchema.safeParse(params.customerId)
  if (!id.success) throw data(null, { status: 404 })
  const customer = await customerDetail(db, { siteId: site.id, userId: id.data }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  })
  return { customer }
}

export default function AdminCustomerScreen({ loaderData }: Route.ComponentProps) {
  const t = useAdminT()
  // Order statuses keep the shop's own names (the order desk shows the same ones).
  const siteT = useT()
  const locale = useAdminLocale() ?? 'hr'
  const { customer } = loaderData
  return (
    <AdminPage title={customer.name || customer.email} actions={<Link to="/admin/customers">{t('customers.backToList')}</Link>}>
      <div className="admin-card">
        <p>
          <a href={`mailto:${customer.email}`}>{customer.email}</a> · {t(customer.verified ? 'customers.verified' : 'customers.notVerified')}
          {customer.memberCardBarcode ? ` · ${t('customers.memberCard')}: ${customer.memberCardBarcode}` : ''}
        </p>
        <p>
          {t('customers.since')}: <time dateTime={customer.createdAt}>{formatDate(customer.createdAt, locale)}</time> · {t('customers.spent')}: {formatMoney(customer.orderTotal, locale)}
        </p>
      </div>
      <section className="admin-card" aria-labelledby="customer-orders-title">
        <h2 id="customer-orders-title">{t('customers.orders')}</h2>
        {customer.orders.length === 0 ? (
          <p>{t('customers.noOrders')}</p>
        ) : (
          <div className="admin-table-wrap" role="group" aria-labelledby="customer-orders-title" tabIndex={0}>
            <table className="admin-table admin-table--nowrap">
              <thead>
                <tr>
                  <th scope="col">{t('sales.order')}</th>
                  <th scope="col">{t('sales.date')}</th>
                  <th scope="col">{t('customers.status')}</th>
                  <th scope="col" className="admin-table__number">
                    {t('sales.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {labelCells(customer.orders.map((order) => (
                  <tr key={order.id}>
                    <th scope="row">
                      <Link to={`/admin/orders/${order.id}`}>{order.number}</Link>
                    </th>
                    <td>
                      <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
                    </td>
                    <td>{siteT(`order.status.${order.status as OrderStatus}`)}</td>
                    <td className="admin-table__number">{formatMoney(order.orderTotal, locale)}</td>
                  </tr>
                )), [t('sales.order'), t('sales.date'), t('customers.status'), t('sales.total')])}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="admin-card" aria-labelledby="customer-addresses-title">
        <h2 id="customer-addresses-title">{t('customers.addresses')}</h2>
        {customer.addresses.length === 0 ? (
          <p>{t('customers.noAddresses')}</p>
        ) : (
          <ul className="dashboard-list">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                {address.firstName} {address.lastName}, {address.street} {address.houseNumber}, {address.zipCode} {address.city}, {address.country}
                {address.contactPhone ? ` · ${address.contactPhone}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  )
}
