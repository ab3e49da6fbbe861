import { useEffect, useState } from 'react'
import type { OrderSummaryView } from '#common/checkout/order-summary'
import { formatMoney } from '#common/money'
import { createApiClient } from '~/features/account/api-client'
import { PageNotice } from '~/features/account/form-notice'
import { useLocale, useT } from '~/lib/site-shell'
import { PaymentSlip } from './payment-slip'

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; order: OrderSummaryView }

/**
 * §2 checkout success: the order named by `orderSlug`, read after hydration (the page HTML is the
 * same for everyone; the slug is the buyer's capability), with the HUB-3 slip for a bank transfer.
 */
export function OrderSuccess({ orderSlug }: { orderSlug: string | null }) {
  const t = useT()
  const locale = useLocale()
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })

  useEffect(() => {
    if (!orderSlug) return
    let isCurrent = true
    void createApiClient({ locale })
      .request<OrderSummaryView>(`/api/v1/ecommerce/order/getBySlug/${encodeURIComponent(orderSlug)}?language=${locale}`)
      .then((result) => {
        if (isCurrent) setLoaded(result.ok ? { status: 'ready', order: result.data } : { status: 'missing' })
      })
    return () => {
      isCurrent = false
    }
  }, [orderSlug, locale])

  if (!orderSlug) return <PageNotice kind="error" message={t('checkout.orderNotFound')} />
  if (loaded.status === 'loading') return <p role="status">{t('checkout.loading')}</p>
  if (loaded.status === 'missing') return <PageNotice kind="error" message={t('checkout.orderNotFound')} />
  const { order } = loaded
  const money = (cents: number) => formatMoney(cents, locale)
  return (
    <div className="order-success">
      <p className="order-success__number">{t('checkout.successOrder', { number: order.number })}</p>
      <p>{t('checkout.successLead')}</p>
      {order.isPaid ? (
        <p className="order-success__paid" role="status">
          {t('checkout.successPaid')}
        </p>
      ) : null}
      <p>
        {t('checkout.successPayment', { method: order.paymentMethodName })}
        {order.deliveryMethodName ? (
          <>
            <br />
            {t('checkout.successDelivery', {
              method: [order.deliveryMethodName, order.deliveryBranchName].filter(Boolean).join(', '),
            })}
          </>
        ) : null}
      </p>
      {order.paymentSlip ? <PaymentSlip slip={order.paymentSlip} slug={order.slug} /> : null}
      <section className="cart-summary order-success__summary" aria-labelledby="order-summary-heading">
        <h2 id="order-summary-heading">{t('cart.summary')}</h2>
        <ul className="order-success__lines">
          {order.lines.map((line, index) => (
            <li key={index}>
              <span>{line.name}</span>
              <span>{t('checkout.qty', { qty: line.qty })}</span>
              <span>{money(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl>
          <div>
            <dt>{t('cart.itemsTotal')}</dt>
            <dd>{money(order.totals.itemsTotal)}</dd>
          </div>
          {order.totals.couponDiscount > 0 ? (
            <div>
              <dt>
                {t('cart.couponDiscount')} ({order.totals.couponCode})
              </dt>
              <dd>{money(-order.totals.couponDiscount)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('cart.delivery')}</dt>
            <dd>{order.totals.deliveryPrice === 0 ? t('cart.deliveryFree') : money(order.totals.deliveryPrice)}</dd>
          </div>
          <div className="cart-summary__total">
            <dt>{order.isPaid ? t('checkout.totalPaid') : t('cart.total')}</dt>
            <dd>{money(order.totals.orderTotal)}</dd>
          </div>
          <div className="cart-summary__tax">
            <dt>{t('cart.tax')}</dt>
            <dd>{money(order.totals.taxTotal)}</dd>
          </div>
        </dl>
      </section>
    </div>
  )
}
