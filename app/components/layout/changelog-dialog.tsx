import type { ChangelogEntry } from '#common/cms/site-shell'
import { Dialog } from '~/components/ui/dialog'
import { useT } from '~/lib/site-shell'

/** §2 releases modal: one entry per release, its description HTML (built escaped on the server). */
export function ChangelogDialog({ isOpen, onClose, entries }: { isOpen: boolean; onClose: () => void; entries: ChangelogEntry[] | null }) {
  const t = useT()
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('dev.changelog')} className="dialog--tall">
      {entries === null ? (
        <p role="status">{t('dev.loading')}</p>
      ) : entries.length === 0 ? (
        <p>{t('dev.noReleases')}</p>
      ) : (
        <ol className="release-list">
          {entries.map((entry) => (
            <li key={entry.version} className="release-list__item">
              <h3>
                {entry.version}
                {entry.date ? <time dateTime={entry.date}> · {entry.date}</time> : null}
              </h3>
              <div className="prose" dangerouslySetInnerHTML={{ __html: entry.html }} />
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  )
}
