import { Form, Link } from 'react-router'
import { caseKinds, caseStatuses, type CaseDeskQuery, type CaseView } from '#common/cases/schemas'
import type { ListResult } from '#common/http/envelope'
import { formatDate } from '#common/i18n/dates'
import { PageShell } from '~/components/layout/page-shell'
import { AdminTable } from '~/features/admin/ui/admin-table'
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
      <AdminTable
        label={t('desk.cases.title')}
        isEmpty={list.records.length === 0}
        empty={query.kind || query.status ? t('desk.cases.noneFiltered') : t('desk.cases.none')}
        columns={[
          { label: t('desk.cases.order') },
          { label: '#' },
          { label: t('desk.cases.kind') },
          { label: t('desk.cases.buyer') },
          { label: t('desk.cases.status') },
          { label: t('desk.cases.created') },
          { label: t('desk.cases.deadline') },
        ]}
      >
        {list.records.map((item) => (
          <tr key={item.id}>
            <th scope="row" className="admin-table__nowrap">
              <Link to={`/admin/orders/${item.orderId}`}>{item.orderNumber}</Link>
            </th>
            <td>{item.id}</td>
            <td>{t(`desk.cases.kind.${item.kind}`)}</td>
            <td>{item.buyerName}</td>
            <td>
              <span className="admin-badge">{t(`desk.cases.status.${item.status}`)}</span>
            </td>
            <td className="admin-table__nowrap">
              <time dateTime={item.createdAt}>{formatDate(item.createdAt, locale)}</time>
            </td>
            <td>
              <CaseDeadline item={item} />
            </td>
          </tr>
        ))}
      </AdminTable>
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
