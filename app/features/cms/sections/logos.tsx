import type { LinkTarget } from '#common/cms/link'
import { linkTargetAttributes } from '#common/cms/link-attributes'
import type { MediaRef } from '#common/cms/section'
import { useLinkHref, useMedia } from '../section-refs-context'
import type { SectionProps } from '../section-props'
import { optionClasses, SectionIntro } from '../section-layout'

function LogoItem({ name, image, link }: { name: string; image: MediaRef; link?: LinkTarget }) {
  const media = useMedia(image)
  const href = useLinkHref(link)
  const picture = media ? (
    <img src={media.variants.w480?.webp ?? media.src} alt={media.alt || name} width={media.width} height={media.height} loading="lazy" decoding="async" />
  ) : (
    <span>{name}</span>
  )
  if (!href) return picture
  const isExternal = /^https?:\/\//.test(href)
  return (
    <a href={href} {...(isExternal ? { rel: 'noopener noreferrer' } : {})} {...linkTargetAttributes(link)}>
      {picture}
    </a>
  )
}

export function LogosSection({ parts, options, mobileOptions }: SectionProps<'logos'>) {
  return (
    <div className="container">
      <SectionIntro heading={parts.heading} />
      <ul className={optionClasses('logo-list', options, mobileOptions, ['size', 'isGrayscale'])}>
        {parts.logos.map((logo, index) => (
          <li key={index} className="logo-list__item">
            <LogoItem {...logo} />
          </li>
        ))}
      </ul>
    </div>
  )
}
