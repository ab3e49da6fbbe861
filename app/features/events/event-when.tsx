import type { EventView } from '#common/calendar/schemas'
import { formatDate, formatTime, isoDayInSiteZone } from '#common/i18n/dates'
import { useLocale } from '~/lib/site-shell'

/** "24. studenoga 2026., 17:00 – 20:00" in Zagreb time; a second date when it ends another day. */
export function EventWhen({ event }: { event: EventView }) {
  const locale = useLocale()
  const sameDay = isoDayInSiteZone(event.startsAt) === isoDayInSiteZone(event.endsAt)
  return (
    <>
      <time dateTime={event.startsAt}>
        {formatDate(event.startsAt, locale)}, {formatTime(event.startsAt, locale)}
      </time>
      {' – '}
      <time dateTime={event.endsAt}>
        {sameDay ? formatTime(event.endsAt, locale) : `${formatDate(event.endsAt, locale)}, ${formatTime(event.endsAt, locale)}`}
      </time>
    </>
  )
}
