import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { orderCases } from './cases'
import { invoices } from './invoices'
import { orderLines, orders } from './orders'
import { paymentRefunds } from './payments'
import { sites } from './site'
import { users } from './users'

/**
 * A refund from the order desk (issue 22 point 3, ADR 061): chosen lines (and the standard
 * delivery once the last line goes), their amount as the server computed it, the goods back in
 * stock, the storno issued, and how the money goes back: `provider` (card, PayPal: one
 * `payment_refunds` row with the same idempotency key) or `payout` (bank transfer, cash on
 * delivery: a credit transfer to the buyer's IBAN, exported as pain.001). One row per idempotency
 * key: a double click refunds once.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The withdrawal or complaint case it settles. */
    caseId: integer().references(() => orderCases.id, { onDelete: 'set null' }),
    idempotencyKey: text().notNull().unique(),
    /** `provider` or `payout`. */
    method: text().notNull(),
    /** Cents, positive: goods less their coupon share, plus delivery when included. */
    amount: bigint({ mode: 'number' }).notNull(),
    deliveryAmount: integer().notNull().default(0),
    includesDelivery: boolean().notNull().default(false),
    currency: text().notNull(),
    /** The money: `pending`, `succeeded`, `failed` (a payout succeeds when the owner marks it paid). */
    status: text().notNull(),
    reason: text().notNull().default(''),
    paymentRefundId: integer().references(() => paymentRefunds.id, { onDelete: 'set null' }),
    providerRefundId: text(),
    error: text(),
    stornoInvoiceId: integer().references(() => invoices.id, { onDelete: 'set null' }),
    /** Payout only: the buyer's account, as compact IBAN, and the account holder's name. */
    payoutIban: text(),
    payoutName: text(),
    /** Payout only: `pending` (to export), `exported` (in a pain.001 file), `paid`. */
    payoutStatus: text(),
    /** The pain.001 message id of the file that carried it. */
    payoutBatch: text(),
    payoutExportedAt: timestamp({ withTimezone: true }),
    payoutPaidAt: timestamp({ withTimezone: true }),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_refunds_order').on(table.orderId),
    index('order_refunds_payouts')
      .on(table.siteId, table.payoutStatus)
      .where(sql`${table.payoutStatus} is not null`),
  ],
)

/** The lines of a refund: which order line, how many units, and their share of the amount. */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    id: serial().primaryKey(),
    refundId: integer()
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    qty: integer().notNull(),
    /** Cents: the units' price less their coupon share. */
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [index('order_refund_lines_refund').on(table.refundId), index('order_refund_lines_line').on(table.orderLineId)],
)
