import type { MediaUsagePlace } from '#common/media/media-usage'
import { Dialog } from '~/components/ui/dialog'
import { useEditorT } from './use-editor-t'
import './editor-extras.css'

/**
 * §2 confirmation-modal before a media item is deleted: every page (with its sections), header or
 * footer, master component, product, category and post that shows it, so nobody deletes a picture
 * the site still needs without knowing.
 */
export function MediaDeleteConfirm({ title, places, onCancel, onConfirm }: { title: string; places: MediaUsagePlace[] | null; onCancel: () => void; onConfirm: () => void }) {
  const t = useEditorT()
  const isUsed = places !== null && places.length > 0
  return (
    <Dialog isOpen={places !== null} onClose={onCancel} title={t('media.confirmDelete', { title })} className="editor-dialog editor-dialog--small">
      {isUsed ? (
        <div className="dialog__warning" role="alert">
          <p>{t('media.usedIn', { count: places.length })}</p>
          <ul className="media-usage">
            {places.map((place) => (
              <li key={`${place.kind}-${place.id}`}>
                <span className="media-usage__kind">{t(`media.usage.${place.kind}`)}: </span>
                {place.title}
                {place.detail ? <span className="media-usage__kind"> ({place.detail})</span> : null}
                {place.isDraftOnly ? <span className="media-usage__kind"> — {t('media.usage.draft')}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t('media.notUsed')}</p>
      )}
      <div className="editor-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('editor.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {isUsed ? t('media.deleteAnyway') : t('media.deleteNow')}
        </button>
      </div>
    </Dialog>
  )
}
