import { useId } from 'react'
import { Form, Link } from 'react-router'
import type { Pagination } from '#common/http/envelope'
import { PageShell } from '~/components/layout/page-shell'
import { useLocale, useT } from '~/lib/site-shell'
import { labelCells } from '~/features/admin/ui/label-cells'

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
    <PageShell title={t('backoffice.formsTitle')}>
      <div className="form-admin">
        <p>
          <Link to="/admin/comments">{t('community.moderationTitle')}</Link> · <Link to="/admin/redirects">{t('redirects.title')}</Link>
        </p>
        <Form method="get" className="form-admin__picker">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-form`}>
              {t('backoffice.formsForm')}
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
            {t('backoffice.formsShow')}
          </button>
          <a className="button button--primary" href={`/api/v1/backoffice/forms/submissions/export?form=${encodeURIComponent(selected)}`} download>
            {t('backoffice.formsExport')}
          </a>
        </Form>
        <section>
          <h2 id={`${id}-title`}>{current?.label}</h2>
          <p>{t('backoffice.formsCount', { count: pagination.total })}</p>
          {records.length === 0 ? (
            <p>{t('backoffice.formsEmpty')}</p>
          ) : (
            <div className="admin-scroll form-admin__table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
              <table className="admin-table form-admin__table">
                <thead>
                  <tr>
                    <th scope="col">{t('backoffice.formsReceived')}</th>
                    {columns.map((column) => (
                      <th scope="col" key={column.name}>
                        {column.label}
                      </th>
                    ))}
                    <th scope="col">{t('backoffice.formsConfirmed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {labelCells(records.map((record) => (
                    <tr key={record.id}>
                      <td>{dateTime(record.createdAt, locale)}</td>
                      {columns.map((column) => (
                        <td key={column.name}>{record.values[column.name]}</td>
                      ))}
                      <td>{record.confirmed === null ? t('backoffice.formsNotNeeded') : record.confirmed ? t('forms.yes') : t('backoffice.formsPending')}</td>
                    </tr>
                  )), [t('backoffice.formsReceived'), ...columns.map((column) => column.label), t('backoffice.formsConfirmed')])}
                </tbody>
              </table>
            </div>
          )}
          {pagination.lastPage > 1 ? (
            <nav className="form-admin__pager" aria-label={t('backoffice.formsPages')}>
              {pagination.page > 1 ? <Link to={pageHref(pagination.page - 1)}>{t('backoffice.formsPrevious')}</Link> : null}
              <span>{t('backoffice.formsPageOf', { page: pagination.page, lastPage: pagination.lastPage })}</span>
              {pagination.page < pagination.lastPage ? <Link to={pageHref(pagination.page + 1)}>{t('backoffice.formsNext')}</Link> : null}
            </nav>
          ) : null}
        </section>
      </div>
    </PageShell>
  )
}
