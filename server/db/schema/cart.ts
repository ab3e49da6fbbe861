import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { CartItemOptions } from '../../../common/cart/schemas'
import type { CheckoutAddressState } from '../../../common/checkout/schemas'
import { products } from './catalog'
import { sites } from './site'
import { users } from './users'

export const couponType = pgEnum('coupon_type', ['percentage', 'fixed'])

/**
 * Discount codes (§3 cart form coupon). The cart only checks a coupon; it is spent when the order
 * is placed: the order flow locks the row (`SELECT … FOR UPDATE`), re-checks `usedCount` against
 * `usageLimit` and the customer's redemptions, then inserts a `coupon_redemptions` row and
 * increments `usedCount` in the order's transaction.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text().notNull(),
    type: couponType().notNull(),
    /** Percent (1–100) for `percentage`, cents for `fixed`. */
    value: integer().notNull(),
    /** Empty both = the whole cart; otherwise only lines of these products or categories (incl. sub-categories). */
    productIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    categoryIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** Items total (cents) the cart must reach for the coupon to apply. */
    minCartValue: integer().notNull().default(0),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    /** Redemptions allowed in total / per customer (user or guest e-mail); null = unlimited. */
    usageLimit: integer(),
    usageLimitPerCustomer: integer(),
    usedCount: integer().notNull().default(0),
    freeDelivery: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('coupons_site_code').on(table.siteId, table.code)],
)

/** One row per order that spent a coupon (written by the order flow, counted by the cart's checks). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** The order that spent it; plain integer until the orders table exists. */
    orderId: integer(),
    cartId: integer().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_coupon_cart').on(table.couponId, table.cartId),
    index('coupon_redemptions_user').on(table.couponId, table.userId),
    index('coupon_redemptions_email').on(table.couponId, table.email),
  ],
)

/** §3 cart: a session a visitor holds through the `cartId` + `protectCode` cookies (§4). */
export const carts = pgTable(
  'carts',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The secret that proves a request may read or change the cart (random, 32 hex digits). */
    protectCode: text().notNull(),
    /** The language the buyer last used the cart in: its e-mails speak it (a switch keeps the cart, ADR 038). */
    locale: text().notNull().default('hr'),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    memberCardBarcode: text(),
    /** §2 free-text instructions kept with the cart. */
    instructions: text().notNull().default(''),
    deliveryMethodId: integer(),
    paymentMethodId: integer(),
    options: jsonb().$type<{ deliveryBranchId?: number | null }>().notNull().default({}),
    /** The checkout's address step as last saved (delivery, billing, consents); null until then. */
    checkoutAddress: jsonb().$type<CheckoutAddressState>(),
    /** Company data sent with the payment method (§7 savePaymentMethod companyData). */
    companyData: jsonb().$type<{ companyName: string; oib: string }>(),
    /** Set when an order was placed from the cart; such a cart is no longer a session. */
    orderedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('carts_user_updated').on(table.userId, table.updatedAt)],
)

/** §3 cart item. A product with the same options is one line; other options make another line. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer().notNull(),
    options: jsonb().$type<CartItemOptions>().notNull().default({}),
    /** Canonical JSON of `options`: what makes two adds the same line. */
    optionsKey: text().notNull().default(''),
    reservation: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cart_items_line').on(table.cartId, table.productId, table.optionsKey)],
)

/** §3 wishlist entry of a logged-in user. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
)
