import { itemWithoutKpd, type EracunDeskView } from '#common/eracun/eracun-view'
import { formatDate, formatTime } from '#common/i18n/dates'
import { useLocale, useT } from '~/lib/site-shell'

/**
 * One invoice's eRačun in the order desk: where it stands, the intermediary's id, since when, and
 * what went wrong (a KPD code to add, the intermediary's refusal) or why the buyer refused it.
 */
export function EracunStatus({ eracun }: { eracun: EracunDeskView }) {
  const t = useT()
  const locale = useLocale()
  const missingKpd = eracun.error ? itemWithoutKpd(eracun.error) : null
  const problem =
    !eracun.error || eracun.status === 'delivered'
      ? null
      : eracun.status === 'rejected'
        ? t('desk.eracun.reason', { message: eracun.error })
        : missingKpd !== null
          ? t('desk.eracun.kpdMissing', { name: missingKpd })
          : t('desk.eracun.error', { message: eracun.error })
  return (
    <div className={`desk-eracun desk-eracun--${eracun.status}`}>
      <p>
        <strong>{t(eracun.isStorno ? 'desk.eracun.storno' : 'desk.eracun.invoice', { number: eracun.invoiceNumber })}</strong>
        {': '}
        <span className="desk-eracun__status">{t(`desk.eracun.status.${eracun.status}`)}</span>
      </p>
      <p className="desk-eracun__details">
        {eracun.intermediaryId ? <span>{t('desk.eracun.intermediaryId', { id: eracun.intermediaryId })}</span> : null}
        {eracun.updatedAt ? <span>{t('desk.eracun.since', { date: formatDate(eracun.updatedAt, locale), time: formatTime(eracun.updatedAt, locale) })}</span> : null}
        {eracun.status === 'pending' || eracun.status === 'failed' ? <span>{t('desk.eracun.attempts', { count: eracun.attempts })}</span> : null}
      </p>
      {problem ? (
        <p className="desk-eracun__problem" role={eracun.status === 'pending' ? undefined : 'alert'}>
          {problem}
        </p>
      ) : null}
      {eracun.isLocalIntermediary && eracun.status !== 'pending' ? <p className="desk-eracun__local">{t('desk.eracun.local')}</p> : null}
    </div>
  )
}

/** The order's eRačuni (invoice and stornos), for where the desk lists an order's invoices. */
export function EracunStatusSection({ eracuni }: { eracuni: EracunDeskView[] }) {
  const t = useT()
  if (eracuni.length === 0) return null
  return (
    <section aria-labelledby="desk-eracun">
      <h2 id="desk-eracun" className="h4">
        {t('desk.eracun.title')}
      </h2>
      <ul className="desk-eracun-list">
        {eracuni.map((eracun) => (
          <li key={eracun.invoiceId}>
            <EracunStatus eracun={eracun} />
          </li>
        ))}
      </ul>
    </section>
  )
}
