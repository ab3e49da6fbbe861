import { responsiveWidths, type ImageFormat, type MediaView, type VariantName } from '#common/media/sizes'

interface ResponsiveImageProps {
  media: MediaView
  /** The `sizes` attribute: how wide the image is drawn, so the browser fetches no more than that. */
  sizes: string
  className?: string
  /** The largest contentful image of the page: load it first, never lazily. */
  isPriority?: boolean
}

function srcSet(media: MediaView, format: ImageFormat): string {
  return responsiveWidths
    .map((width) => {
      const url = media.variants[`w${width}` as VariantName]?.[format]
      return url ? `${url} ${Math.min(width, media.width)}w` : null
    })
    .filter(Boolean)
    .join(', ')
}

/** A `<picture>` with AVIF and WebP renditions at every responsive width. */
export function ResponsiveImage({ media, sizes, className, isPriority = false }: ResponsiveImageProps) {
  const fallback = media.variants.w960?.webp ?? media.variants.w480?.webp ?? media.src
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(media, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(media, 'webp')} sizes={sizes} />
      <img
        src={fallback}
        alt={media.alt}
        width={media.width}
        height={media.height}
        loading={isPriority ? 'eager' : 'lazy'}
        decoding={isPriority ? 'sync' : 'async'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        // The editor's focal point stays in view wherever CSS crops the image (object-fit: cover).
        style={media.focus ? { objectPosition: media.focus } : undefined}
      />
    </picture>
  )
}
