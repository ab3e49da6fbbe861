import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { SectionData } from '../../../common/cms/section'
import { sites } from './site'

/**
 * §2 chose-master-component: a section saved once and placed on many pages. Pages keep a copy
 * with `meta.masterId` (shown if the master is deleted); rendering uses the master's published
 * content, so an edit made in one place reaches every page when it is published.
 */
export const sectionMasters = pgTable(
  'section_masters',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** The published section (its handler, parts, options and phone overrides). */
    section: jsonb().$type<SectionData>().notNull(),
    /** Edits not published yet: editors see them, visitors keep `section`. */
    draft: jsonb().$type<SectionData>(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('section_masters_site').on(table.siteId)],
)
