import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
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
import type { LinkTarget } from '../../../common/cms/link'
import { layoutElementHandlers } from '../../../common/cms/layout-element-handlers'
import { pageStatuses } from '../../../common/cms/page-status'
import type { SectionData } from '../../../common/cms/section'
import { sites } from './site'
import { users } from './users'

export const pageStatus = pgEnum('page_status', pageStatuses)

export const pages = pgTable(
  'pages',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    /** Pages that are translations of each other share a group (the spec's link master_id). */
    translationGroup: uuid().notNull().defaultRandom(),
    slug: text().notNull(),
    title: text().notNull(),
    seoTitle: text(),
    seoDescription: text(),
    status: pageStatus().notNull().default('draft'),
    /** Ordered sections; each validated against its handler's schema before it is stored. */
    sections: jsonb().$type<SectionData[]>().notNull().default([]),
    /** Editors' unpublished working copy; visitors keep seeing `title`/`sections` until publish. */
    draft: jsonb().$type<PageDraft>(),
    /** Optimistic lock: every save, publish, discard or restore bumps it; a stale save is refused. */
    version: integer().notNull().default(1),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pages_site_locale_slug').on(table.siteId, table.locale, table.slug),
    uniqueIndex('pages_group_locale').on(table.translationGroup, table.locale),
  ],
)

export interface PageDraft {
  title: string
  sections: SectionData[]
}

/** What a page looked like at each publish (issue 10: compare and restore). */
export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: serial().primaryKey(),
    pageId: integer()
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** The page version this publish produced. */
    version: integer().notNull(),
    title: text().notNull(),
    sections: jsonb().$type<SectionData[]>().notNull(),
    publishedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_revisions_page').on(table.pageId, table.createdAt.desc())],
)

export const layoutElementHandler = pgEnum('layout_element_handler', layoutElementHandlers)

/** Header, footer and cookie notice content per language (§3 layout element). */
export const layoutElements = pgTable(
  'layout_elements',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    handler: layoutElementHandler().notNull(),
    type: text().notNull().default('static-element'),
    title: text().notNull(),
    locale: text().notNull(),
    parts: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    options: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    mobileOptions: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    meta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    mobileMeta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    linkMeta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('layout_elements_site_handler_locale').on(table.siteId, table.handler, table.locale)],
)

/** Menu trees (§3 navigation item tree 'main'); one row a menu item. */
export const navigationItems = pgTable(
  'navigation_items',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    tree: text().notNull(),
    locale: text().notNull(),
    parentId: integer().references((): AnyPgColumn => navigationItems.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    title: text().notNull(),
    link: jsonb().$type<LinkTarget>().notNull(),
  },
  (table) => [index('navigation_items_tree').on(table.siteId, table.tree, table.locale, table.position)],
)

/** Taxonomy terms (post categories, tags): `term get` reads them by slug. */
export const terms = pgTable(
  'terms',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    type: text().notNull(),
    translationGroup: uuid().notNull().defaultRandom(),
    parentId: integer().references((): AnyPgColumn => terms.id, { onDelete: 'set null' }),
    slug: text().notNull(),
    title: text().notNull(),
    description: text(),
  },
  (table) => [uniqueIndex('terms_site_locale_type_slug').on(table.siteId, table.locale, table.type, table.slug)],
)

export const media = pgTable(
  'media',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    alt: text().notNull().default(''),
    /** Path of the original under the media root, e.g. `2026/11/hero-abc123.webp`. */
    path: text().notNull().unique(),
    mime: text().notNull(),
    size: integer().notNull(),
    hash: text().notNull(),
    width: integer(),
    height: integer(),
    /** Generated renditions by size name and format: `{ large: { webp: 'path', avif: 'path' } }`. */
    variants: jsonb().$type<Record<string, Record<string, string>>>().notNull().default({}),
    /** Focal point in percent of width and height (§2 edit-media-modal): kept in view where the image is cropped. */
    focalX: integer().notNull().default(50),
    focalY: integer().notNull().default(50),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_site_created').on(table.siteId, table.createdAt.desc())],
)

/** Kept for the spec's `redirect/addFailedRequest`: paths that answered 404, to help editors. */
export const failedRequests = pgTable(
  'failed_requests',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    path: text().notNull(),
    hits: integer().notNull().default(1),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [uniqueIndex('failed_requests_site_path').on(table.siteId, table.path)],
)
