import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { sites } from './site'

/**
 * Proof of every consent given (GDPR Art. 7(1): the controller must be able to demonstrate it).
 * Rows are only ever inserted; a changed choice is a new row.
 */
export const consentLogs = pgTable(
  'consent_logs',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** §7: `accepted`; a later withdrawal would be logged as `withdrawn`. */
    status: text().notNull(),
    /** When the visitor chose, as the client reported it. */
    statusTimestamp: timestamp({ withTimezone: true }).notNull(),
    sourceType: text().notNull(),
    /** The consents given: cookie categories for the banner, consent numbers for forms. */
    consents: jsonb().$type<string[]>().notNull(),
    /** Hash of the text the visitor was shown (Planet49: consent to exactly which wording). */
    textVersion: text(),
    userType: text().notNull(),
    email: text(),
    locale: text().notNull(),
    /** The address with its host part zeroed: enough to spot abuse, not to identify a person. */
    ipTruncated: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consent_logs_site_created').on(table.siteId, table.createdAt)],
)
