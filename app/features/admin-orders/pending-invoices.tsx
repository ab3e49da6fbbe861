import { Link } from 'react-router'
import type { ListResult } from '#common/http/envelope'
import { formatDate, formatTime } from '#common/i18n/dates'
import type { PendingInvoiceRow } from '#common/invoices/invoice-views'
import { formatMoney } from '#common/money'
import { PageShell } from '~/components/layout/page-shell'
import { useLocale, useT } from '~/lib/site-shell'
import { labelCells } from '~/features/admin/ui/label-cells'

/** /admin/invoices: every invoice still without a JIR, with CIS's last answer; each links to its order. */
export function PendingInvoices({ list }: { list: ListResult<PendingInvoiceRow> }) {
  const t = useT()
  const locale = useLocale()
  const { page, lastPage } = list.pagination
  return (
    <PageShell title={t('desk.invoices.pendingTitle')}>
      <p>
        <Link to="/admin/orders">{t('desk.back')}</Link>
      </p>
      {list.records.length === 0 ? (
        <p>{t('desk.invoices.pendingNone')}</p>
      ) : (
        <div className="admin-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">{t('desk.invoices.pendingTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('desk.invoices.number')}</th>
                <th scope="col">{t('desk.invoices.order')}</th>
                <th scope="col">{t('desk.invoices.issuedAt')}</th>
                <th scope="col" className="admin-table__number">{t('desk.invoices.total')}</th>
                <th scope="col">{t('desk.invoices.attempts')}</th>
                <th scope="col">{t('desk.invoices.lastError')}</th>
              </tr>
            </thead>
            <tbody>
              {labelCells(
                list.records.map((invoice) => (
                  <tr key={invoice.id}>
                    <td className="admin-table__nowrap">{invoice.number}</td>
                    <td className="admin-table__nowrap">
                      <Link to={`/admin/orders/${invoice.orderId}`}>{invoice.orderNumber}</Link>
                    </td>
                    <td>
                      <time dateTime={invoice.issuedAt}>{`${formatDate(invoice.issuedAt, locale)} ${formatTime(invoice.issuedAt, locale)}`}</time>
                      {invoice.isOverdue ? (
                        <>
                          <br />
                          <strong>{t('desk.invoices.overdue')}</strong>
                        </>
                      ) : null}
                    </td>
                    <td className="admin-table__number">{formatMoney(invoice.total, locale)}</td>
                    <td>{invoice.attempts}</td>
                    <td>{invoice.lastError ? `${invoice.lastError.code}: ${invoice.lastError.message}` : '—'}</td>
                  </tr>
                )),
                [t('desk.invoices.number'), t('desk.invoices.order'), t('desk.invoices.issuedAt'), t('desk.invoices.total'), t('desk.invoices.attempts'), t('desk.invoices.lastError')],
              )}
            </tbody>
          </table>
        </div>
      )}
      {lastPage > 1 ? (
        <nav className="desk-pages" aria-label={t('desk.pages')}>
          {page > 1 ? <Link to={`?page=${page - 1}`}>{t('desk.previous')}</Link> : null}
          <span>{t('desk.page', { page, lastPage })}</span>
          {page < lastPage ? <Link to={`?page=${page + 1}`}>{t('desk.next')}</Link> : null}
        </nav>
      ) : null}
    </PageShell>
  )
}
