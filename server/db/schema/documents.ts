import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { DocumentVisibility } from '../../../common/documents/schemas'
import { media } from './cms'
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
