import { Form, Link } from 'react-router'
import { caseKinds, caseStatuses, type CaseDeskQuery, type CaseView } from '#common/cases/schemas'
import type { ListResult } from '#common/http/envelope'
import { formatDate } from '#common/i18n/dates'
import { PageShell } from '~/components/layout/page-shell'
import { useLocale, useT } from '~/lib/site-shell'
import { CaseDeadline } from './order-cases'

/** /admin/cases (issue 22): withdrawals and complaints, filtered by kind and status, with each deadline. */
export function CaseList({ list, query }: { list: ListResult<CaseView>; query: CaseDeskQuery }) {
  const t = useT()
  const locale = useLocale()
  const { page, lastPage } = list.pagination
  const pageLink = (to: number) => `?${new URLSearchParams({ ...(query.kind ? { kind: query.kind } : {}), ...(query.status ? { status: query.status } : {}), page: String(to) })}`
  return (
    <PageShell title={t('desk.cases.title')}>
      <p>
        <Link to="/admin/orders">{t('desk.back')}</Link>
      </p>
      <Form method="get" className="admin-inline-form">
        <label className="field">
          <span className="field__label">{t('desk.cases.kind')}</span>
          <select className="field__input" name="kind" defaultValue={query.kind ?? ''}>
            <option value="">{t('desk.cases.all')}</option>
            {caseKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`desk.cases.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('desk.cases.status')}</span>
          <select className="field__input" name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('desk.cases.all')}</option>
            {caseStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`desk.cases.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <button className="button button--secondary" type="submit">
          {t('desk.cases.filter')}
        </button>
      </Form>
      {list.records.length === 0 ? (
        <p>{t('desk.cases.none')}</p>
      ) : (
        <div className="admin-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">{t('desk.cases.title')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('desk.cases.kind')}</th>
                <th scope="col">{t('desk.cases.order')}</th>
                <th scope="col">{t('desk.cases.buyer')}</th>
                <th scope="col">{t('desk.cases.status')}</th>
                <th scope="col">{t('desk.cases.created')}</th>
                <th scope="col">{t('desk.cases.deadline')}</th>
              </tr>
            </thead>
            <tbody>
              {list.records.map((item) => (
                <tr key={item.id}>
                  <td>{item.id}</td>
                  <td>{t(`desk.cases.kind.${item.kind}`)}</td>
                  <td>
                    <Link to={`/admin/orders/${item.orderId}`}>{item.orderNumber}</Link>
                  </td>
                  <td>{item.buyerName}</td>
                  <td>{t(`desk.cases.status.${item.status}`)}</td>
                  <td>
                    <time dateTime={item.createdAt}>{formatDate(item.createdAt, locale)}</time>
                  </td>
                  <td>
                    <CaseDeadline item={item} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {lastPage > 1 ? (
        <nav className="desk-pages" aria-label={t('desk.pages')}>
          {page > 1 ? <Link to={pageLink(page - 1)}>{t('desk.previous')}</Link> : null}
          <span>{t('desk.page', { page, lastPage })}</span>
          {page < lastPage ? <Link to={pageLink(page + 1)}>{t('desk.next')}</Link> : null}
        </nav>
      ) : null}
    </PageShell>
  )
}
