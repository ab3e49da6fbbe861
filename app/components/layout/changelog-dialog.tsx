import { useEffect, useState } from 'react'
import { DEV_TOOLS_PATH, type ReleaseView } from '#common/cms/site-shell'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { useT } from '~/lib/site-shell'

type ReleasesState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; releases: ReleaseView[] }

/**
 * §2 releases modal: fetched when opened ('Loading...' meanwhile); each release's description
 * HTML is built escaped on the server. §8: a failed fetch shows a toast.
 */
export function ChangelogDialog(props: { isOpen: boolean; onClose: () => void; isDevelopmentMode: boolean }) {
  const { isOpen, onClose, isDevelopmentMode } = props
  const t = useT()
  const toast = useToast()
  const [state, setState] = useState<ReleasesState>({ kind: 'loading' })
  useEffect(() => {
    if (!isOpen) return
    let isCurrent = true
    fetch(`${DEV_TOOLS_PATH}/get-latest-release`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`releases answered ${response.status}`)
        const body: unknown = await response.json()
        // §7: an answer that is not an array of releases is ignored.
        if (isCurrent) setState({ kind: 'loaded', releases: Array.isArray(body) ? (body as ReleaseView[]) : [] })
      })
      .catch(() => {
        if (!isCurrent) return
        setState({ kind: 'failed' })
        toast.error(t('dev.loadFailed'))
      })
    return () => {
      isCurrent = false
    }
  }, [isOpen, toast, t])
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(isDevelopmentMode ? 'dev.developerMode' : 'dev.changelog')} className="dialog--tall">
      {state.kind === 'loading' ? <p role="status">{t('dev.loading')}</p> : null}
      {state.kind === 'failed' ? <p className="dialog__warning">{t('dev.loadFailed')}</p> : null}
      {state.kind === 'loaded' && state.releases.length === 0 ? <p>{t('dev.noReleases')}</p> : null}
      {state.kind === 'loaded' && state.releases.length > 0 ? (
        <ol className="release-list">
          {state.releases.map((release) => (
            <li key={release.tag_name} className="release-list__item">
              <h3>
                {release.tag_name}
                {release.released_at ? <time dateTime={release.released_at}> · {release.released_at}</time> : null}
              </h3>
              <div className="prose" dangerouslySetInnerHTML={{ __html: release.description_html }} />
            </li>
          ))}
        </ol>
      ) : null}
    </Dialog>
  )
}
