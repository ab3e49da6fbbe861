import type { Locale } from '../../../common/i18n/locales'
import type { Db } from '../client'
import { eventTranslations, events } from '../schema'

const day = 24 * 60 * 60 * 1000

/** A whole UTC hour `offsetDays` from today: the demo always has upcoming and past events. */
function at(offsetDays: number, hourUtc: number): Date {
  const date = new Date(Date.now() + offsetDays * day)
  date.setUTCHours(hourUtc, 0, 0, 0)
  return date
}

interface SeedEvent {
  startsIn: number
  hourUtc: number
  hours: number
  latitude: number
  longitude: number
  texts: Record<Locale, { title: string; place: string; address: string; description: string }>
}

const demoEvents: SeedEvent[] = [
  {
    startsIn: 6,
    hourUtc: 16,
    hours: 3,
    latitude: 45.7937,
    longitude: 15.9617,
    texts: {
      hr: {
        title: 'Dan otvorenih vrata oglednog stana',
        place: 'Prodajni ured Vrtovi Save',
        address: 'Savska cesta 120, 10000 Zagreb',
        description: 'Razgledajte namješteni trosobni stan i razgovarajte s arhitektima projekta.\n\nUlaz je slobodan, a za djecu pripremamo kutak s igrama.',
      },
      en: {
        title: 'Show flat open day',
        place: 'Vrtovi Save sales office',
        address: 'Savska cesta 120, 10000 Zagreb',
        description: 'View the furnished three-room flat and talk to the project’s architects.\n\nEntry is free; there is a play corner for children.',
      },
      de: {
        title: 'Tag der offenen Musterwohnung',
        place: 'Verkaufsbüro Vrtovi Save',
        address: 'Savska cesta 120, 10000 Zagreb',
        description: 'Besichtigen Sie die möblierte Dreizimmerwohnung und sprechen Sie mit den Architekten.\n\nEintritt frei; für Kinder gibt es eine Spielecke.',
      },
    },
  },
  {
    startsIn: 20,
    hourUtc: 9,
    hours: 4,
    latitude: 45.7921,
    longitude: 15.9655,
    texts: {
      hr: {
        title: 'Sadnja drveća u parku uz Savu',
        place: 'Park Vrtovi Save',
        address: 'Ulaz s nasipa, Zagreb',
        description: 'Pridružite se budućim susjedima i posadite jedno od 300 stabala parka. Alat i rukavice osiguravamo.',
      },
      en: {
        title: 'Tree planting in the riverside park',
        place: 'Vrtovi Save park',
        address: 'Entrance from the embankment, Zagreb',
        description: 'Join your future neighbours and plant one of the park’s 300 trees. Tools and gloves provided.',
      },
      de: {
        title: 'Baumpflanzung im Park an der Save',
        place: 'Park Vrtovi Save',
        address: 'Eingang vom Damm, Zagreb',
        description: 'Pflanzen Sie mit Ihren künftigen Nachbarn einen der 300 Bäume des Parks. Werkzeug und Handschuhe stellen wir.',
      },
    },
  },
  {
    startsIn: -30,
    hourUtc: 10,
    hours: 2,
    latitude: 45.7937,
    longitude: 15.9617,
    texts: {
      hr: {
        title: 'Polaganje kamena temeljca',
        place: 'Gradilište Vrtovi Save',
        address: 'Savska cesta 120, 10000 Zagreb',
        description: 'Svečani početak gradnje uz gradonačelnika, investitora i buduće stanare.',
      },
      en: {
        title: 'Laying of the foundation stone',
        place: 'Vrtovi Save building site',
        address: 'Savska cesta 120, 10000 Zagreb',
        description: 'The ceremonial start of construction with the mayor, the developer and future residents.',
      },
      de: {
        title: 'Grundsteinlegung',
        place: 'Baustelle Vrtovi Save',
        address: 'Savska cesta 120, 10000 Zagreb',
        description: 'Feierlicher Baubeginn mit dem Bürgermeister, dem Bauherrn und künftigen Bewohnern.',
      },
    },
  },
]

/** Demo events: two upcoming, one past (past events stay readable). */
export async function seedEvents(db: Db, input: { siteId: number }): Promise<number[]> {
  const ids: number[] = []
  for (const event of demoEvents) {
    const startsAt = at(event.startsIn, event.hourUtc)
    const [row] = await db
      .insert(events)
      .values({
        siteId: input.siteId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + event.hours * 60 * 60 * 1000),
        latitude: event.latitude,
        longitude: event.longitude,
      })
      .returning({ id: events.id })
    if (!row) throw new Error('event insert returned nothing')
    await db.insert(eventTranslations).values(Object.entries(event.texts).map(([locale, text]) => ({ eventId: row.id, locale, ...text })))
    ids.push(row.id)
  }
  return ids
}
