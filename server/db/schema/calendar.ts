import { boolean, doublePrecision, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { sites } from './site'

/** §7 calendar events: one row an event, its texts per language in `event_translations`. */
export const events = pgTable('events', {
  id: serial().primaryKey(),
  siteId: integer()
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }).notNull(),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  isPublic: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const eventTranslations = pgTable(
  'event_translations',
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    title: text().notNull(),
    place: text().notNull(),
    address: text().notNull().default(''),
    /** Plain text; paragraphs split on blank lines when rendered. */
    description: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.locale] })],
)
