import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useMedia, useRichText } from '../section-refs-context'
import type { SectionProps } from '../section-props'
import { optionClasses, SectionHeading } from '../section-layout'
import { CtaLink } from './hero'

export function TextImageSection({ parts, options, mobileOptions, isFirst }: SectionProps<'text-image'>) {
  const image = useMedia(parts.image)
  const html = useRichText(parts.html)
  const isBeside = options.imagePosition === 'left' || options.imagePosition === 'right'
  return (
    <div className="container">
      <div className={optionClasses('text-image', options, mobileOptions, ['imagePosition', 'imageRatio'])}>
        <div className="text-image__media">
          {image ? (
            <ResponsiveImage
              media={image}
              sizes={isBeside ? '(max-width: 700px) 100vw, 50vw' : '(max-width: 1400px) 100vw, 1400px'}
              className="text-image__picture"
              isPriority={isFirst}
            />
          ) : null}
        </div>
        <div className="text-image__body">
          {parts.eyebrow ? <p className="eyebrow">{parts.eyebrow}</p> : null}
          <SectionHeading isFirst={isFirst} className="text-image__heading">
            {parts.heading}
          </SectionHeading>
          <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
          {parts.cta ? (
            <p className="text-image__actions">
              <CtaLink {...parts.cta} variant="primary" />
            </p>
          ) : null}
        </div>
      </div>
    </div>
  )
}
