import { useRef, useState } from 'react'
import type { MediaView } from '#common/media/sizes'
import { useT } from '~/lib/site-shell'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useSectionMedia } from '../section-refs-context'
import type { SectionProps } from '../section-props'
import { optionClasses, SectionIntro } from '../section-layout'
import { Lightbox, type LightboxImage } from './lightbox'

export function GallerySection({ parts, options, mobileOptions, isFirst }: SectionProps<'gallery'>) {
  const t = useT()
  const lookup = useSectionMedia()
  const images: LightboxImage[] = parts.images.flatMap((item) => {
    const media: MediaView | null = lookup(item.image)
    return media ? [{ media, caption: item.caption }] : []
  })
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const triggers = useRef<(HTMLButtonElement | null)[]>([])
  const columns = options.columns
  return (
    <div className="container">
      <SectionIntro heading={parts.heading} intro={parts.intro} />
      <ul className={optionClasses('gallery', options, mobileOptions, ['columns', 'aspect'])}>
        {images.map((image, index) => (
          <li key={index} className="gallery__item">
            <button
              type="button"
              className="gallery__trigger"
              ref={(element) => {
                triggers.current[index] = element
              }}
              onClick={() => setOpenIndex(index)}
              aria-label={t('section.openLightbox', { title: image.caption ?? image.media.alt })}
            >
              <ResponsiveImage
                media={image.media}
                sizes={`(max-width: 700px) 100vw, ${Math.round(100 / columns)}vw`}
                className="gallery__picture"
                isPriority={isFirst && index === 0}
              />
            </button>
            {image.caption ? <p className="gallery__caption">{image.caption}</p> : null}
          </li>
        ))}
      </ul>
      {openIndex !== null ? (
        <Lightbox
          images={images}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={(lastIndex) => {
            setOpenIndex(null)
            triggers.current[lastIndex]?.focus()
          }}
        />
      ) : null}
    </div>
  )
}
