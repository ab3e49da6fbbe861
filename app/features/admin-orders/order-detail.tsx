import { Form, Link } from 'react-router'
import { deskStatuses, type OrderStatus } from '#common/checkout/schemas'
import { formatDate, formatTime } from '#common/i18n/dates'
import type { DeskOrderDetail, OrderAddressView } from '#common/orders/views'
import { PageShell } from '~/components/layout/page-shell'
import { PageNotice } from '~/features/account/form-notice'
import { useLocale, useT } from '~/lib/site-shell'
import { OrderLinesTable, OrderTotals } from '~/features/orders/order-lines'

export type DeskOutcome = { ok: true; message: 'desk.statusChanged' | 'desk.noteSaved' } | { ok: false; message: string }

function Address({ address }: { address: OrderAddressView }) {
  return (
    <address>
      {address.companyName ? (
        <>
          {address.companyName} (OIB {address.companyOIB})
          <br />
        </>
      ) : null}
      {address.firstName} {address.lastName}
      <br />
      {address.street} {address.houseNumber}, {address.zipCode} {address.city}, {address.country}
      <br />
      {address.contactEmail} · {address.contactPhone}
    </address>
  )
}

/** /admin/orders/:id — one order: lines, addresses, totals, history, payment results, status and notes. */
export function OrderDetail({ order, outcome }: { order: DeskOrderDetail; outcome?: DeskOutcome }) {
  const t = useT()
  const locale = useLocale()
  const label = (status: string | null) => (status ? t(`order.status.${status as OrderStatus}`) : '')
  return (
    <PageShell title={t('desk.orderTitle', { number: order.number })}>
      <p>
        <Link to="/admin/orders">{t('desk.back')}</Link>
      </p>
      {outcome ? <PageNotice kind={outcome.ok ? 'success' : 'error'} message={outcome.ok ? t(outcome.message) : outcome.message} /> : null}
      <p>
        {t('desk.status')}: <strong>{label(order.status)}</strong> · {formatDate(order.createdAt, locale)} · {order.paymentMethodName}
        {order.deliveryMethodName ? ` · ${order.deliveryMethodName}` : ''}
      </p>
      {order.status !== 'cancelled' ? (
        <section aria-labelledby="desk-status">
          <h2 id="desk-status" className="h4">
            {t('desk.changeStatus')}
          </h2>
          <Form method="post" className="admin-inline-form">
            <input type="hidden" name="intent" value="status" />
            <label className="field">
              <span className="field__label">{t('desk.statusNote')}</span>
              <input className="field__input" name="note" maxLength={2000} />
            </label>
            {deskStatuses
              .filter((status) => status !== order.status)
              .map((status) => (
                <button
                  key={status}
                  className={status === 'cancelled' ? 'button button--secondary' : 'button button--primary'}
                  type="submit"
                  name="status"
                  value={status}
                  onClick={(event) => {
                    if (status === 'cancelled' && !window.confirm(t('desk.confirmCancel'))) event.preventDefault()
                  }}
                >
                  {label(status)}
                </button>
              ))}
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="desk-lines">
        <h2 id="desk-lines" className="h4">
          {t('desk.lines')}
        </h2>
        <OrderLinesTable lines={order.lines} caption={t('desk.lines')} />
        <OrderTotals totals={order.totals} />
      </section>
      <section aria-labelledby="desk-addresses" className="desk-addresses">
        <h2 id="desk-addresses" className="h4">
          {t('desk.addresses')}
        </h2>
        {order.deliveryAddress ? (
          <div>
            <h3 className="h5">{t('desk.deliveryAddress')}</h3>
            <Address address={order.deliveryAddress} />
          </div>
        ) : null}
        <div>
          <h3 className="h5">{t('desk.billingAddress')}</h3>
          <Address address={order.billingAddress} />
        </div>
        {order.orderMessage ? (
          <p>
            {t('desk.buyerNote')}: {order.orderMessage}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="desk-history">
        <h2 id="desk-history" className="h4">
          {t('desk.history')}
        </h2>
        <ol className="desk-history">
          {order.events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.createdAt}>{`${formatDate(event.createdAt, locale)} ${formatTime(event.createdAt, locale)}`}</time> —{' '}
              {event.type === 'note' ? t('desk.noteBy', { who: event.actorEmail ?? t('desk.system') }) : `${label(event.toStatus)} (${event.actorEmail ?? t('desk.system')})`}
              {event.note ? `: ${event.note}` : ''}
            </li>
          ))}
        </ol>
        <Form method="post" className="admin-inline-form">
          <input type="hidden" name="intent" value="note" />
          <label className="field">
            <span className="field__label">{t('desk.note')}</span>
            <textarea className="field__input" name="note" required maxLength={2000} rows={2} />
          </label>
          <button className="button button--secondary" type="submit">
            {t('desk.addNote')}
          </button>
        </Form>
      </section>
      {order.callbacks.length ? (
        <section aria-labelledby="desk-payments">
          <h2 id="desk-payments" className="h4">
            {t('desk.payments')}
          </h2>
          <ul>
            {order.callbacks.map((callback) => (
              <li key={callback.id}>
                {callback.provider} · {callback.outcome} · {callback.transactionId ?? '—'} · {`${formatDate(callback.createdAt, locale)} ${formatTime(callback.createdAt, locale)}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageShell>
  )
}
