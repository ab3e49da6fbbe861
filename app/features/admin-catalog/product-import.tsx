import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { productCsvColumns, requiredProductCsvColumns, type ImportDryRun, type ImportJobStatus } from '#common/catalog/product-csv'
import type { AdminMessageKey } from '#common/i18n/admin'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { useAdminLocale, useAdminT } from '~/features/admin/use-admin-t'
import { labelCells } from '~/features/admin/ui/label-cells'

const API = '/api/v1/backoffice/catalog/products/import'
const POLL_MS = 400

type Phase =
  | { name: 'idle' }
  | { name: 'checking' }
  | { name: 'checked'; report: ImportDryRun }
  | { name: 'importing'; job: ImportJobStatus }
  | { name: 'done'; job: ImportJobStatus }
  | { name: 'failed'; messageKey: AdminMessageKey }

interface Envelope<T> {
  data: T | null
  statusCode?: number
}

async function send<T>(url: string, init?: RequestInit): Promise<{ status: number; data: T | null }> {
  const response = await fetch(url, { credentials: 'same-origin', ...init })
  const body = (await response.json().catch(() => ({ data: null }))) as Envelope<T>
  return { status: response.status, data: body.data }
}

/** The import screen: choose a file, check it (dry run), import it while a progress bar follows the job. */
export function ProductImport() {
  const t = useAdminT()
  const lang = useAdminLocale() ?? 'hr'
  const [phase, setPhase] = useState<Phase>({ name: 'idle' })
  const file = useRef<HTMLInputElement>(null)
  const text = useRef('')

  useEffect(() => {
    if (phase.name !== 'importing') return
    const timer = setTimeout(async () => {
      const { status, data } = await send<ImportJobStatus>(`${API}/${phase.job.id}`)
      if (status !== 200 || !data) return setPhase({ name: 'failed', messageKey: 'catalog.import.failed' })
      if (data.state === 'running') return setPhase({ name: 'importing', job: data })
      setPhase(data.state === 'done' ? { name: 'done', job: data } : { name: 'failed', messageKey: 'catalog.import.failed' })
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [phase])

  const upload = (mode: 'dryRun' | 'import') =>
    send<ImportDryRun | ImportJobStatus>(`${API}?mode=${mode}&lang=${lang}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv' },
      body: text.current,
    })

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const chosen = file.current?.files?.[0]
    if (!chosen) return
    setPhase({ name: 'checking' })
    text.current = await chosen.text()
    const { status, data } = await upload('dryRun')
    if (status === 413) return setPhase({ name: 'failed', messageKey: 'catalog.import.tooLarge' })
    if (status !== 200 || !data) return setPhase({ name: 'failed', messageKey: 'catalog.import.failed' })
    setPhase({ name: 'checked', report: data as ImportDryRun })
  }

  async function start() {
    const { status, data } = await upload('import')
    if (status === 422 && data) return setPhase({ name: 'checked', report: data as ImportDryRun })
    if (status !== 202 || !data) return setPhase({ name: 'failed', messageKey: 'catalog.import.failed' })
    setPhase({ name: 'importing', job: data as ImportJobStatus })
  }

  const job = phase.name === 'importing' || phase.name === 'done' ? phase.job : null
  return (
    <AdminPage
      title={t('catalog.import.title')}
      actions={
        <Link className="button button--secondary" to="/admin/products">
          {t('admin.nav.products')}
        </Link>
      }
    >
      <div className="admin-card admin-import">
        <p>{t('catalog.import.intro')}</p>
        <p>
          {t('catalog.import.columns')}:{' '}
          {productCsvColumns.map((column, index) => (
            <span key={column}>
              {index ? ', ' : ''}
              <code>{column}</code>
              {requiredProductCsvColumns.includes(column) ? ' *' : ''}
            </span>
          ))}
        </p>
        <form className="admin-form" onSubmit={check}>
          <label className="field">
            <span className="field__label">{t('catalog.import.file')}</span>
            <input className="field__input" ref={file} type="file" name="file" accept=".csv,text/csv" required onChange={() => setPhase({ name: 'idle' })} />
          </label>
          <div className="admin-form__row">
            <button className="button button--secondary" type="submit" disabled={phase.name === 'checking' || phase.name === 'importing'}>
              {phase.name === 'checking' ? t('catalog.import.checking') : t('catalog.import.check')}
            </button>
            <button
              className="button button--primary"
              type="button"
              onClick={start}
              disabled={phase.name !== 'checked' || phase.report.errors.length > 0 || phase.report.rows === 0}
            >
              {t('catalog.import.start')}
            </button>
          </div>
        </form>
      </div>
      <div aria-live="polite">
        {phase.name === 'failed' ? <p className="admin-notice admin-notice--error">{t(phase.messageKey)}</p> : null}
        {phase.name === 'checked' ? <DryRunReport report={phase.report} /> : null}
        {job ? (
          <div className="admin-card admin-import">
            <label htmlFor="import-progress">{t('catalog.import.progress')}</label>
            <progress id="import-progress" max={job.total} value={job.processed}>
              {t('catalog.import.progressText', { processed: job.processed, total: job.total })}
            </progress>
            <p>{t('catalog.import.progressText', { processed: job.processed, total: job.total })}</p>
            {phase.name === 'done' ? (
              <p className="admin-notice">{t('catalog.import.done', { created: job.created, updated: job.updated, priceChanges: job.priceChanges })}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </AdminPage>
  )
}

function DryRunReport({ report }: { report: ImportDryRun }) {
  const t = useAdminT()
  return (
    <div className="admin-card">
      <p>{t('catalog.import.summary', { rows: report.rows, creates: report.creates, updates: report.updates })}</p>
      {report.errors.length === 0 ? (
        <p className="admin-notice">{t('catalog.import.noErrors')}</p>
      ) : (
        <>
          <p className="admin-notice admin-notice--error">{t('catalog.import.fixFirst')}</p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption>{t('catalog.import.errorsTitle', { count: report.errors.length })}</caption>
              <thead>
                <tr>
                  <th scope="col" className="admin-table__number">
                    {t('catalog.import.row')}
                  </th>
                  <th scope="col">{t('catalog.import.column')}</th>
                  <th scope="col">{t('catalog.import.message')}</th>
                </tr>
              </thead>
              <tbody>
                {labelCells(report.errors.map((error, index) => (
                  <tr key={`${error.row}-${index}`}>
                    <td className="admin-table__number">{error.row}</td>
                    <td>{error.column ?? '—'}</td>
                    <td>{error.message}</td>
                  </tr>
                )), [t('catalog.import.row'), t('catalog.import.column'), t('catalog.import.message')])}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}
