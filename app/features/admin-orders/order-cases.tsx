import { Form } from 'react-router'
import type { CaseView } from '#common/cases/schemas'
import { formatDate, formatTime } from '#common/i18n/dates'
import { useLocale, useT } from '~/lib/site-shell'

/** The deadline with its warning: within 3 days or past, while the shop still owes a refund or an answer. */
export function CaseDeadline({ item }: { item: CaseView }) {
  const t = useT()
  const locale = useLocale()
  return (
    <span className={item.deadlineState === 'near' || item.deadlineState === 'overdue' ? 'case-deadline case-deadline--warning' : 'case-deadline'}>
      <time dateTime={item.answerDeadline}>{formatDate(item.answerDeadline, locale)}</time>
      {item.deadlineState === 'near' || item.deadlineState === 'overdue' ? <strong> — {t(`desk.cases.deadline.${item.deadlineState}`)}</strong> : null}
    </span>
  )
}

function CaseActions({ item }: { item: CaseView }) {
  const t = useT()
  const isOpen = item.status === 'received' || item.status === 'goods_received'
  return (
    <>
      {item.kind === 'withdrawal' && isOpen
        ? item.lines.map((line) => (
            <Form key={line.id} method="post" className="admin-inline-form">
              <input type="hidden" name="intent" value="caseReceived" />
              <input type="hidden" name="caseId" value={item.id} />
              <input type="hidden" name="caseLineId" value={line.id} />
              <label className="field">
                <span className="field__label">{t('desk.cases.received', { name: line.name, qty: line.quantity })}</span>
                <input className="field__input" type="number" inputMode="numeric" name="receivedQuantity" min={0} max={line.quantity} defaultValue={line.receivedQuantity || line.quantity} />
              </label>
              <button className="button button--secondary" type="submit">
                {t('desk.cases.saveReceived')}
              </button>
            </Form>
          ))
        : null}
      {item.kind === 'complaint' && (item.status === 'received' || item.status === 'answered') ? (
        <Form method="post" className="admin-inline-form">
          <input type="hidden" name="intent" value="caseReply" />
          <input type="hidden" name="caseId" value={item.id} />
          <label className="field">
            <span className="field__label">{t('desk.cases.reply')}</span>
            <textarea className="field__input" name="reply" required minLength={2} maxLength={5000} rows={3} />
          </label>
          <button className="button button--primary" type="submit">
            {t('desk.cases.sendReply')}
          </button>
        </Form>
      ) : null}
      {item.kind === 'complaint' && item.status === 'answered' ? (
        <Form method="post" className="admin-inline-form">
          <input type="hidden" name="intent" value="caseClose" />
          <input type="hidden" name="caseId" value={item.id} />
          <button className="button button--secondary" type="submit">
            {t('desk.cases.close')}
          </button>
        </Form>
      ) : null}
      {isOpen || item.status === 'answered' ? (
        <Form method="post" className="admin-inline-form">
          <input type="hidden" name="intent" value="caseRefuse" />
          <input type="hidden" name="caseId" value={item.id} />
          <label className="field">
            <span className="field__label">{t('desk.cases.refuseReason')}</span>
            <input className="field__input" name="reason" required minLength={2} maxLength={2000} />
          </label>
          <button
            className="button button--secondary"
            type="submit"
            onClick={(event) => {
              if (!window.confirm(t('desk.cases.confirmRefuse'))) event.preventDefault()
            }}
          >
            {t('desk.cases.refuse')}
          </button>
        </Form>
      ) : null}
    </>
  )
}

/** The order desk's cases (issue 22): each withdrawal or complaint with its lines, deadline and actions. */
export function OrderCases({ cases }: { cases: CaseView[] }) {
  const t = useT()
  const locale = useLocale()
  if (cases.length === 0) return null
  return (
    <section aria-labelledby="desk-cases">
      <h2 id="desk-cases" className="h4">
        {t('desk.cases.title')}
      </h2>
      {cases.map((item) => (
        <article key={item.id} className="desk-case" aria-labelledby={`case-${item.id}`}>
          <h3 id={`case-${item.id}`} className="h5">
            {t('desk.cases.caseTitle', { kind: t(`desk.cases.kind.${item.kind}`), id: item.id })} · {t(`desk.cases.status.${item.status}`)}
          </h3>
          <dl className="desk-invoice__facts">
            <dt>{t('desk.cases.created')}</dt>
            <dd>
              <time dateTime={item.createdAt}>{`${formatDate(item.createdAt, locale)} ${formatTime(item.createdAt, locale)}`}</time>
            </dd>
            <dt>{t('desk.cases.deadline')}</dt>
            <dd>
              <CaseDeadline item={item} />
            </dd>
            <dt>{t('desk.cases.buyer')}</dt>
            <dd>
              {item.buyerName} · {item.contactEmail}
            </dd>
            {item.statement ? (
              <>
                <dt>{t('desk.cases.statement')}</dt>
                <dd className="desk-case__text">{item.statement}</dd>
              </>
            ) : null}
            {item.photos.length ? (
              <>
                <dt>{t('desk.cases.photos')}</dt>
                <dd>
                  <ul className="desk-case__photos">
                    {item.photos.map((photo) => (
                      <li key={photo.token}>
                        <a href={`/admin/cases/${item.id}/photos/${photo.token}`} download={photo.name}>
                          {photo.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
          </dl>
          <ul>
            {item.lines.map((line) => (
              <li key={line.id}>
                {t('desk.cases.lineQty', { name: line.name, qty: line.quantity })}
                {item.kind === 'withdrawal' ? ` · ${t('desk.cases.status.goods_received')}: ${line.receivedQuantity}` : ''}
              </li>
            ))}
          </ul>
          {item.replyText && item.repliedAt ? (
            <p className="desk-case__text">
              {t('desk.cases.replied', { date: formatDate(item.repliedAt, locale) })} {item.replyText}
            </p>
          ) : null}
          {item.refusedReason ? <p>{t('desk.cases.refusedBecause', { reason: item.refusedReason })}</p> : null}
          <CaseActions item={item} />
        </article>
      ))}
    </section>
  )
}
