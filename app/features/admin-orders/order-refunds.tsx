import { Form } from 'react-router'
import { formatDate, formatTime } from '#common/i18n/dates'
import { formatMoney } from '#common/money'
import type { CaseView } from '#common/cases/schemas'
import type { DeskRefund, RefundOptions, RefundPreview } from '#common/refunds/refund-views'
import { useLocale, useT } from '~/lib/site-shell'
import { labelCells } from '~/features/admin/ui/label-cells'

/** What the confirm step carries: the computed amount and the choices, sent again as hidden fields. */
export interface RefundConfirmation {
  preview: RefundPreview
  fields: Record<string, string>
}

const masked = (iban: string | null) => (iban && iban.length > 8 ? `${iban.slice(0, 4)} … ${iban.slice(-4)}` : (iban ?? ''))

function RefundForm({ options, refundKey, cases }: { options: RefundOptions; refundKey: string; cases: CaseView[] }) {
  const t = useT()
  const locale = useLocale()
  const choosable = options.lines.filter((line) => line.left > 0)
  // An open withdrawal is what a refund usually settles: it is chosen, and its lines are filled in.
  const withdrawals = cases.filter((item) => item.kind === 'withdrawal' && (item.status === 'received' || item.status === 'goods_received'))
  const settling = withdrawals[0]
  const suggested = (orderLineId: number, left: number) => Math.min(left, settling?.lines.find((line) => line.orderLineId === orderLineId)?.quantity ?? 0)
  return (
    <Form method="post" className="desk-refund-form">
      <input type="hidden" name="intent" value="refundPreview" />
      <input type="hidden" name="idempotencyKey" value={refundKey} />
      <p id="desk-refund-intro">{t('desk.refunds.intro')}</p>
      {withdrawals.length ? (
        <label className="field">
          <span className="field__label">{t('desk.refunds.case')}</span>
          <select className="field__input" name="caseId" defaultValue={settling ? String(settling.id) : ''}>
            {withdrawals.map((item) => (
              <option key={item.id} value={item.id}>
                {t('desk.refunds.caseOption', { date: formatDate(item.createdAt, locale), email: item.contactEmail })}
              </option>
            ))}
            <option value="">{t('desk.refunds.noCase')}</option>
          </select>
        </label>
      ) : null}
      {choosable.map((line) => (
        <label key={line.orderLineId} className="field">
          <span className="field__label">{t('desk.refunds.qty', { name: line.name, left: line.left })}</span>
          <input className="field__input" type="number" name={`qty.${line.orderLineId}`} min={0} max={line.left} defaultValue={suggested(line.orderLineId, line.left)} inputMode="numeric" />
        </label>
      ))}
      {!options.isDeliveryRefunded && options.deliveryPrice > 0 ? (
        <label className="field field--checkbox">
          <input type="checkbox" name="delivery" /> {t('desk.refunds.delivery', { price: formatMoney(options.deliveryPrice, locale) })}
        </label>
      ) : null}
      {options.method === 'payout' ? (
        <>
          <label className="field">
            <span className="field__label">{t('desk.refunds.iban')}</span>
            <input className="field__input" name="iban" required maxLength={42} autoComplete="off" spellCheck={false} />
          </label>
          <label className="field">
            <span className="field__label">{t('desk.refunds.payoutName')}</span>
            <input className="field__input" name="payoutName" maxLength={70} />
          </label>
        </>
      ) : null}
      <label className="field">
        <span className="field__label">{t('desk.refunds.reason')}</span>
        <input className="field__input" name="reason" maxLength={500} />
      </label>
      <p>{t(options.method === 'payout' ? 'desk.refunds.methodPayout' : 'desk.refunds.methodProvider')}</p>
      <button className="button button--secondary" type="submit">
        {t('desk.refunds.preview')}
      </button>
    </Form>
  )
}

