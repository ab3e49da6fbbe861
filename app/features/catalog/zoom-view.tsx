import Lightbox, { type SlideImage } from 'yet-another-react-lightbox'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import 'yet-another-react-lightbox/styles.css'
import { responsiveWidths, type MediaView } from '#common/media/sizes'
import { useT } from '~/lib/site-shell'

/** The largest rendition first: the zoom view is where a shopper looks at the detail (ADR 063). */
function slideOf(media: MediaView, name: string): SlideImage {
  const sources = responsiveWidths.flatMap((width) => {
    const url = media.variants[`w${width}`]?.webp
    return url ? [{ src: url, width: Math.min(width, media.width), height: Math.round((Math.min(width, media.width) * media.height) / media.width) }] : []
  })
  const largest = sources.at(-1)
  return { src: largest?.src ?? media.src, alt: media.alt || name, width: media.width, height: media.height, srcSet: sources }
}

/**
 * The gallery's zoom view. This module (and the library with its CSS) is loaded with React.lazy
 * only when a shopper opens it, so product pages keep their JS budget (ADR 026, 063).
 */
export default function ZoomView({ images, name, index, onView, onClose }: { images: MediaView[]; name: string; index: number; onView: (index: number) => void; onClose: () => void }) {
  const t = useT()
  const isSingle = images.length < 2
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={images.map((image) => slideOf(image, name))}
      plugins={[Zoom]}
      carousel={{ finite: isSingle }}
      render={isSingle ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      on={{ view: ({ index: viewed }) => onView(viewed) }}
      labels={{
        Lightbox: `${t('catalog.gallery')}: ${name}`,
        Previous: t('catalog.zoom.previous'),
        Next: t('catalog.zoom.next'),
        Close: t('layout.close'),
        'Zoom in': t('catalog.zoom.in'),
        'Zoom out': t('catalog.zoom.out'),
        Slide: t('catalog.zoom.slide'),
        Carousel: t('catalog.gallery'),
        'Photo gallery': t('catalog.gallery'),
        '{index} of {total}': t('catalog.zoom.position'),
      }}
    />
  )
}
