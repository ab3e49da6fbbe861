import { Link } from 'react-router'
import { pathFor } from '#common/i18n/paths'
import { EventWhen } from '~/features/events/event-when'
import { useLocale, useT } from '~/lib/site-shell'
import type { SectionProps } from '../section-props'
import { SectionIntro } from '../section-layout'
import { useUpcomingEvents } from '../section-refs-context'

/** The next public events (read by the page loader), each linking to its event page. */
export function UpcomingEventsSection({ parts, options }: SectionProps<'upcoming-events'>) {
  const t = useT()
  const locale = useLocale()
  const events = useUpcomingEvents().slice(0, parts.limit)
  return (
    <div className="container container--narrow">
      <SectionIntro heading={parts.heading} intro={parts.intro} />
      {events.length === 0 ? (
        <p>{t('event.none')}</p>
      ) : (
        <ul className={`event-list event-list--${options.layout}`}>
          {events.map((event) => (
            <li key={event.id} className="event-list__item">
              <h3>
                <Link to={pathFor('event', locale, { id: event.id })}>{event.title}</Link>
              </h3>
              <p className="event-list__when">
                <EventWhen event={event} /> · {event.place}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