function ConfirmRefund({ confirmation }: { confirmation: RefundConfirmation }) {
  const t = useT()
  const locale = useLocale()
  const { preview, fields } = confirmation
  return (
    <div className="desk-refund-confirm" role="group" aria-labelledby="desk-refund-confirm">
      <h3 id="desk-refund-confirm" className="h5">
        {t('desk.refunds.confirmTitle')}
      </h3>
      <ul>
        {preview.lines.map((line) => (
          <li key={line.orderLineId}>
            {line.name} × {line.qty}: {formatMoney(line.amount, locale)}
          </li>
        ))}
        {preview.deliveryAmount ? (
          <li>
            {t('desk.refunds.deliveryLine')}: {formatMoney(preview.deliveryAmount, locale)}
          </li>
        ) : null}
      </ul>
      <p>
        <strong>{t('desk.refunds.amount', { amount: formatMoney(preview.amount, locale) })}</strong>
      </p>
      <Form method="post" className="admin-inline-form">
        <input type="hidden" name="intent" value="refund" />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button className="button button--primary" type="submit">
          {t('desk.refunds.confirm')}
        </button>
      </Form>
      <Form method="get" className="admin-inline-form">
        <button className="button button--secondary" type="submit">
          {t('desk.refunds.change')}
        </button>
      </Form>
    </div>
  )
}

function RefundList({ refunds }: { refunds: DeskRefund[] }) {
  const t = useT()
  const locale = useLocale()
  if (refunds.length === 0) return <p>{t('desk.refunds.none')}</p>
  return (
    <div className="admin-scroll" tabIndex={0} role="region" aria-label={t('desk.refunds.list')}>
      <table className="admin-table">
        <caption className="visually-hidden">{t('desk.refunds.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('desk.payouts.date')}</th>
            <th scope="col">{t('desk.lines')}</th>
            <th scope="col">{t('desk.payouts.amount')}</th>
            <th scope="col">{t('desk.payouts.status')}</th>
            <th scope="col">{t('desk.refunds.storno')}</th>
          </tr>
        </thead>
        <tbody>
          {labelCells(refunds.map((refund) => (
            <tr key={refund.id} data-testid={`refund-${refund.id}`}>
              <td>
                <time dateTime={refund.createdAt}>{`${formatDate(refund.createdAt, locale)} ${formatTime(refund.createdAt, locale)}`}</time>
              </td>
              <td>
                {refund.lines.map((line) => `${line.name} × ${line.qty}`).join(', ')}
                {refund.deliveryAmount ? `${refund.lines.length ? ', ' : ''}${t('desk.refunds.deliveryLine')}` : ''}
              </td>
              <td>{formatMoney(refund.amount, locale)}</td>
              <td>
                {refund.method === 'payout' ? t('desk.refunds.method.payout', { iban: masked(refund.payoutIban) }) : t('desk.refunds.method.provider')}: {t(`desk.refunds.status.${refund.status}`)}
                {refund.payoutStatus ? ` — ${t(`desk.refunds.payout.${refund.payoutStatus}`, { batch: refund.payoutBatch ?? '' })}` : ''}
                {refund.providerRefundId ? (
                  <>
                    <br />
                    {t('desk.refunds.providerRefundId')}: <code>{refund.providerRefundId}</code>
                  </>
                ) : null}
                {refund.error ? (
                  <>
                    <br />
                    {refund.error}
                  </>
                ) : null}
                {refund.method === 'provider' && refund.status === 'failed' ? (
                  <Form method="post" className="admin-inline-form">
                    <input type="hidden" name="intent" value="refundRetry" />
                    <input type="hidden" name="refundId" value={refund.id} />
                    <button className="button button--secondary" type="submit">
                      {t('desk.refunds.retry')}
                    </button>
                  </Form>
                ) : null}
              </td>
              <td>{refund.stornoNumber ?? '—'}</td>
            </tr>
          )), [t('desk.payouts.date'), t('desk.lines'), t('desk.payouts.amount'), t('desk.payouts.status'), t('desk.refunds.storno')])}
        </tbody>
      </table>
    </div>
  )
}

/** The desk's "Povrat novca" (issue 22 point 3): choose lines, see the amount, confirm; then the order's refunds. */
export function OrderRefunds({ options, refunds, refundKey, confirmation, cases }: { options: RefundOptions; refunds: DeskRefund[]; refundKey: string; confirmation: RefundConfirmation | null; cases: CaseView[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <section aria-labelledby="desk-refunds">
      <h2 id="desk-refunds" className="h4">
        {t('desk.refunds.title')}
      </h2>
      {options.blockedBy ? (
        <p>{t(`desk.refunds.blocked.${options.blockedBy}`)}</p>
      ) : (
        <>
          <p>{t('desk.refunds.left', { amount: formatMoney(options.left, locale) })}</p>
          {confirmation ? <ConfirmRefund confirmation={confirmation} /> : <RefundForm options={options} refundKey={refundKey} cases={cases} />}
        </>
      )}
      <h3 className="h5">{t('desk.refunds.list')}</h3>
      <RefundList refunds={refunds} />
    </section>
  )
}
