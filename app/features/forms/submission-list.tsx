import { useId } from 'react'
import { Form, Link } from 'react-router'
import type { Pagination } from '#common/http/envelope'
import { PageShell } from '~/components/layout/page-shell'
import { useLocale, useT } from '~/lib/site-shell'

interface Props {
  sources: { value: string; label: string }[]
  selected: string
  columns: { name: string; label: string }[]
  records: { id: number; createdAt: string; email: string | null; confirmed: boolean | null; values: Record<string, string> }[]
  pagination: Pagination
}

const dateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'hr' ? 'hr-HR' : locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Zagreb' }).format(new Date(iso))

/** /admin/forms: pick a form, read its submissions page by page, download them all as CSV. */
export function SubmissionList({ sources, selected, columns, records, pagination }: Props) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const pageHref = (page: number) => `/admin/forms?form=${encodeURIComponent(selected)}&page=${page}`
  const current = sources.find((source) => source.value === selected)
  return (
    <PageShell title={t('forms.adminTitle')}>
      <div className="form-admin">
        <p>
          <Link to="/admin/comments">{t('community.moderationTitle')}</Link> · <Link to="/admin/redirects">{t('redirects.title')}</Link>
        </p>
        <Form method="get" className="form-admin__picker">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-form`}>
              {t('forms.adminForm')}
            </label>
            <select className="field__input" id={`${id}-form`} name="form" defaultValue={selected}>
              {sources.map((source) => (
                <option key={source.value} value={source.value}>
                  {source.label}
                </option>
              ))}
            </select>
          </div>
          <button className="button button--secondary" type="submit">
            {t('forms.adminShow')}
          </button>
          <a className="button button--primary" href={`/api/v1/backoffice/forms/submissions/export?form=${encodeURIComponent(selected)}`} download>
            {t('forms.adminExport')}
          </a>
        </Form>
        <section>
          <h2 id={`${id}-title`}>{current?.label}</h2>
          <p>{t('forms.adminCount', { count: pagination.total })}</p>
          {records.length === 0 ? (
            <p>{t('forms.adminEmpty')}</p>
          ) : (
            <div className="admin-scroll form-admin__table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
              <table className="admin-table form-admin__table">
                <thead>
                  <tr>
                    <th scope="col">{t('forms.adminReceived')}</th>
                    {columns.map((column) => (
                      <th scope="col" key={column.name}>
                        {column.label}
                      </th>
                    ))}
                    <th scope="col">{t('forms.adminConfirmed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {records.map((record) => (
                    <tr key={record.id}>
                      <td>{dateTime(record.createdAt, locale)}</td>
                      {columns.map((column) => (
                        <td key={column.name}>{record.values[column.name]}</td>
                      ))}
                      <td>{record.confirmed === null ? t('forms.adminNotNeeded') : record.confirmed ? t('forms.yes') : t('forms.adminPending')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pagination.lastPage > 1 ? (
            <nav className="form-admin__pager" aria-label={t('forms.adminPages')}>
              {pagination.page > 1 ? <Link to={pageHref(pagination.page - 1)}>{t('forms.adminPrevious')}</Link> : null}
              <span>{t('forms.adminPageOf', { page: pagination.page, lastPage: pagination.lastPage })}</span>
              {pagination.page < pagination.lastPage ? <Link to={pageHref(pagination.page + 1)}>{t('forms.adminNext')}</Link> : null}
            </nav>
          ) : null}
        </section>
      </div>
    </PageShell>
  )
}
