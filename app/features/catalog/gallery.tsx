import { useState } from 'react'
import type { MediaView } from '#common/media/sizes'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useT } from '~/lib/site-shell'

/** Product gallery: the chosen image large, thumbnails as toggle buttons below. */
export function Gallery({ images, name }: { images: MediaView[]; name: string }) {
  const t = useT()
  const [index, setIndex] = useState(0)
  const current = images[index] ?? images[0]
  if (!current) return null
  return (
    <section className="product-gallery" aria-label={t('catalog.gallery')}>
      <div className="product-gallery__main">
        <ResponsiveImage media={{ ...current, alt: current.alt || name }} sizes="(max-width: 900px) 100vw, 55vw" isPriority />
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
    </section>
  )
}
