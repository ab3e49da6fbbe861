import { Link } from 'react-router'
import type { LinkTarget } from '#common/cms/link'
import { linkTargetAttributes } from '#common/cms/link-attributes'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useLinkHref, useMedia } from '../section-refs-context'
import type { SectionProps } from '../section-props'

export function HeroSection({ parts, options, isFirst }: SectionProps<'hero'>) {
  const image = useMedia(parts.image)
  return (
    <div className={`hero hero--${options.height} hero--overlay-${options.overlay}`}>
      {image ? <ResponsiveImage media={image} sizes="100vw" className="hero__image" isPriority={isFirst} /> : null}
      <div className="hero__content container">
        {parts.eyebrow ? <p className="hero__eyebrow">{parts.eyebrow}</p> : null}
        {isFirst ? <h1 className="hero__heading">{parts.heading}</h1> : <h2 className="hero__heading">{parts.heading}</h2>}
        {parts.subheading ? <p className="hero__subheading">{parts.subheading}</p> : null}
        {parts.primaryCta || parts.secondaryCta ? (
          <div className="hero__actions">
            {parts.primaryCta ? <CtaLink {...parts.primaryCta} variant="primary" /> : null}
            {parts.secondaryCta ? <CtaLink {...parts.secondaryCta} variant="ghost" /> : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}

/** A section button: internal targets navigate in the app, outside ones open as plain links. */
export function CtaLink({ label, link, variant }: { label: string; link: LinkTarget; variant: 'primary' | 'secondary' | 'ghost' }) {
  const href = useLinkHref(link)
  if (!href) return null
  const className = `button button--${variant}`
  const attributes = linkTargetAttributes(link)
  return href.startsWith('/') || href.startsWith('#') ? (
    <Link className={className} to={href} {...attributes}>
      {label}
    </Link>
  ) : (
    <a className={className} href={href} rel="noopener noreferrer" {...attributes}>
      {label}
    </a>
  )
}
