import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { orders } from './orders'
import { users } from './users'

/**
 * Every refund asked of a payment provider (ADR 059): one row per idempotency key, written before
 * the provider is called, so a repeated or parallel request refunds once. `pending` until the
 * provider answers (and when it could not be reached: the money may have moved), then `succeeded`
 * or `failed`. Pending and succeeded rows count against what is left to refund.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The provider that took the payment and is asked for the refund (orders.payment_provider). */
    provider: text().notNull(),
    /** Cents, always positive. */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    reason: text().notNull().default(''),
    idempotencyKey: text().notNull().unique(),
    /** `pending`, `succeeded`, `failed`. */
    status: text().notNull(),
    providerRefundId: text(),
    /** The provider's refusal or the transport error, for the desk and the log. */
    error: text(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_refunds_order').on(table.orderId)],
)
