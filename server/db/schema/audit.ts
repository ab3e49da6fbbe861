import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { sites } from './site'
import { users } from './users'

/**
 * Every backoffice edit (issue 10 point 9): who, what, when, and the record before and after.
 * Rows are only ever inserted; the user reference survives the user's deletion as null.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** E-mail at the time of the edit, so the log stays readable after the account is gone. */
    userEmail: text().notNull(),
    /** What was done, e.g. `page.draft.save`, `page.publish`, `media.upload`. */
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_site_created').on(table.siteId, table.createdAt.desc()),
    index('audit_log_entity').on(table.entityType, table.entityId),
  ],
)
