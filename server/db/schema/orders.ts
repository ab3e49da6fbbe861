import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { OrderShipment } from '../../../common/orders/shipment'
import type { OrderAddressView } from '../../../common/orders/views'
import { carts, coupons } from './cart'
import { products } from './catalog'
import { sites } from './site'
import { users } from './users'

type Localized = Record<string, string>

/** The address an order was placed with: a copy, so later edits of the account's addresses change no order. */
export type OrderAddress = OrderAddressView

/** §3 shipping method: a price per country (ISO code) over the default, optional pickup branches. */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull().default({}),
    /** Price in cents (PDV included) where `countryPrices` names no price for the country. */
    price: integer().notNull(),
    countryPrices: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** Countries (ISO codes) it delivers to; empty = every allowed country. */
    countries: text().array().notNull().default(sql`'{}'::text[]`),
    /** Items total (cents) from which it is free; null = never free (§9: 80 € for parcels). */
    freeFrom: integer(),
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
  },
  (table) => [uniqueIndex('delivery_methods_site_code').on(table.siteId, table.code)],
)

/** §3 shipping method options: pickup branches the buyer chooses under the method. */
export const deliveryBranches = pgTable('delivery_branches', {
  id: serial().primaryKey(),
  deliveryMethodId: integer()
    .notNull()
    .references(() => deliveryMethods.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  address: text().notNull().default(''),
  position: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
})

/** `hpf` is the spec's hosted payment form (card); `paypal` renders PayPal buttons. */
export const paymentType = pgEnum('payment_type', ['cod', 'bank_transfer', 'hpf', 'paypal'])

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    type: paymentType().notNull(),
    name: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull().default({}),
    /** Delivery methods it may be combined with (e.g. cash on delivery only with parcels); empty = all. */
    deliveryMethodIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
  },
  (table) => [uniqueIndex('payment_methods_site_code').on(table.siteId, table.code)],
)

/** §9 order statuses, plus `cancelled` (stock returned) and `pending_payment` while a provider decides. */
export const orderStatus = pgEnum('order_status', [
  'pending_payment',
  'not_paid',
  'paid',
  'ready_for_shipping',
  'sent',
  'delivered',
  'not_sent',
  'cancelled',
])

export const paymentStatus = pgEnum('payment_status', ['not_required', 'pending', 'paid', 'declined', 'cancelled'])

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The cart it was placed from: at most one order that is not cancelled per cart (idempotency). */
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'restrict' }),
    /** Public, unguessable handle for the success page and the buyer's links (§2 `orderSlug`). */
    slug: text().notNull().unique(),
    /** Human order number, also the bank-transfer reference (e.g. `2026-000042`). */
    number: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    guestId: uuid(),
    email: text().notNull(),
    locale: text().notNull().default('hr'),
    status: orderStatus().notNull(),
    paymentStatus: paymentStatus().notNull(),
    deliveryMethodId: integer().references(() => deliveryMethods.id, { onDelete: 'set null' }),
    deliveryMethodName: text().notNull().default(''),
    deliveryBranchId: integer().references(() => deliveryBranches.id, { onDelete: 'set null' }),
    deliveryBranchName: text(),
    paymentMethodId: integer().references(() => paymentMethods.id, { onDelete: 'set null' }),
    paymentMethodName: text().notNull().default(''),
    paymentType: paymentType().notNull(),
    /**
     * Who takes the card or PayPal payment (`corvuspay`, `wspay`, `monri`, `hpf`, `paypal`,
     * `test-gateway`), recorded when the payment starts: only its results count (ADR 050, 059),
     * and refunds go back through it.
     */
    paymentProvider: text(),
    /** The provider's own references for the accepted payment (transaction ids, approval code): what capture, refund and void name. */
    paymentReference: jsonb().$type<Record<string, string>>(),
    deliveryAddress: jsonb().$type<OrderAddress>(),
    billingAddress: jsonb().$type<OrderAddress>().notNull(),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text(),
    memberCardBarcode: text(),
    /**
     * Amounts in cents, PDV included; `taxTotal` is the PDV part of `orderTotal`. bigint (issue 25
     * point 9): an integer column ends at 21.4M €; as numbers they stay exact up to 90 billion €.
     */
    itemsTotal: bigint({ mode: 'number' }).notNull(),
    couponDiscount: bigint({ mode: 'number' }).notNull().default(0),
    memberSavings: bigint({ mode: 'number' }).notNull().default(0),
    deliveryPrice: integer().notNull().default(0),
    taxTotal: bigint({ mode: 'number' }).notNull(),
    orderTotal: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('EUR'),
    giftMessage: text().notNull().default(''),
    orderMessage: text().notNull().default(''),
    giftTo: text().notNull().default(''),
    giftFrom: text().notNull().default(''),
    instructions: text().notNull().default(''),
    acceptedConsents: integer().array().notNull().default(sql`'{}'::integer[]`),
    /**
     * The buyer's express consent to immediate supply of the order's eProducts and acknowledgement
     * of losing the right of withdrawal (ZZP Art. 79 point 13), with the wording they ticked. Null:
     * no eProduct, or an order from before the consent was asked, whose eProducts stay withdrawable.
     */
    digitalSupplyConsentAt: timestamp({ withTimezone: true }),
    digitalSupplyConsentText: text(),
    /** The desk's shipment record (carrier, tracking number and link), named in the "sent" e-mail. */
    shipment: jsonb().$type<OrderShipment>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_site_number').on(table.siteId, table.number),
    uniqueIndex('orders_open_per_cart')
      .on(table.cartId)
      .where(sql`${table.status} <> 'cancelled'`),
    index('orders_site_created').on(table.siteId, table.createdAt.desc()),
    index('orders_user').on(table.userId, table.createdAt.desc()),
    index('orders_email').on(table.email),
  ],
)

