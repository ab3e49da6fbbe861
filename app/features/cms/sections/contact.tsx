import { useT } from '~/lib/site-shell'
import { Icon } from '../icons'
import { useMedia } from '../section-refs-context'
import type { SectionProps } from '../section-props'
import { ItemHeading, optionClasses, SectionIntro } from '../section-layout'

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

export function ContactSection({ parts, options, mobileOptions }: SectionProps<'contact'>) {
  const t = useT()
  const hasHeading = Boolean(parts.heading)
  const photo = useMedia(parts.person?.photo)
  const { person } = parts
  return (
    <div className="container">
      <SectionIntro heading={parts.heading} intro={parts.intro} />
      <div className={optionClasses('contact', options, mobileOptions, ['layout'])}>
        {parts.addressLines.length > 0 ? (
          <div className="contact__block">
            <ItemHeading hasSectionHeading={hasHeading} className="contact__label">
              <Icon name="pin" /> {t('section.address')}
            </ItemHeading>
            <address>
              {parts.addressLines.map((line, index) => (
                <span key={index}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </div>
        ) : null}
        {parts.phone || parts.email ? (
          <div className="contact__block">
            {parts.phone ? (
              <>
                <ItemHeading hasSectionHeading={hasHeading} className="contact__label">
                  <Icon name="phone" /> {t('section.phone')}
                </ItemHeading>
                <p>
                  <a href={telHref(parts.phone)}>{parts.phone}</a>
                </p>
              </>
            ) : null}
            {parts.email ? (
              <>
                <ItemHeading hasSectionHeading={hasHeading} className="contact__label">
                  <Icon name="mail" /> {t('section.email')}
                </ItemHeading>
                <p>
                  <a href={`mailto:${parts.email}`}>{parts.email}</a>
                </p>
              </>
            ) : null}
          </div>
        ) : null}
        {parts.hours.length > 0 ? (
          <div className="contact__block">
            <ItemHeading hasSectionHeading={hasHeading} className="contact__label">
              <Icon name="clock" /> {t('section.workingHours')}
            </ItemHeading>
            <dl className="contact__hours">
              {parts.hours.map((row, index) => (
                <div key={index}>
                  <dt>{row.days}</dt>
                  <dd>{row.time}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {person ? (
          <div className="contact__block contact__person">
            <ItemHeading hasSectionHeading={hasHeading} className="contact__label">{t('section.contactPerson')}</ItemHeading>
            {photo ? (
              <img
                className="contact__photo"
                src={photo.variants.thumbnail?.webp ?? photo.variants.w480?.webp ?? photo.src}
                srcSet={photo.variants.w480?.webp ? `${photo.variants.w480.webp} 480w` : undefined}
                sizes="96px"
                alt={photo.alt}
                width={96}
                height={96}
                loading="lazy"
                style={photo.focus ? { objectPosition: photo.focus } : undefined}
              />
            ) : null}
            <p className="contact__person-name">
              <strong>{person.name}</strong>
              {person.role ? <span>{person.role}</span> : null}
            </p>
            {person.phone ? (
              <p>
                <a href={telHref(person.phone)}>{person.phone}</a>
              </p>
            ) : null}
            {person.email ? (
              <p>
                <a href={`mailto:${person.email}`}>{person.email}</a>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}
