import { sql } from 'drizzle-orm'
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** A site the install serves; one install can serve several (spec §1 "multiple stores in principle"). */
export const sites = pgTable('sites', {
  id: serial().primaryKey(),
  name: text().notNull(),
  /** Host names (without port) this site answers on; the default site answers on any other. */
  hosts: text().array().notNull().default([]),
  isDefault: boolean().notNull().default(false),
  /** Public key a headless client sends to identify the site (§3 domain config apiKeyToken). */
  apiKeyToken: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const languages = pgTable('languages', {
  id: serial().primaryKey(),
  /** ISO 639-2 (`hrv`). */
  code: text().notNull().unique(),
  /** ISO 639-1 (`hr`), also the URL prefix. */
  code2: text().notNull().unique(),
  names: jsonb().$type<Record<string, string>>().notNull(),
  isActive: boolean().notNull().default(true),
  position: integer().notNull().default(0),
})

export const countries = pgTable('countries', {
  id: serial().primaryKey(),
  iso: text().notNull().unique(),
  names: jsonb().$type<Record<string, string>>().notNull(),
  isEu: boolean().notNull().default(false),
})

/** Site options (§3): key/value pairs such as DefaultLanguage, HomePageSlug, maintenance. */
export const siteOptions = pgTable(
  'site_options',
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: jsonb().$type<unknown>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.key] })],
)

/**
 * §3 Store (`storeID`, `language`): a storefront of a site in one language, as a headless client
 * names it with the `store` parameter. Every site has one default store (ADR 068).
 */
export const stores = pgTable(
  'stores',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    languageId: integer()
      .notNull()
      .references(() => languages.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stores_site_language').on(table.siteId, table.languageId),
    uniqueIndex('stores_one_default_per_site').on(table.siteId).where(sql`${table.isDefault}`),
  ],
)
