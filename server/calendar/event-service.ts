import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm'
import type { EventFilter, EventView } from '../../common/calendar/schemas'
import { defaultLocale, type Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { eventTranslations, events } from '../db/schema'

type EventRow = typeof events.$inferSelect
type TranslationRow = typeof eventTranslations.$inferSelect

function toView(event: EventRow, text: TranslationRow, now: Date): EventView {
  return {
    id: event.id,
    title: text.title,
    place: text.place,
    address: text.address,
    description: text.description,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    latitude: event.latitude,
    longitude: event.longitude,
    isPast: event.endsAt < now,
  }
}

/** Texts in the language, falling back to the default language where a translation is missing. */
async function withTexts(db: Db, rows: EventRow[], locale: Locale): Promise<EventView[]> {
  if (rows.length === 0) return []
  const texts = await db
    .select()
    .from(eventTranslations)
    .where(
      and(
        inArray(
          eventTranslations.eventId,
          rows.map((row) => row.id),
        ),
        inArray(eventTranslations.locale, [locale, defaultLocale]),
      ),
    )
  const now = new Date()
  return rows.flatMap((row) => {
    const text =
      texts.find((t) => t.eventId === row.id && t.locale === locale) ?? texts.find((t) => t.eventId === row.id && t.locale === defaultLocale)
    return text ? [toView(row, text, now)] : []
  })
}

/** §7 `calendar/event/public/filter`: upcoming events soonest first, past ones latest first. */
export async function filterPublicEvents(db: Db, input: { siteId: number; locale: Locale; filter: EventFilter }) {
  const { filter } = input
  const now = new Date()
  const where = and(
    eq(events.siteId, input.siteId),
    eq(events.isPublic, true),
    filter.when === 'upcoming' ? gte(events.endsAt, now) : filter.when === 'past' ? lt(events.endsAt, now) : undefined,
  )
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(events).where(where)
  const rows = await db
    .select()
    .from(events)
    .where(where)
    .orderBy(filter.when === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt), asc(events.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  return { records: await withTexts(db, rows, input.locale), total, page: filter.page, limit: filter.limit }
}

/** §7 `calendar/event/public/get`: one public event (past ones too), or null. */
export async function getPublicEvent(db: Db, input: { siteId: number; locale: Locale; id: number }): Promise<EventView | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.siteId, input.siteId), eq(events.id, input.id), eq(events.isPublic, true)))
  if (!row) return null
  const [view] = await withTexts(db, [row], input.locale)
  return view ?? null
}
