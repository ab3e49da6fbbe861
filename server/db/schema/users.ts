import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * Accounts (§3 user, guest user, address; §6 roles). Users are install-wide: one account logs in
 * on every site of the install. E-mail is stored lower-cased, so the unique index is the rule.
 */
export const users = pgTable('users', {
  id: serial().primaryKey(),
  email: text().notNull().unique(),
  /** argon2id PHC string; null for accounts that only ever logged in through a social provider. */
  passwordHash: text(),
  firstName: text().notNull().default(''),
  lastName: text().notNull().default(''),
  memberCardBarcode: text(),
  isBackofficeUser: boolean().notNull().default(false),
  /** Backoffice scopes (§6 "a scope list on the user is used for scope checks"). */
  scopes: text().array().notNull().default([]),
  companyName: text(),
  companyAddress: text(),
  /** Set when the e-mail address was confirmed; unverified accounts cannot log in. */
  verifiedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const addressType = pgEnum('address_type', ['main', 'billing', 'shipping', 'other'])

export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: addressType().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    street: text().notNull(),
    houseNumber: text().notNull(),
    zipCode: text().notNull(),
    city: text().notNull(),
    country: text().notNull(),
    region: text(),
    companyName: text(),
    companyOib: text(),
    /** The address book's defaults (issue 20.6): the checkout starts from them; at most one of each per account. */
    isDefaultDelivery: boolean().notNull().default(false),
    isDefaultBilling: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user').on(table.userId),
    uniqueIndex('addresses_default_delivery').on(table.userId).where(sql`${table.isDefaultDelivery}`),
    uniqueIndex('addresses_default_billing').on(table.userId).where(sql`${table.isDefaultBilling}`),
  ],
)

/**
 * A login session = one refresh-token family. Every refresh rotates the token inside the family;
 * presenting a rotated token again revokes the family (token theft detection).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  (table) => [index('auth_sessions_user').on(table.userId)],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only ever in the client's hands. */
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When this token was exchanged for its successor; a second use is a replay. */
    rotatedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session').on(table.sessionId)],
)

export const userTokenPurpose = pgEnum('user_token_purpose', ['verify-email', 'reset-password', 'login-link'])

/** One-time, expiring tokens sent by e-mail (verification, password reset, login link); stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: userTokenPurpose().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_tokens_user_purpose').on(table.userId, table.purpose)],
)

/** Accounts linked to an OAuth 2 / OpenID Connect provider (social login). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    subject: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('social_identities_provider_subject').on(table.provider, table.subject)],
)

/** Guest buyers (§3 guest user): identified by a cookie, updated through the cart. */
export const guestUsers = pgTable('guest_users', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull(),
  details: jsonb().$type<{ firstName?: string; lastName?: string }>().notNull().default({}),
  company: jsonb().$type<{ name?: string; oib?: string; address?: string }>().notNull().default({}),
  addresses: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** Member cards the shop issued (§5 member barcode "checked by server"). */
export const members = pgTable('members', {
  id: serial().primaryKey(),
  barcode: text().notNull().unique(),
  name: text(),
  isActive: boolean().notNull().default(true),
  validUntil: timestamp({ withTimezone: true }),
  /** The account the card belongs to once one applied it (issue 25.3): no other account may use it. */
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
