import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { ListResult } from '#common/http/envelope'
import type { MediaItem } from '#common/media/media-item'
import type { MediaView } from '#common/media/sizes'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '#common/media/upload-limits'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { editorRequest } from './editor-api'
import { MediaDetails } from './media-details'
import { uploadFile } from './media-upload'
import { useEditorT } from './use-editor-t'

interface Upload {
  key: string
  name: string
  progress: number
  error: string | null
}

/**
 * §2 gbox-media / gbox-media-upload: browse, search and filter the library, upload several files
 * with a progress bar each, edit an item's texts, and (when an image is being replaced) choose one.
 */
export function MediaLibrary({ isOpen, isPicking, onClose, onPick }: { isOpen: boolean; isPicking: boolean; onClose: () => void; onPick: (media: MediaView) => void }) {
  const t = useEditorT()
  const toast = useToast()
  const searchId = useId()
  const typeId = useId()
  const uploadId = useId()
  const [search, setSearch] = useState('')
  const [type, setType] = useState<'' | 'image' | 'document'>('')
  const [items, setItems] = useState<MediaItem[]>([])
  const [uploads, setUploads] = useState<Upload[]>([])
  const [selected, setSelected] = useState<MediaItem | null>(null)

  // Only the newest list request may fill the grid: one sent before an upload finished would
  // otherwise arrive later and drop the new file from the list.
  const latestLoad = useRef(0)
  const load = useCallback(async () => {
    const query = new URLSearchParams({ perPage: '48' })
    if (search.trim()) query.set('search', search.trim())
    if (type) query.set('type', type)
    const request = ++latestLoad.current
    try {
      const { records } = await editorRequest<ListResult<MediaItem>>('GET', `/api/v1/media/filterStandard?${query}`)
      if (request === latestLoad.current) setItems(records)
    } catch (error) {
      toast.error(t('editor.failed', { message: (error as Error).message }))
    }
  }, [search, type, t, toast])

  useEffect(() => {
    if (!isOpen) return
    const timer = setTimeout(load, 300)
    return () => clearTimeout(timer)
  }, [isOpen, load])

  const upload = async (files: File[]) => {
    if (files.length > MAX_UPLOAD_FILES) {
      toast.error(t('media.tooMany', { count: MAX_UPLOAD_FILES }))
      return
    }
    const batch = files.map((file, index) => ({ file, key: `${Date.now()}-${index}` }))
    setUploads((current) => [...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null })), ...current])
    const update = (key: string, change: Partial<Upload>) => setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))
    await Promise.all(
      batch.map(async ({ file, key }) => {
        // Saves the transfer; the server checks the size (and the real type) again.
        if (file.size > MAX_UPLOAD_BYTES) return update(key, { error: t('media.tooLarge', { name: file.name }) })
        try {
          const item = await uploadFile(file, (progress) => update(key, { progress }))
          update(key, { progress: 1 })
          setItems((current) => [item, ...current.filter((existing) => existing.id !== item.id)])
          void load()
        } catch (error) {
          update(key, { error: (error as Error).message })
        }
      }),
    )
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('media.title')} className="editor-dialog editor-dialog--wide">
      <div className="media-library">
        <div className="media-library__filters">
          <div className="editor-field">
            <label htmlFor={searchId}>{t('media.search')}</label>
            <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </div>
          <div className="editor-field">
            <label htmlFor={typeId}>{t('media.type')}</label>
            <select id={typeId} value={type} onChange={(event) => setType(event.target.value as typeof type)}>
              <option value="">{t('media.typeAll')}</option>
              <option value="image">{t('media.typeImage')}</option>
              <option value="document">{t('media.typeDocument')}</option>
            </select>
          </div>
          <div className="editor-field">
            <label htmlFor={uploadId}>{t('media.upload')}</label>
            <input
              id={uploadId}
              type="file"
              multiple
              accept=".pdf,.jpg,.jpeg,.png,.webp,.avif,application/pdf,image/jpeg,image/png,image/webp,image/avif"
              aria-describedby={`${uploadId}-note`}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])]
                event.target.value = ''
                void upload(files)
              }}
            />
            <p id={`${uploadId}-note`} className="editor-field__note">
              {t('media.uploadNote', { count: MAX_UPLOAD_FILES })}
            </p>
          </div>
        </div>
        {uploads.length > 0 ? (
          <ul className="media-uploads" aria-live="polite">
            {uploads.map((item) => (
              <li key={item.key} className="media-uploads__item">
                {item.error ? (
                  <p className="editor-field__error" role="alert">
                    {item.error}
                  </p>
                ) : (
                  <>
                    <label htmlFor={`upload-${item.key}`}>{item.progress === 1 ? t('media.uploaded', { name: item.name }) : t('media.progress', { name: item.name })}</label>
                    <progress id={`upload-${item.key}`} max={1} value={item.progress} />
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {items.length === 0 ? (
          <p>{t('media.empty')}</p>
        ) : (
          <ul className="media-grid">
            {items.map((item) => (
              <li key={item.id} className="media-grid__item">
                <button type="button" className="media-grid__select" aria-pressed={selected?.id === item.id} onClick={() => setSelected(item)}>
                  {item.view ? (
                    <img
                      src={item.view.variants.thumbnail?.webp ?? item.view.variants.w480?.webp ?? item.media_url}
                      alt=""
                      width={96}
                      height={96}
                      loading="lazy"
                      style={item.view.focus ? { objectPosition: item.view.focus } : undefined}
                    />
                  ) : (
                    <span className="media-grid__doc" aria-hidden="true">
                      PDF
                    </span>
                  )}
                  <span className="media-grid__title">{item.title}</span>
                </button>
                {isPicking && item.view ? (
                  <button type="button" className="button button--primary" aria-label={`${t('media.choose')}: ${item.title}`} onClick={() => item.view && onPick(item.view)}>
                    {t('media.choose')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {selected ? (
          <MediaDetails
            key={selected.id}
            item={selected}
            onSaved={(item) => {
              setItems((current) => current.map((existing) => (existing.id === item.id ? item : existing)))
              setSelected(item)
            }}
            onDeleted={(id) => {
              setItems((current) => current.filter((existing) => existing.id !== id))
              setSelected(null)
            }}
          />
        ) : null}
      </div>
    </Dialog>
  )
}
