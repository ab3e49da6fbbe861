import { lazy, Suspense, useRef, useState } from 'react'
import type { MediaView } from '#common/media/sizes'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useT } from '~/lib/site-shell'

// Its own chunk, requested on the first open only (ADR 063): the product page's JS stays in budget.
const ZoomView = lazy(() => import('./zoom-view'))

/** Product gallery: the chosen image large (a button that opens the zoom view), thumbnails as toggle buttons below. */
export function Gallery({ images, name }: { images: MediaView[]; name: string }) {
  const t = useT()
  const [index, setIndex] = useState(0)
  const [isZoomOpen, setIsZoomOpen] = useState(false)
  const zoomButton = useRef<HTMLButtonElement>(null)
  const current = images[index] ?? images[0]
  if (!current) return null
  const closeZoom = () => {
    setIsZoomOpen(false)
    // The dialog unmounts first; focus goes back to where the shopper opened it.
    requestAnimationFrame(() => zoomButton.current?.focus())
  }
  return (
    <section className="product-gallery" aria-label={t('catalog.gallery')}>
      <div className="product-gallery__main">
        <button ref={zoomButton} type="button" className="product-gallery__zoom" aria-label={t('catalog.zoom.open', { name })} aria-haspopup="dialog" onClick={() => setIsZoomOpen(true)}>
          <ResponsiveImage media={{ ...current, alt: current.alt || name }} sizes="(max-width: 900px) 100vw, 55vw" isPriority />
        </button>
      </div>
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs">
          {images.map((image, i) => (
            <li key={`${image.id}-${i}`}>
              <button type="button" aria-pressed={i === index} aria-label={t('catalog.showImage', { index: i + 1 })} onClick={() => setIndex(i)}>
                <img src={image.variants.thumbnail?.webp ?? image.variants.w480?.webp ?? image.src} alt="" width={72} height={54} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {isZoomOpen ? (
        <Suspense fallback={null}>
          <ZoomView images={images} name={name} index={index} onView={setIndex} onClose={closeZoom} />
        </Suspense>
      ) : null}
    </section>
  )
}
