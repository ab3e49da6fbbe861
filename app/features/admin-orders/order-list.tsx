import { Form, Link } from 'react-router'
import { orderStatuses, type OrderDeskQuery } from '#common/checkout/schemas'
import type { ListResult } from '#common/http/envelope'
import { formatDate } from '#common/i18n/dates'
import { formatMoney } from '#common/money'
import type { DeskOrderRow } from '#common/orders/views'
import { PageShell } from '~/components/layout/page-shell'
import { AdminTable } from '~/features/admin/ui/admin-table'
import { useLocale, useT } from '~/lib/site-shell'

const paymentTypes = ['cod', 'bank_transfer', 'hpf', 'paypal'] as const

/** The filters as a query string (paging and the CSV link keep them). */
export function deskSearch(query: OrderDeskQuery, page?: number): string {
  const params = new URLSearchParams()
  for (const key of ['status', 'paymentType', 'from', 'to', 'q'] as const) {
    const value = query[key]
    if (value) params.set(key, value)
  }
  if (page && page > 1) params.set('page', String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** /admin/orders: the shop's orders, filtered and paged on the server. */
export function OrderList({ list, query }: { list: ListResult<DeskOrderRow>; query: OrderDeskQuery }) {
  const t = useT()
  const locale = useLocale()
  const { page, lastPage, total } = list.pagination
  return (
    <PageShell title={t('desk.title')}>
      <Form method="get" className="desk-filters" aria-label={t('desk.filters')}>
        <label className="field">
          <span className="field__label">{t('desk.search')}</span>
          <input className="field__input" type="search" name="q" defaultValue={query.q ?? ''} />
        </label>
        <label className="field">
          <span className="field__label">{t('desk.status')}</span>
          <select className="field__input" name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('desk.all')}</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`order.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('desk.payment')}</span>
          <select className="field__input" name="paymentType" defaultValue={query.paymentType ?? ''}>
            <option value="">{t('desk.all')}</option>
            {paymentTypes.map((type) => (
              <option key={type} value={type}>
                {t(`desk.paymentType.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('desk.from')}</span>
          <input className="field__input" type="date" name="from" defaultValue={query.from ?? ''} />
        </label>
        <label className="field">
          <span className="field__label">{t('desk.to')}</span>
          <input className="field__input" type="date" name="to" defaultValue={query.to ?? ''} />
        </label>
        <button className="button button--primary" type="submit">
          {t('desk.apply')}
        </button>
      </Form>
      <p>
        {t('desk.count', { count: total })} · <a href={`/api/v1/backoffice/orders/export.csv${deskSearch(query)}`}>{t('desk.exportCsv')}</a> ·{' '}
        <Link to="/admin/invoices">{t('desk.invoices.pendingLink')}</Link>
      </p>
      <AdminTable
        label={t('desk.title')}
        isEmpty={list.records.length === 0}
        empty={
          deskSearch(query) ? (
            <>
              {t('desk.emptyFiltered')} <Link to="/admin/orders">{t('desk.clearFilters')}</Link>
            </>
          ) : (
            t('desk.empty')
          )
        }
        columns={[
          { label: t('desk.number') },
          { label: t('desk.date') },
          { label: t('desk.customer') },
          { label: t('desk.status') },
          { label: t('desk.payment') },
          { label: t('desk.total'), numeric: true },
        ]}
      >
        {list.records.map((order) => (
          <tr key={order.id}>
            <th scope="row" className="admin-table__nowrap">
              <Link to={`/admin/orders/${order.id}`}>{order.number}</Link>
            </th>
            <td className="admin-table__nowrap">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
            </td>
            <td>
              {order.customer}
              <br />
              <small>{order.email}</small>
            </td>
            <td>
              <span className="admin-badge">{t(`order.status.${order.status}`)}</span>
            </td>
            <td>{order.paymentMethodName}</td>
            <td className="admin-table__number">{formatMoney(order.orderTotal, locale)}</td>
          </tr>
        ))}
      </AdminTable>
      {lastPage > 1 ? (
        <nav className="desk-pages" aria-label={t('desk.pages')}>
          {page > 1 ? <Link to={deskSearch(query, page - 1) || '?'}>{t('desk.previous')}</Link> : null}
          <span>{t('desk.page', { page, lastPage })}</span>
          {page < lastPage ? <Link to={deskSearch(query, page + 1)}>{t('desk.next')}</Link> : null}
        </nav>
      ) : null}
    </PageShell>
  )
}
