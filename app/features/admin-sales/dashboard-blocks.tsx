import { Link } from 'react-router'
import type { DashboardView } from '#common/sales/dashboard'
import { formatMoney } from '#common/money'
import { formatDate } from '#common/i18n/dates'
import { useAdminLocale, useAdminT } from '../admin/use-admin-t'
import { SalesChart } from './sales-chart'
import { TestGatewayBanner } from './test-gateway-banner'
import { InvoiceWarningsBanner } from '../admin-invoicing/invoice-warnings-banner'
import { CaseWarningsBanner } from '../admin-orders/case-warnings-banner'

/** The morning blocks of /admin: each one only when the loader sent it (the user's scopes allow it). */
export function DashboardBlocks({ view }: { view: DashboardView }) {
  const t = useAdminT()
  const locale = useAdminLocale() ?? 'hr'
  return (
    <>
      <TestGatewayBanner methods={view.testGateway} />
      <InvoiceWarningsBanner warnings={view.invoices} />
      <CaseWarningsBanner warnings={view.cases} />
      {view.sales || view.reviewsWaiting !== null ? (
        <div className="admin-stats">
          {view.sales ? (
            <>
              <div className="admin-stat" data-testid="today-orders">
                <div className="admin-stat__label">{t('sales.todayOrders')}</div>
                <div className="admin-stat__value">{view.sales.today.orders}</div>
              </div>
              <div className="admin-stat" data-testid="today-revenue">
                <div className="admin-stat__label">{t('sales.todayRevenue')}</div>
                <div className="admin-stat__value">{formatMoney(view.sales.today.revenue, locale)}</div>
              </div>
            </>
          ) : null}
          {view.reviewsWaiting !== null ? (
            <div className="admin-stat">
              <div className="admin-stat__label">{t('sales.reviewsWaiting')}</div>
              <div className="admin-stat__value">{view.reviewsWaiting}</div>
              <Link to="/admin/comments">{t('sales.reviewsOpen', { count: view.reviewsWaiting })}</Link>
            </div>
          ) : null}
        </div>
      ) : null}
      {view.sales ? <SalesChart sales={view.sales} /> : null}
      <div className="dashboard-columns">
        {view.failedPayments ? (
          <section className="admin-card" aria-labelledby="failed-payments-title">
            <h2 id="failed-payments-title">{t('sales.failedPayments')}</h2>
            {view.failedPayments.length === 0 ? (
              <p>{t('sales.failedPaymentsNone')}</p>
            ) : (
              <ul className="dashboard-list">
                {view.failedPayments.map((order) => (
                  <li key={order.id}>
                    <Link to={`/admin/orders/${order.id}`}>{order.number}</Link> · {order.email} · {formatMoney(order.orderTotal, locale)} ·{' '}
                    <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {view.lowStock ? (
          <section className="admin-card" aria-labelledby="low-stock-title">
            <h2 id="low-stock-title">{t('sales.lowStock')}</h2>
            {view.lowStock.length === 0 ? (
              <p>{t('sales.lowStockNone')}</p>
            ) : (
              <ul className="dashboard-list">
                {view.lowStock.map((product) => (
                  <li key={product.id}>
                    <Link to={`/admin/products?q=${encodeURIComponent(product.sku)}`}>{product.name}</Link> ({product.sku}) · {t('sales.stock')}: {product.stockQuantity}
                  </li>
                ))}
              </ul>
            )}
            <Link to="/admin/products">{t('sales.allProducts')}</Link>
          </section>
        ) : null}
      </div>
    </>
  )
}
