import type { MouseEvent } from 'react'
import { Form } from 'react-router'
import { formatDate, formatTime } from '#common/i18n/dates'
import type { DeskInvoice } from '#common/invoices/invoice-views'
import { formatMoney } from '#common/money'
import { useLocale, useT } from '~/lib/site-shell'
import { InvoicePdfLink } from './invoice-pdf-link'

function StornoForm({ invoice }: { invoice: DeskInvoice }) {
  const t = useT()
  const choosable = invoice.lines.filter((line) => (line.qtyLeft ?? 0) > 0)
  const confirm = (event: MouseEvent) => {
    if (!window.confirm(t('desk.invoices.confirmStorno'))) event.preventDefault()
  }
  return (
    <details className="desk-storno">
      <summary>{t('desk.invoices.storno')}</summary>
      <Form method="post" className="admin-inline-form">
        <input type="hidden" name="intent" value="storno" />
        <input type="hidden" name="invoiceId" value={invoice.id} />
        {choosable.map((line) => (
          <label key={line.id} className="field">
            <span className="field__label">{t('desk.invoices.stornoQty', { name: line.name, left: line.qtyLeft ?? 0 })}</span>
            <input className="field__input" type="number" name={`qty.${line.id}`} min={0} max={line.qtyLeft ?? 0} defaultValue={0} inputMode="numeric" />
          </label>
        ))}
        {choosable.length ? (
          <button className="button button--secondary" type="submit" name="mode" value="lines" onClick={confirm}>
            {t('desk.invoices.stornoLines')}
          </button>
        ) : null}
        <button className="button button--secondary" type="submit" name="mode" value="whole" onClick={confirm}>
          {t('desk.invoices.stornoWhole')}
        </button>
      </Form>
    </details>
  )
}

/** The order desk's invoices (issue 21 point 5): number, fiscal state, ZKI and JIR, CIS's last error, storno and "send again". */
export function OrderInvoices({ invoices }: { invoices: DeskInvoice[] }) {
  const t = useT()
  const locale = useLocale()
  const at = (iso: string) => `${formatDate(iso, locale)} ${formatTime(iso, locale)}`
  return (
    <section aria-labelledby="desk-invoices">
      <h2 id="desk-invoices" className="h4">
        {t('desk.invoices')}
      </h2>
      {invoices.length === 0 ? <p>{t('desk.invoices.none')}</p> : null}
      {invoices.map((invoice) => (
        <article key={invoice.id} className="desk-invoice" aria-labelledby={`invoice-${invoice.id}`}>
          <h3 id={`invoice-${invoice.id}`} className="h5">
            {invoice.kind === 'storno' ? t('desk.invoices.kind.storno', { number: invoice.stornoOfNumber ?? '' }) : t('desk.invoices.kind.invoice')} {invoice.number}
          </h3>
          <dl className="desk-invoice__facts">
            <dt>{t('desk.invoices.issuedAt')}</dt>
            <dd>
              <time dateTime={invoice.issuedAt}>{at(invoice.issuedAt)}</time>
            </dd>
            <dt>{t('desk.invoices.total')}</dt>
            <dd>{formatMoney(invoice.total, locale)}</dd>
            <dt>{t('desk.invoices.fiscalStatus')}</dt>
            <dd data-testid={`fiscal-status-${invoice.id}`}>
              {t(`desk.invoices.status.${invoice.fiscalStatus}`)}
              {invoice.isOverdue ? ` — ${t('desk.invoices.overdue')}` : ''}
            </dd>
            {invoice.zki ? (
              <>
                <dt>{t('desk.invoices.zki')}</dt>
                <dd>
                  <code>{invoice.zki}</code>
                </dd>
              </>
            ) : null}
            {invoice.jir ? (
              <>
                <dt>{t('desk.invoices.jir')}</dt>
                <dd>
                  <code>{invoice.jir}</code>
                </dd>
              </>
            ) : null}
            {invoice.lastError && invoice.fiscalStatus === 'pending' ? (
              <>
                <dt>{t('desk.invoices.lastError')}</dt>
                <dd>
                  <code>{invoice.lastError.code}</code> {invoice.lastError.message}
                </dd>
              </>
            ) : null}
            {invoice.fiscalStatus !== 'not_required' ? (
              <>
                <dt>{t('desk.invoices.attempts')}</dt>
                <dd>
                  {invoice.attempts}
                  {invoice.lastAttemptAt ? ` (${at(invoice.lastAttemptAt)})` : ''}
                </dd>
              </>
            ) : null}
            {invoice.eracunStatus ? (
              <>
                <dt>{t('desk.invoices.eracun')}</dt>
                <dd>
                  {invoice.eracunStatus}
                  {invoice.eracunError ? ` — ${invoice.eracunError}` : ''}
                </dd>
              </>
            ) : null}
          </dl>
          <p>
            <InvoicePdfLink invoice={invoice} />
          </p>
          {invoice.fiscalStatus === 'pending' ? (
            <Form method="post" className="admin-inline-form">
              <input type="hidden" name="intent" value="fiscalise" />
              <input type="hidden" name="invoiceId" value={invoice.id} />
              <button className="button button--secondary" type="submit">
                {t('desk.invoices.retry')}
              </button>
            </Form>
          ) : null}
          {invoice.kind === 'invoice' && invoice.leftToCancel > 0 ? <StornoForm invoice={invoice} /> : null}
        </article>
      ))}
    </section>
  )
}
