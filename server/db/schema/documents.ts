import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { DocumentVisibility } from '../../../common/documents/schemas'
import { media } from './cms'
import { invoices } from './invoices'
import { orders } from './orders'
import { sites } from './site'

/**
 * Issue 13 §7 site documents: downloadable files (price lists, floor plans) that a documents
 * section lists by category. The file is a PDF in the media library.
 *
 * The id is drawn from the same sequence as `order_documents`: `document/get/web/{id}` serves
 * both kinds, so the two must never share a number (ADR 022).
 */
export const siteDocuments = pgTable(
  'site_documents',
  {
    id: integer()
      .primaryKey()
      .default(sql`nextval('order_documents_id_seq')`),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The file; deleting it from the media library deletes the document. */
    mediaId: integer()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** The group a documents section lists, e.g. `stanovi`. */
    category: text().notNull(),
    /** Title per locale; `hr` is always present, other languages fall back to it. */
    titles: jsonb().$type<Record<string, string>>().notNull(),
    visibility: text().$type<DocumentVisibility>().notNull().default('public'),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_documents_site_category').on(table.siteId, table.category, table.sortOrder)],
)

/**
 * §7 documents: a member's order documents, each made on request from what it names: the order
 * confirmation (`order_confirmation`, one per order, from the order as placed) and every invoice
 * and storno of the order (`invoice`, one row per invoice, from the invoice as issued).
 * A row is made the first time the member's documents are listed; its id is what
 * `document/get/web/{id}` serves.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `order_confirmation`, `invoice`. */
    type: text().notNull(),
    /** The order's number, or the invoice's (`17/WEB1/1`). */
    number: text().notNull(),
    /** The invoice or storno an `invoice` document shows. */
    invoiceId: integer().references(() => invoices.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One confirmation per order; an order can have several invoices (the invoice and its stornos).
    uniqueIndex('order_documents_order_type')
      .on(table.orderId, table.type)
      .where(sql`${table.invoiceId} IS NULL`),
    uniqueIndex('order_documents_invoice').on(table.invoiceId),
    index('order_documents_site').on(table.siteId),
  ],
)
