import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useMedia } from '../section-refs-context'
import type { SectionProps } from '../section-props'
import { optionClasses, SectionHeading } from '../section-layout'
import { CtaLink } from './hero'

export function CtaSection({ parts, options, mobileOptions, isFirst }: SectionProps<'cta'>) {
  const image = useMedia(parts.image)
  const className = optionClasses('cta', options, mobileOptions, ['layout'])
  return (
    <div className="container">
      <div className={image ? `${className} cta--has-image` : className}>
        {image ? <ResponsiveImage media={image} sizes="(max-width: 1400px) 100vw, 1400px" className="cta__image" isPriority={isFirst} /> : null}
        <div className="cta__body">
          <SectionHeading isFirst={isFirst} className="cta__heading">
            {parts.heading}
          </SectionHeading>
          {parts.text ? <p className="cta__text">{parts.text}</p> : null}
        </div>
        <div className="cta__actions">
          <CtaLink {...parts.primary} variant="primary" />
          {parts.secondary ? <CtaLink {...parts.secondary} variant="secondary" /> : null}
        </div>
      </div>
    </div>
  )
}
