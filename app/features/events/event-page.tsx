import type { EventView } from '#common/calendar/schemas'
import { siteTimeZone } from '#common/i18n/dates'
import { openStreetMapUrl } from '~/features/cms/sections/location'
import { useLocale, useT } from '~/lib/site-shell'
import { eventJsonLd } from './event-json-ld'
import { EventWhen } from './event-when'

/** An event: when (Zagreb time), where with a map link, description, `.ics` download; past ones marked. */
export function EventPage({ event, url }: { event: EventView; url: string }) {
  const t = useT()
  const locale = useLocale()
  return (
    <article className="event-page container container--narrow">
      <header className="page-header">
        {event.isPast ? <p className="event-badge">{t('event.past')}</p> : null}
        <h1>{event.title}</h1>
      </header>
      <dl className="event-page__facts">
        <dt>{t('event.when')}</dt>
        <dd>
          <EventWhen event={event} /> <span className="visually-hidden">({siteTimeZone})</span>
        </dd>
        <dt>{t('event.where')}</dt>
        <dd>
          {event.place}
          {event.address ? <>, {event.address}</> : null}
          {event.latitude !== null && event.longitude !== null ? (
            <>
              <br />
              <a href={openStreetMapUrl(event.latitude, event.longitude, 16)} rel="noopener noreferrer" target="_blank">
                {t('event.map')}
              </a>
            </>
          ) : null}
        </dd>
      </dl>
      <div className="prose">
        {event.description.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className="event-page__actions">
        <a className="button button--primary" href={`/api/v1/calendar/event/public/ics/${event.id}.ics?language=${locale}`} download>
          {t('event.addToCalendar')}
        </a>
      </p>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: eventJsonLd(event, url) }} />
    </article>
  )
}