/** One order line: what was bought, at the price the server computed when the order was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    sku: text().notNull(),
    name: text().notNull(),
    /** Variant, bundle and custom-option choices as the cart held them, with their labels. */
    options: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    qty: integer().notNull(),
    unitPrice: integer().notNull(),
    retailPrice: integer().notNull(),
    lineTotal: bigint({ mode: 'number' }).notNull(),
    vatPercent: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (table) => [index('order_lines_order').on(table.orderId)],
)

/** Order history: creation, every status change, payment result, note and e-mail — who and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `created`, `status`, `payment`, `refund`, `note`, `email`. */
    type: text().notNull(),
    fromStatus: text(),
    toStatus: text(),
    note: text().notNull().default(''),
    /** Null for the buyer or the system (payment callback). */
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order').on(table.orderId, table.createdAt)],
)

/**
 * Every payment provider callback as received, with what was made of it. A replayed, out-of-order,
 * wrong-amount or badly signed callback is recorded here and changes nothing else.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial().primaryKey(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    provider: text().notNull(),
    /** The provider's transaction id; one accepted callback per (provider, transaction). */
    transactionId: text(),
    /** `accepted`, `replayed`, `bad_signature`, `amount_mismatch`, `unknown_order`, `out_of_order`, `wrong_provider`, `declined`, `cancelled`, `ignored` (a refund or void report). */
    outcome: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_callbacks_order').on(table.orderId),
    uniqueIndex('payment_callbacks_accepted')
      .on(table.provider, table.transactionId)
      .where(sql`${table.outcome} = 'accepted'`),
  ],
)

/**
 * The outbox (DESIGN "e-mails go through an outbox after commit"): a message is inserted in the
 * transaction that causes it and sent by a worker after commit (ADR 048). `dedupeKey` makes the insert
 * idempotent; the row id becomes the Message-ID so a resend after a crash is recognisable.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text().notNull().default('email'),
    dedupeKey: text().notNull().unique(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** `pending`, `sent`, `failed` (gave up after the retries). */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * A sender's lease: set when a sender takes the row, before it sends and outside any
     * transaction; a sender that dies leaves it to expire, then another takes the row again.
     */
    claimedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    sentTo: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_due').on(table.status, table.nextAttemptAt)],
)

/**
 * E-mail templates per site, key and language, overriding the built-in texts
 * (server/mail-templates); the back office edits them, and deleting a row resets to the built-in.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** e.g. `order.created.buyer`, `order.created.shop`, `order.status.buyer`. */
    key: text().notNull(),
    locale: text().notNull(),
    subject: text().notNull(),
    /** HTML with `{{placeholders}}`; values are escaped when filled in. */
    body: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who last saved the text in the back office; null for the installed copy (or an erased account). */
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('email_templates_site_key_locale').on(table.siteId, table.key, table.locale)],
)
