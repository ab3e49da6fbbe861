import { Form } from 'react-router'
import type { CacheStoreView } from '#common/cms/cache-view'
import type { AdminOutcome } from '#server/admin/action-outcome'
import { AdminPage } from '../admin/ui/admin-page'
import { useAdminLocale, useAdminT } from '../admin/use-admin-t'
import { OutcomeNotice } from './outcome-notice'
import { labelCells } from '~/features/admin/ui/label-cells'

function ClearButton({ store, entryKey, label, variant }: { store?: string; entryKey?: string; label: string; variant: 'danger' | 'secondary' }) {
  // Every row has its own button: name the key it clears.
  const name = entryKey ? `${label}: ${entryKey}` : undefined
  return (
    <Form method="post" className="cache-clear">
      {store ? <input type="hidden" name="store" value={store} /> : null}
      {entryKey ? <input type="hidden" name="key" value={entryKey} /> : null}
      <button type="submit" className={`button button--${variant}`} aria-label={name}>
        {label}
      </button>
    </Form>
  )
}

/** Every registered store with its entries; each entry, store and the whole cache can be cleared. */
export function CacheStores({ stores, outcome }: { stores: CacheStoreView[]; outcome: AdminOutcome | undefined }) {
  const t = useAdminT()
  const locale = useAdminLocale() ?? 'hr'
  const bytes = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'hr-HR', {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  })
  const size = (value: number) => bytes.format(value / 1024)
  return (
    <AdminPage title={t('cache.title')} actions={<ClearButton label={t('cache.clearAll')} variant="danger" />}>
      <p>{t('cache.lead')}</p>
      <OutcomeNotice outcome={outcome} />
      {stores.map((store) => (
        <section key={store.name} className="admin-card" aria-labelledby={`cache-store-${store.name}`}>
          <div className="admin-page__header">
            <h2 id={`cache-store-${store.name}`}>{t('cache.store', { name: store.name })}</h2>
            <ClearButton store={store.name} label={t('cache.clearStore')} variant="secondary" />
          </div>
          <p>
            {t('cache.entries', {
              count: store.entries.length,
              size: size(store.totalBytes),
            })}
          </p>
          {store.entries.length === 0 ? (
            <p>{t('admin.empty')}</p>
          ) : (
            <div className="admin-table-wrap" role="group" aria-label={t('cache.store', { name: store.name })} tabIndex={0}>
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('cache.key')}</th>
                    <th scope="col" className="admin-table__number">
                      {t('cache.size')}
                    </th>
                    <th scope="col" className="admin-table__number">
                      {t('cache.expires')}
                    </th>
                    <td />
                  </tr>
                </thead>
                <tbody>
                  {labelCells(store.entries.map((entry) => (
                    <tr key={entry.key}>
                      <td>
                        <code>{entry.key}</code>
                      </td>
                      <td className="admin-table__number">{entry.bytes === null ? t('cache.pending') : size(entry.bytes)}</td>
                      <td className="admin-table__number">{entry.expiresInMs === null ? '—' : `${Math.ceil(entry.expiresInMs / 1000)} s`}</td>
                      <td>
                        <ClearButton store={store.name} entryKey={entry.key} label={t('cache.clearKey')} variant="secondary" />
                      </td>
                    </tr>
                  )), [t('cache.key'), t('cache.size'), t('cache.expires'), ''])}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </AdminPage>
  )
}
