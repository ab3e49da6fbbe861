import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orderLines, orders } from './orders'
import { sites } from './site'

/** Issue 22: a buyer's withdrawal from the contract (Art. 11a CRD) or complaint (reklamacija, ZZP Art. 10). */
export const orderCaseKind = pgEnum('order_case_kind', ['withdrawal', 'complaint'])

/**
 * A withdrawal: received → goods_received (every line's goods back) → refunded, or refused.
 * A complaint: received → answered (the reply kept) → closed, or refused.
 */
export const orderCaseStatus = pgEnum('order_case_status', ['received', 'goods_received', 'refunded', 'refused', 'answered', 'closed'])

/** Public photos a complaint carries: tokens of files kept aside by the public upload (server/media/public-upload-service.ts). */
export interface OrderCasePhoto {
  token: string
  name: string
  mime: string
  size: number
}

/**
 * One case the buyer opened on an order. The refund (server/refunds) references it by `id` and the
 * integrator's call to `markCaseRefunded` moves a withdrawal to `refunded`.
 */
export const orderCases = pgTable(
  'order_cases',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderCaseKind().notNull(),
    status: orderCaseStatus().notNull().default('received'),
    /** The key of the statement the buyer confirmed: a second confirm of the same statement (double click) finds this case. */
    confirmKey: uuid().notNull(),
    contactEmail: text().notNull(),
    buyerName: text().notNull(),
    /** The buyer's own words: the withdrawal statement or the complaint's description. */
    statement: text().notNull().default(''),
    photos: jsonb().$type<OrderCasePhoto[]>().notNull().default([]),
    locale: text().notNull().default('hr'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A complaint: the 15-day answer deadline (ZZP Art. 10). A withdrawal: the 14-day refund deadline (ZZP Art. 77). */
    answerDeadline: timestamp({ withTimezone: true }).notNull(),
    replyText: text(),
    repliedAt: timestamp({ withTimezone: true }),
    refusedReason: text(),
    refusedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_cases_confirm_key').on(table.orderId, table.confirmKey),
    index('order_cases_site_created').on(table.siteId, table.createdAt.desc()),
    index('order_cases_open_deadline')
      .on(table.siteId, table.answerDeadline)
      .where(sql`${table.status} in ('received', 'goods_received')`),
    index('order_cases_order').on(table.orderId),
  ],
)

/** The order lines a case names, with how many units; a withdrawal counts the units received back. */
export const orderCaseLines = pgTable(
  'order_case_lines',
  {
    id: serial().primaryKey(),
    caseId: integer()
      .notNull()
      .references(() => orderCases.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    receivedQuantity: integer().notNull().default(0),
  },
  (table) => [uniqueIndex('order_case_lines_case_line').on(table.caseId, table.orderLineId), index('order_case_lines_line').on(table.orderLineId)],
)
