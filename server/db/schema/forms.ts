import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { FormField, LocalizedText } from '../../../common/forms/definition'
import type { FormValues } from '../../../common/forms/submission'
import { sites } from './site'

/**
 * Form definitions stored in the CMS (§7 form filter/get, issue 13 point 5). `fields` is validated
 * by `formFieldsSchema` (common/forms/definition.ts) before it is stored.
 */
export const forms = pgTable(
  'forms',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** A stable name sections refer to, e.g. `kontakt`. */
    handle: text().notNull(),
    title: jsonb().$type<LocalizedText>().notNull(),
    fields: jsonb().$type<FormField[]>().notNull(),
    /** Where the owner's notification goes. */
    notifyEmail: text().notNull(),
    /** The sender confirms their address before the owner is notified (form/confirmEmail). */
    requiresEmailConfirmation: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('forms_site_handle').on(table.siteId, table.handle)],
)

/** What visitors sent through a form (form/storeData) or the contact call (contact/contactAdmin, form null). */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Null for contact/contactAdmin messages, which have no stored form. */
    formId: integer().references(() => forms.id, { onDelete: 'cascade' }),
    /** Plain text values by field name, sanitised before storage. */
    data: jsonb().$type<FormValues>().notNull(),
    /** The sender's address when the form asked for one (the first e-mail field). */
    email: text(),
    locale: text().notNull().default('hr'),
    /** Null when the form needs no confirmation; otherwise false until the link is followed. */
    confirmed: boolean(),
    /** SHA-256 of the single-use confirmation token; cleared once used. */
    confirmTokenHash: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** The sender's IP without its host part (server/gdpr/truncate-ip.ts). */
    ipPrefix: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('form_submissions_form').on(table.siteId, table.formId, table.createdAt),
    uniqueIndex('form_submissions_confirm_token').on(table.confirmTokenHash),
  ],
)
