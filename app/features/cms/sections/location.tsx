import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useLocale, useT } from '~/lib/site-shell'
import { Icon } from '../icons'
import { useMedia } from '../section-refs-context'
import type { SectionProps } from '../section-props'
import { ItemHeading, optionClasses, SectionIntro } from '../section-layout'

const numberLocales = { hr: 'hr-HR', en: 'en-GB', de: 'de-DE' } as const

export function formatDistance(meters: number, locale: keyof typeof numberLocales): string {
  if (meters < 1000) return `${Math.round(meters / 10) * 10} m`
  const km = new Intl.NumberFormat(numberLocales[locale], { maximumFractionDigits: 1 }).format(meters / 1000)
  return `${km} km`
}

export function openStreetMapUrl(latitude: number, longitude: number, zoom: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`
}

export function LocationSection({ parts, options, mobileOptions, isFirst }: SectionProps<'location'>) {
  const t = useT()
  const hasHeading = Boolean(parts.heading)
  const locale = useLocale()
  const map = useMedia(parts.map)
  return (
    <div className="container">
      <SectionIntro heading={parts.heading} intro={parts.intro} />
      <div className={optionClasses('location', options, mobileOptions, ['mapPosition'])}>
        <div className="location__map">
          {map ? <ResponsiveImage media={map} sizes="(max-width: 900px) 100vw, 60vw" className="location__picture" isPriority={isFirst} /> : null}
        </div>
        <div className="location__details">
          <ItemHeading hasSectionHeading={hasHeading} className="location__label">{t('section.address')}</ItemHeading>
          <address className="location__address">
            {parts.addressLines.map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
          </address>
          <p>
            <a
              className="button button--secondary"
              href={openStreetMapUrl(parts.latitude, parts.longitude, parts.zoom)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="pin" />
              {t('section.openInMaps')}
              <span className="visually-hidden"> {t('section.opensInNewWindow')}</span>
            </a>
          </p>
          {parts.nearby.length > 0 ? (
            <>
              <ItemHeading hasSectionHeading={hasHeading} className="location__label">{t('section.nearby')}</ItemHeading>
              <ul className="nearby">
                {parts.nearby.map((place, index) => (
                  <li key={index} className="nearby__item">
                    <Icon name={place.icon} className="nearby__icon" />
                    <span className="nearby__name">{place.name}</span>
                    <span className="nearby__distance">
                      {formatDistance(place.distanceMeters, locale)}
                      {place.minutes ? <> <small>{t(`section.travel.${place.mode}`, { minutes: place.minutes })}</small></> : null}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
    </div>
  )
}
