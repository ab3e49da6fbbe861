import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sites } from './site'
import { users } from './users'

/**
 * Reviews of products and comments on posts (§5 comments, issue 13 point 3). A product review
 * carries a 1–5 rating; a post comment none. Nothing is public until `status` is `published`.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** `product` or `post`; the id is the product's or the post's. */
    targetType: text().notNull(),
    targetId: integer().notNull(),
    /** Null once the account is deleted; the text stays under the name it was published with. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    body: text().notNull(),
    rating: smallint(),
    /** `pending`, `published` or `rejected`. */
    status: text().notNull().default('pending'),
    locale: text().notNull().default('hr'),
    moderatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comments_target').on(table.siteId, table.targetType, table.targetId, table.status),
    index('comments_queue').on(table.siteId, table.status, table.createdAt),
    index('comments_user').on(table.userId),
    check('comments_rating_range', sql`${table.rating} IS NULL OR ${table.rating} BETWEEN 1 AND 5`),
  ],
)

/** Newsletter subscribers with double opt-in (§7 marketing newsletter/subscribe, issue 13 point 4). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Lower-case; one row per address and site, however often it subscribes. */
    email: text().notNull(),
    locale: text().notNull().default('hr'),
    /** `pending` (waiting for the confirmation link), `confirmed` or `unsubscribed`. */
    status: text().notNull().default('pending'),
    /** SHA-256 of the confirmation token; the token itself is only in the e-mail. */
    confirmTokenHash: text(),
    confirmTokenExpiresAt: timestamp({ withTimezone: true }),
    /** Random; every newsletter e-mail links to it, so it is kept as it is. */
    unsubscribeToken: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_site_email').on(table.siteId, table.email),
    uniqueIndex('newsletter_subscribers_confirm_token').on(table.confirmTokenHash),
  ],
)

/** Backoffice-managed redirects (issue 13 point 8), applied to page requests before the catch-all. */
export const redirects = pgTable(
  'redirects',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** A site-relative path without query, e.g. `/stara-stranica`. */
    fromPath: text().notNull(),
    /** A site-relative path or an absolute URL on one of the site's own domains. */
    toTarget: text().notNull(),
    /** 301 or 302. */
    statusCode: smallint().notNull().default(301),
    hits: integer().notNull().default(0),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('redirects_site_from').on(table.siteId, table.fromPath)],
)
