import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { media, terms } from './cms'
import { sites } from './site'

/** §3 post types (e.g. news, construction diary); `filterStandard` filters posts by their slugs. */
export const postTypes = pgTable(
  'post_types',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    /** Display name per language code; the default language's is always present. */
    titles: jsonb().$type<Record<string, string>>().notNull(),
  },
  (table) => [uniqueIndex('post_types_site_slug').on(table.siteId, table.slug)],
)

export const postStatus = pgEnum('post_status', ['draft', 'published'])

/** One language version of a post; versions of the same post share a translation group. */
export const posts = pgTable(
  'posts',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    translationGroup: uuid().notNull().defaultRandom(),
    postTypeId: integer().references(() => postTypes.id, { onDelete: 'set null' }),
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull().default(''),
    /** Sanitised on the server before it is stored (server/cms/html-sanitizer.ts). */
    body: text().notNull(),
    author: text().notNull().default(''),
    coverMediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    status: postStatus().notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('posts_site_locale_slug').on(table.siteId, table.locale, table.slug),
    uniqueIndex('posts_group_locale').on(table.translationGroup, table.locale),
    index('posts_site_locale_published').on(table.siteId, table.locale, table.status, table.publishedAt.desc()),
  ],
)

/** Categories and tags of a post (terms of the post's language). */
export const postTerms = pgTable(
  'post_terms',
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    termId: integer()
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.postId, table.termId] }), index('post_terms_term').on(table.termId)],
)
