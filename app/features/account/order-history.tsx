import { Link } from 'react-router'
import { formatDate } from '#common/i18n/dates'
import { pathFor } from '#common/i18n/paths'
import { formatMoney } from '#common/money'
import type { MemberOrderHistory } from '#common/orders/views'
import { useLocale, useT } from '~/lib/site-shell'

/** §2 profile: the order count and the member's orders with their status, each linking to its detail. */
export function OrderHistory({ history }: { history: MemberOrderHistory }) {
  const t = useT()
  const locale = useLocale()
  return (
    <section className="account-card" aria-labelledby="orders-heading">
      <h2 id="orders-heading">{t('account.orderHistoryHeading')}</h2>
      <p>{t('account.orderCount', { count: history.count })}</p>
      {history.records.length ? (
        <ul className="order-history">
          {history.records.map((order) => (
            <li key={order.slug}>
              <Link to={pathFor('profileOrder', locale, { slug: order.slug })}>{order.number}</Link>
              <span>{formatDate(order.createdAt, locale)}</span>
              <span>{t(`order.status.${order.status}`)}</span>
              <strong>{formatMoney(order.orderTotal, locale)}</strong>
              {order.status !== 'cancelled' ? (
                <Link to={`${pathFor('withdrawal', locale)}?order=${encodeURIComponent(order.number)}`} aria-label={`${t('layout.withdrawalLink')} (${order.number})`}>
                  {t('layout.withdrawalLink')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="account-card__muted">{t('orders.none')}</p>
      )}
    </section>
  )
}
