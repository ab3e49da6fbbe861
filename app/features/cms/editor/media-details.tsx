import { useState } from 'react'
import type { MediaItem } from '#common/media/media-item'
import type { MediaUsagePlace } from '#common/media/media-usage'
import { useToast } from '~/components/ui/toast'
import { editorRequest } from './editor-api'
import { FocalPointPicker } from './focal-point-picker'
import { MediaDeleteConfirm } from './media-delete-confirm'
import { useEditorT } from './use-editor-t'

interface Usage {
  places: MediaUsagePlace[]
}

/**
 * §2 edit-media-modal, inside the library: title, alternative text and caption of one item, and
 * deleting it — after a confirmation that names every place that still shows it.
 */
export function MediaDetails({ item, onSaved, onDeleted }: { item: MediaItem; onSaved: (item: MediaItem) => void; onDeleted: (id: number) => void }) {
  const t = useEditorT()
  const toast = useToast()
  const [title, setTitle] = useState(item.title)
  const [alt, setAlt] = useState(item.alt)
  const [caption, setCaption] = useState(item.caption)
  const [focal, setFocal] = useState(item.focal)
  const [usage, setUsage] = useState<Usage | null>(null)
  const fail = (error: unknown) => toast.error(t('editor.failed', { message: (error as Error).message }))
  const save = async () => {
    try {
      onSaved(await editorRequest<MediaItem>('PATCH', `/api/v1/media/update/${item.id}`, { title, alt, caption, focal }))
      toast.success(t('editor.saved'))
    } catch (error) {
      fail(error)
    }
  }
  const remove = async () => {
    try {
      await editorRequest('DELETE', '/api/v1/media/directoryItem/delete', { targetIds: [item.id] })
      setUsage(null)
      onDeleted(item.id)
    } catch (error) {
      fail(error)
    }
  }
  const id = (name: string) => `media-${item.id}-${name}`
  return (
    <section className="media-details" aria-labelledby={id('heading')}>
      <h3 id={id('heading')}>{item.title}</h3>
      <form
        className="editor-form"
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <div className="editor-field">
          <label htmlFor={id('title')}>{t('editor.pageTitle')}</label>
          <input id={id('title')} type="text" required value={title} onChange={(event) => setTitle(event.target.value)} />
        </div>
        <div className="editor-field">
          <label htmlFor={id('alt')}>{t('media.alt')}</label>
          <input id={id('alt')} type="text" value={alt} onChange={(event) => setAlt(event.target.value)} />
        </div>
        <div className="editor-field">
          <label htmlFor={id('caption')}>{t('media.caption')}</label>
          <textarea id={id('caption')} rows={2} value={caption} onChange={(event) => setCaption(event.target.value)} />
        </div>
        {item.view ? <FocalPointPicker view={item.view} focal={focal} onChange={setFocal} /> : null}
        <div className="editor-dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => editorRequest<Usage>('GET', `/api/v1/media/usage/${item.id}`).then(setUsage, fail)}>
            {t('editor.delete')}
          </button>
          <button type="submit" className="button button--primary">
            {t('editor.apply')}
          </button>
        </div>
      </form>
      <MediaDeleteConfirm title={item.title} places={usage?.places ?? null} onCancel={() => setUsage(null)} onConfirm={() => void remove()} />
    </section>
  )
}
