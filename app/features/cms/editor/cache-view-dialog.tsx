import { useCallback, useEffect, useState } from 'react'
import type { CacheStoreName, CacheStoreView } from '#common/cms/cache-view'
import { localeTags, type Locale } from '#common/i18n/locales'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { useLocale } from '~/lib/site-shell'
import { editorRequest } from './editor-api'
import { useEditorT } from './use-editor-t'
import './editor-extras.css'

type CacheState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; stores: CacheStoreView[] }

function formatBytes(bytes: number, locale: Locale): string {
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 1 }).format(value)} ${unit}`
  if (bytes < 1024) return format(bytes, 'B')
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'KiB')
  return format(bytes / 1024 / 1024, 'MiB')
}

/**
 * §2 cache-view: the server's cache stores with their keys and sizes, and buttons that clear one
 * entry or everything (each clear is audited on the server). 60% of the window high.
 */
export function CacheViewDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useEditorT()
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('cache.title')} className="editor-dialog dialog--tall cache-view">
      {isOpen ? <CacheView /> : null}
    </Dialog>
  )
}

const fetchStores = () => editorRequest<{ stores: CacheStoreView[] }>('GET', '/api/v1/cms/cache/list')

function CacheView() {
  const t = useEditorT()
  // A store registered later (e.g. the page cache) may have no title of its own yet: show its name.
  const storeTitle = (name: CacheStoreName) => (name === 'site' ? t('cache.store.site') : name)
  const locale = useLocale()
  const toast = useToast()
  const [state, setState] = useState<CacheState>({ kind: 'loading' })
  const [isBusy, setBusy] = useState(false)

  const show = useCallback((request: Promise<{ stores: CacheStoreView[] }>) => {
    request.then(
      (data) => setState({ kind: 'loaded', stores: data.stores }),
      (error: Error) => setState({ kind: 'failed', message: error.message }),
    )
  }, [])
  const load = () => {
    setState({ kind: 'loading' })
    show(fetchStores())
  }
  useEffect(() => show(fetchStores()), [show])

  const clear = async (store: CacheStoreName, key?: string) => {
    setBusy(true)
    try {
      const { removed } = await editorRequest<{ removed: number }>('POST', '/api/v1/cms/cache/clear', key === undefined ? { store } : { store, key })
      toast.success(key === undefined ? t('cache.clearedAll', { count: removed }) : t('cache.clearedKey', { key }))
      load()
    } catch (error) {
      toast.error(t('editor.failed', { message: (error as Error).message }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <p className="dialog__note">{t('cache.lead')}</p>
      {state.kind === 'loading' ? <p role="status">{t('cache.loading')}</p> : null}
      {state.kind === 'failed' ? <p className="dialog__warning">{t('editor.failed', { message: state.message })}</p> : null}
      {state.kind === 'loaded'
        ? state.stores.map((store) => (
            <section key={store.name} className="cache-view__store" aria-labelledby={`cache-store-${store.name}`}>
              <h3 id={`cache-store-${store.name}`}>{storeTitle(store.name)}</h3>
              <p className="dialog__note">
                {t('cache.summary', {
                  count: store.entries.length,
                  size: formatBytes(store.totalBytes, locale),
                })}
              </p>
              <div className="cache-view__actions">
                <button type="button" className="button button--primary" disabled={isBusy} onClick={() => void clear(store.name)}>
                  {t('cache.clearAll')}
                </button>
                <button type="button" className="button button--ghost" disabled={isBusy} onClick={load}>
                  {t('cache.refresh')}
                </button>
              </div>
              {store.entries.length === 0 ? (
                <p>{t('cache.empty')}</p>
              ) : (
                <table className="cache-view__table">
                  <thead>
                    <tr>
                      <th scope="col">{t('cache.key')}</th>
                      <th scope="col" className="cache-view__number">
                        {t('cache.size')}
                      </th>
                      <th scope="col" className="cache-view__number">
                        {t('cache.expires')}
                      </th>
                      <td />
                    </tr>
                  </thead>
                  <tbody>
                    {store.entries.map((entry) => (
                      <tr key={entry.key}>
                        <td>{entry.key}</td>
                        <td className="cache-view__number">{entry.bytes === null ? t('cache.pending') : formatBytes(entry.bytes, locale)}</td>
                        <td className="cache-view__number">
                          {entry.expiresInMs === null ? '—' : t('cache.seconds', { seconds: Math.ceil(entry.expiresInMs / 1000) })}
                        </td>
                        <td className="cache-view__number">
                          <button
                            type="button"
                            className="button button--ghost cache-view__clear"
                            disabled={isBusy}
                            aria-label={t('cache.clearKey', { key: entry.key })}
                            onClick={() => void clear(store.name, entry.key)}
                          >
                            {t('cache.clear')}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          ))
        : null}
    </>
  )
}
