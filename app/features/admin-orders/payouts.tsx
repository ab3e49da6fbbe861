import { Form, Link } from 'react-router'
import { formatDate } from '#common/i18n/dates'
import { formatMoney } from '#common/money'
import type { PayoutRow } from '#common/refunds/refund-views'
import type { MessageKey } from '#common/i18n/messages'
import { PageShell } from '~/components/layout/page-shell'
import { PageNotice } from '~/features/account/form-notice'
import { useLocale, useT } from '~/lib/site-shell'
import { labelCells } from '~/features/admin/ui/label-cells'

export type PayoutsOutcome =
  | { ok: true; message: 'exported'; batch: string }
  | { ok: true; message: 'paid'; count: number }
  | { ok: false; message: string; text?: string }

const fileHref = (batch: string) => `/admin/payouts/files/${encodeURIComponent(batch)}`

/** /admin/payouts: refunds by credit transfer (issue 22 point 3), the pain.001 export, each file's download and "paid". */
export function Payouts({ payouts, outcome }: { payouts: PayoutRow[]; outcome?: PayoutsOutcome }) {
  const t = useT()
  const locale = useLocale()
  const batches = [...new Set(payouts.filter((payout) => payout.status === 'exported' && payout.batch).map((payout) => payout.batch as string))]
  const hasPending = payouts.some((payout) => payout.status === 'pending')
  return (
    <PageShell title={t('desk.payouts.title')}>
      <p>
        <Link to="/admin/orders">{t('desk.back')}</Link>
      </p>
      <p>{t('desk.payouts.intro')}</p>
      {outcome?.ok && outcome.message === 'exported' ? (
        <PageNotice kind="success" message={t('desk.payouts.download', { batch: outcome.batch })} />
      ) : outcome?.ok && outcome.message === 'paid' ? (
        <PageNotice kind="success" message={t('desk.payouts.markedPaid', { count: outcome.count })} />
      ) : outcome && !outcome.ok ? (
        <PageNotice kind="error" message={outcome.text ?? t(outcome.message as MessageKey)} />
      ) : null}
      {hasPending ? (
        <Form method="post" className="admin-inline-form">
          <input type="hidden" name="intent" value="export" />
          <button className="button button--primary" type="submit">
            {t('desk.payouts.export')}
          </button>
        </Form>
      ) : (
        <p>{t('desk.payouts.nothing')}</p>
      )}
      {batches.map((batch) => (
        <div key={batch} className="admin-inline-form">
          <a className="button button--secondary" href={fileHref(batch)} download>
            {t('desk.payouts.download', { batch })}
          </a>
          <Form method="post">
            <input type="hidden" name="intent" value="paid" />
            <input type="hidden" name="batch" value={batch} />
            <button className="button button--secondary" type="submit">
              {t('desk.payouts.markPaid', { batch })}
            </button>
          </Form>
        </div>
      ))}
      {payouts.length === 0 ? (
        <p>{t('desk.payouts.none')}</p>
      ) : (
        <div className="admin-scroll" tabIndex={0} role="region" aria-label={t('desk.payouts.title')}>
          <table className="admin-table">
            <caption className="visually-hidden">{t('desk.payouts.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('desk.payouts.order')}</th>
                <th scope="col">{t('desk.payouts.date')}</th>
                <th scope="col">{t('desk.payouts.amount')}</th>
                <th scope="col">{t('desk.payouts.account')}</th>
                <th scope="col">{t('desk.payouts.status')}</th>
              </tr>
            </thead>
            <tbody>
              {labelCells(
                payouts.map((payout) => (
                  <tr key={payout.refundId}>
                    <td className="admin-table__nowrap">
                      <Link to={`/admin/orders/${payout.orderId}`}>{payout.orderNumber}</Link>
                    </td>
                    <td className="admin-table__nowrap">
                      <time dateTime={payout.createdAt}>{formatDate(payout.createdAt, locale)}</time>
                    </td>
                    <td className="admin-table__number">{formatMoney(payout.amount, locale)}</td>
                    <td>
                      {payout.name}
                      <br />
                      <code className="desk-iban">{payout.iban}</code>
                    </td>
                    <td>{t(`desk.refunds.payout.${payout.status}`, { batch: payout.batch ?? '' })}</td>
                  </tr>
                )),
                [t('desk.payouts.order'), t('desk.payouts.date'), t('desk.payouts.amount'), t('desk.payouts.account'), t('desk.payouts.status')],
              )}
            </tbody>
          </table>
        </div>
      )}
    </PageShell>
  )
}
