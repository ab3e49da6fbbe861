import { Form, Link } from 'react-router'
import { deskStatuses, type OrderStatus } from '#common/checkout/schemas'
import { formatDate, formatTime } from '#common/i18n/dates'
import type { DeskInvoice } from '#common/invoices/invoice-views'
import type { DeskOrderDetail, OrderAddressView } from '#common/orders/views'
import { PageShell } from '~/components/layout/page-shell'
import { PageNotice } from '~/features/account/form-notice'
import { useLocale, useT } from '~/lib/site-shell'
import { OrderLinesTable, OrderTotals } from '~/features/orders/order-lines'
import type { EracunDeskView } from '#common/eracun/eracun-view'
import { EracunStatusSection } from './eracun-status'
import { OrderInvoices } from './order-invoices'
import { OrderRefunds, type RefundConfirmation } from './order-refunds'
import type { DeskRefund, RefundOptions } from '#common/refunds/refund-views'
import { OrderCases } from './order-cases'
import type { CaseView } from '#common/cases/schemas'
import { ShipmentForm } from './shipment-form'

export type DeskOutcome =
  | { ok: true; message: 'desk.statusChanged' | 'desk.noteSaved' | 'desk.shipment.saved' | 'desk.invoices.retried' | 'desk.cases.saved' }
  | { ok: true; message: 'desk.invoices.stornoIssued'; params: { number: string } }
  | { ok: true; message: 'desk.refunds.done' | 'desk.refunds.replayed' | 'desk.refunds.retried'; params: { amount: string } }
  | { ok: true; message: 'desk.refunds.confirmTitle'; refund: RefundConfirmation }
  | { ok: false; message: string }

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
export function OrderDetail({
  order,
  eracuni,
  invoices,
  refunds,
  cases,
  outcome,
}: {
  order: DeskOrderDetail
  eracuni: EracunDeskView[]
  invoices: DeskInvoice[]
  refunds: { options: RefundOptions; list: DeskRefund[]; key: string }
  cases: CaseView[]
  outcome?: DeskOutcome
}) {
  const t = useT()
  const locale = useLocale()
  const label = (status: string | null) => (status ? t(`order.status.${status as OrderStatus}`) : '')
  const eventLabel = (event: DeskOrderDetail['events'][number]) => {
    if (event.type === 'shipment') return t('desk.shipment')
    if (event.type === 'refund') return t('desk.refunds.event')
    if (event.type === 'provider-refund') return t(`desk.refunds.providerEvent.${event.outcome ?? 'pending'}`)
    return label(event.toStatus)
  }
  return (
    <PageShell title={t('desk.orderTitle', { number: order.number })}>
      <p>
        <Link to="/admin/orders">{t('desk.back')}</Link>
      </p>
      {outcome && !('refund' in outcome) ? <PageNotice kind={outcome.ok ? 'success' : 'error'} message={outcome.ok ? t(outcome.message, 'params' in outcome ? outcome.params : undefined) : outcome.message} /> : null}
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
      <OrderCases cases={cases} />
      <OrderInvoices invoices={invoices} />
      <OrderRefunds options={refunds.options} refunds={refunds.list} refundKey={refunds.key} confirmation={outcome && 'refund' in outcome ? outcome.refund : null} cases={cases} />
      <ShipmentForm shipment={order.shipment} />
      <section aria-labelledby="desk-lines">
        <h2 id="desk-lines" className="h4">
          {t('desk.lines')}
        </h2>
        <OrderLinesTable lines={order.lines} caption={t('desk.lines')} />
        <OrderTotals totals={order.totals} />
      </section>
      <EracunStatusSection eracuni={eracuni} />
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
              {event.type === 'note'
                ? t('desk.noteBy', { who: event.actorEmail ?? t('desk.system') })
                : `${eventLabel(event)} (${event.actorEmail ?? t('desk.system')})`}
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
