import { useId } from 'react'
import { Form } from 'react-router'
import type { AdminPage } from '#common/admin/paging'
import { AdminPager } from '~/features/admin/ui/pager'
import { formatDate } from '#common/i18n/dates'
import { PageShell } from '~/components/layout/page-shell'
import { PageNotice } from '~/features/account/form-notice'
import { useLocale, useT } from '~/lib/site-shell'
import { labelCells } from '~/features/admin/ui/label-cells'

export type RedirectOutcome = { ok: true; message: string } | { ok: false; message: string; fromPath: string }

interface Props {
  redirects: AdminPage<{ id: number; fromPath: string; toTarget: string; statusCode: number; hits: number }>
  failed: AdminPage<{ path: string; hits: number; lastSeenAt: string }>
  outcome?: RedirectOutcome
}

/** Shown paths are decoded (`/čokolada`), stored ones stay percent-encoded as browsers send them. */
function readable(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

function StatusSelect({ id }: { id: string }) {
  const t = useT()
  return (
    <select className="field__input" id={id} name="statusCode" defaultValue="301">
      <option value="301">{t('redirects.permanent')}</option>
      <option value="302">{t('redirects.temporary')}</option>
    </select>
  )
}

/** /admin/redirects: add and delete redirects; every recorded 404 has its own "redirect" form. */
export function RedirectManager({ redirects, failed, outcome }: Props) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  return (
    <PageShell title={t('redirects.title')}>
      {outcome ? <PageNotice kind={outcome.ok ? 'success' : 'error'} message={outcome.message} /> : null}
      <section aria-labelledby={`${id}-failed`}>
        <h2 id={`${id}-failed`}>{t('redirects.failedTitle')}</h2>
        {failed.items.length === 0 ? (
          <p>{t('redirects.empty')}</p>
        ) : (
          <div className="admin-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('redirects.from')}</th>
                  <th scope="col">{t('redirects.hits')}</th>
                  <th scope="col">{t('redirects.lastSeen')}</th>
                  <th scope="col">{t('redirects.to')}</th>
                </tr>
              </thead>
              <tbody>
                {labelCells(
                  failed.items.map((row, index) => (
                    <tr key={row.path}>
                      <th scope="row">{readable(row.path)}</th>
                      <td>{row.hits}</td>
                      <td>{formatDate(row.lastSeenAt, locale)}</td>
                      <td>
                        <Form method="post" className="admin-inline-form">
                          <input type="hidden" name="fromPath" value={row.path} />
                          <input type="hidden" name="statusCode" value="301" />
                          <label className="visually-hidden" htmlFor={`${id}-to-${index}`}>
                            {`${t('redirects.to')}: ${readable(row.path)}`}
                          </label>
                          <input className="field__input" id={`${id}-to-${index}`} name="toTarget" required placeholder="/" />
                          <button className="button button--primary" type="submit">
                            {t('redirects.makeRedirect')}
                          </button>
                        </Form>
                      </td>
                    </tr>
                  )),
                  [t('redirects.from'), t('redirects.hits'), t('redirects.lastSeen'), t('redirects.to')],
                )}
              </tbody>
            </table>
          </div>
        )}
        <AdminPager list={failed} param="failedPage" label={t('redirects.failedTitle')} />
      </section>
      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{t('redirects.listTitle')}</h2>
        <Form method="post" className="admin-inline-form">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-from`}>
              {t('redirects.from')}
            </label>
            <input className="field__input" id={`${id}-from`} name="fromPath" required placeholder="/stara-stranica" />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-to`}>
              {t('redirects.to')}
            </label>
            <input className="field__input" id={`${id}-to`} name="toTarget" required placeholder="/nova-stranica" />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-status`}>
              {t('redirects.status')}
            </label>
            <StatusSelect id={`${id}-status`} />
          </div>
          <button className="button button--primary" type="submit">
            {t('redirects.create')}
          </button>
        </Form>
        {redirects.items.length === 0 ? (
          <p>{t('redirects.none')}</p>
        ) : (
          <div className="admin-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('redirects.from')}</th>
                  <th scope="col">{t('redirects.to')}</th>
                  <th scope="col">{t('redirects.status')}</th>
                  <th scope="col">{t('redirects.hits')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('redirects.delete')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {labelCells(
                  redirects.items.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{readable(row.fromPath)}</th>
                      <td>{row.toTarget}</td>
                      <td>{row.statusCode}</td>
                      <td>{row.hits}</td>
                      <td>
                        <Form method="post">
                          <input type="hidden" name="intent" value="delete" />
                          <input type="hidden" name="id" value={row.id} />
                          <button className="button button--secondary" type="submit" aria-label={`${t('redirects.delete')}: ${readable(row.fromPath)}`}>
                            {t('redirects.delete')}
                          </button>
                        </Form>
                      </td>
                    </tr>
                  )),
                  [t('redirects.from'), t('redirects.to'), t('redirects.status'), t('redirects.hits'), ''],
                )}
              </tbody>
            </table>
          </div>
        )}
        <AdminPager list={redirects} label={t('redirects.listTitle')} />
      </section>
    </PageShell>
  )
}
