import type { EventView } from '#common/calendar/schemas'

/** schema.org Event; `<` is escaped so the JSON cannot close the script. */
export function eventJsonLd(event: EventView, url: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.startsAt,
    endDate: event.endsAt,
    url,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.place,
      address: event.address || undefined,
      ...(event.latitude !== null && event.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: event.latitude, longitude: event.longitude } }
        : {}),
    },
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
