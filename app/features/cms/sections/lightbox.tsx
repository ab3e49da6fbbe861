import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { MediaView } from '#common/media/sizes'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useT } from '~/lib/site-shell'

export interface LightboxImage {
  media: MediaView
  caption?: string
}

interface LightboxProps {
  images: LightboxImage[]
  index: number
  onIndexChange: (index: number) => void
  /** Called with the image shown last, so the gallery can return focus to its thumbnail. */
  onClose: (lastIndex: number) => void
}

/**
 * A modal image viewer on the native `<dialog>`: the browser traps focus, makes the page inert and
 * closes on Escape; we add arrow keys, previous/next buttons and the position announcement.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const indexRef = useRef(index)
  useEffect(() => {
    indexRef.current = index
  }, [index])
  const total = images.length
  const image = images[index]

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.showModal()
    const handleClose = () => onClose(indexRef.current)
    element.addEventListener('close', handleClose)
    return () => element.removeEventListener('close', handleClose)
    // onClose is re-created by the parent on every render; the listener reads the latest index.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const step = (delta: number) => onIndexChange((index + delta + total) % total)
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
    else return
    event.preventDefault()
  }

  if (!image) return null
  return (
    <dialog ref={dialog} className="lightbox" aria-label={t('section.galleryDialog')} onKeyDown={onKeyDown}>
      <div className="lightbox__bar">
        <p className="lightbox__counter" aria-live="polite">
          {t('section.imageOf', { index: index + 1, total })}
        </p>
        <button type="button" className="lightbox__close" onClick={() => dialog.current?.close()} aria-label={t('section.closeLightbox')} autoFocus>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <figure className="lightbox__figure">
        <ResponsiveImage key={image.media.id + '-' + index} media={image.media} sizes="100vw" className="lightbox__picture" isPriority />
        {image.caption ? <figcaption className="lightbox__caption">{image.caption}</figcaption> : null}
      </figure>
      {total > 1 ? (
        <>
          <button type="button" className="lightbox__nav lightbox__nav--prev" onClick={() => step(-1)} aria-label={t('section.previousImage')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="lightbox__nav lightbox__nav--next" onClick={() => step(1)} aria-label={t('section.nextImage')}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
    </dialog>
  )
}
