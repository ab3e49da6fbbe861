import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sites } from './site'
import { users } from './users'

/** A consent text in every language of the site (hr is the source; en and de fall back to it). */
export type ConsentText = { hr: string; en?: string; de?: string }

/**
 * §3 consent: one thing a visitor can agree to (terms of sale, marketing e-mails, …), named by its
 * uniqueNumber. The wording lives in `consent_versions`: what a visitor agreed to is a version.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    uniqueNumber: text().notNull(),
    displayName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('consents_site_unique_number').on(table.siteId, table.uniqueNumber)],
)

/**
 * Immutable wordings of a consent (GDPR Art. 7(1), Planet49: the controller shows which text was
 * agreed to). Editing the text inserts version n+1; older versions stay for the logs that name them.
 */
export const consentVersions = pgTable(
  'consent_versions',
  {
    id: serial().primaryKey(),
    consentId: integer()
      .notNull()
      // Versions go only with their consent, and that only with its site: a logged version blocks it (below).
      .references(() => consents.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    text: jsonb().$type<ConsentText>().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('consent_versions_consent_version').on(table.consentId, table.version)],
)

/**
 * §3 consent assignment: which consents a place asks for (`assigned_to`: checkout, registration,
 * newsletter, form:<id>) and which of them must be accepted. Lists hold consent ids; the newest
 * version of each is the one shown.
 */
export const consentAssignments = pgTable(
  'consent_assignments',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    assignedTo: text().notNull(),
    consents: integer().array().notNull().default(sql`'{}'::integer[]`),
    requiredConsents: integer().array().notNull().default(sql`'{}'::integer[]`),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('consent_assignments_site_assigned_to').on(table.siteId, table.assignedTo)],
)

/**
 * Proof of every consent given (GDPR Art. 7(1): the controller must be able to demonstrate it).
 * Rows are only ever inserted; a withdrawal is a new row with status `withdrawn`.
 */
export const consentLogs = pgTable(
  'consent_logs',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** §7: `accepted`, or `withdrawn` when the visitor takes a consent back. */
    status: text().notNull(),
    /** When the visitor chose, as the client reported it. */
    statusTimestamp: timestamp({ withTimezone: true }).notNull(),
    sourceType: text().notNull(),
    /** The consents given: cookie categories for the banner, consent numbers for forms. */
    consents: jsonb().$type<string[]>().notNull(),
    /** Hash of the text the visitor was shown (Planet49: consent to exactly which wording). */
    textVersion: text(),
    /** The versioned consent text this row accepts or withdraws (null for cookie categories). */
    // No action: a version a log names cannot be deleted, unless its logs go in the same statement (site deletion).
    consentVersionId: integer().references(() => consentVersions.id),
    /** The member who chose, when logged in; set null when the account is erased. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    userType: text().notNull(),
    email: text(),
    locale: text().notNull(),
    /** The address with its host part zeroed: enough to spot abuse, not to identify a person. */
    ipTruncated: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consent_logs_site_created').on(table.siteId, table.createdAt),
    index('consent_logs_user').on(table.userId),
  ],
)
