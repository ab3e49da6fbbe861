import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { AttributeUnits } from '../../../common/catalog/attribute-units'
import { media } from './cms'
import { sites } from './site'

/** Text in every language the shop speaks (§1: hr is the source, en and de translate it). */
export type LocalizedText = { hr: string; en?: string; de?: string }

export const productFormat = pgEnum('product_format', ['simple', 'configurable', 'bundle', 'eProduct'])

/** §3 layered filter types (custom field types). */
export const attributeType = pgEnum('attribute_type', [
  'dropdown',
  'number',
  'multiSelect',
  'textSwatch',
  'visualSwatch',
  'yesNo',
  'date',
  'dateTime',
])

export const productCategories = pgTable(
  'product_categories',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => productCategories.id, { onDelete: 'set null' }),
    /** Ancestor ids from the root down to this category itself; a product in a category is in all of them. */
    path: integer().array().notNull().default(sql`'{}'::integer[]`),
    position: integer().notNull().default(0),
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    sortDefaultType: text().notNull().default('newest'),
    archived: boolean().notNull().default(false),
    /** KPD 2025 classification code its products carry on an eRačun unless a product names its own. */
    kpdCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_categories_parent').on(table.siteId, table.parentId)],
)

export const productCategoryTranslations = pgTable(
  'product_category_translations',
  {
    categoryId: integer()
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    siteId: integer().notNull(),
    locale: text().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(''),
    /** Lower-case, accent-free name for trigram search (`searchKey()` in common/catalog). */
    searchText: text().notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.locale] }),
    uniqueIndex('product_category_translations_slug').on(table.siteId, table.locale, table.slug),
  ],
)

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    sku: text().notNull(),
    format: productFormat().notNull().default('simple'),
    /** A variant of a configurable product points at it and is not listed on its own. */
    parentId: integer().references((): AnyPgColumn => products.id, { onDelete: 'cascade' }),
    isVisibleIndividually: boolean().notNull().default(true),
    /** Selling price in cents, 25% PDV included. Change it only through the catalogue service (price history). */
    price: integer().notNull(),
    /** Regular (recommended) price in cents, as the editor typed it; the reduction shown is `priorPrice`'s. */
    retailPrice: integer().notNull(),
    membershipPrice: integer(),
    /**
     * Omnibus prior price (ADR 046): the lowest price of the 30 days before the current price took
     * effect, from the price history. A reduction is shown against it, never against `retailPrice`.
     */
    priorPrice: integer().notNull().default(0),
    /** Rounded discount percent (§9) against `priorPrice`, kept so the discount filter is a plain predicate. */
    discountPercent: integer().notNull().default(0),
    stockQuantity: integer().notNull().default(0),
    infiniteQuantity: boolean().notNull().default(false),
    isPurchasable: boolean().notNull().default(true),
    featured: boolean().notNull().default(false),
    categoryPriority: integer().notNull().default(0),
    archived: boolean().notNull().default(false),
    /** Average of the published reviews (server/comments keeps it); 0 without reviews. */
    rating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    mainCategoryId: integer().references(() => productCategories.id, { onDelete: 'set null' }),
    /** KPD 2025 classification code for an eRačun line; null takes the main category's. */
    kpdCode: text(),
    mediaIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** Denormalised for the listing (ADR 007): every category incl. ancestors, every option value id. */
    categoryIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    valueIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** Number/date attribute values by attribute id (dates as epoch seconds) for range filters. */
    numbers: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** hr name, lower-case and accent-free: name sorts and search. */
    sortName: text().notNull().default(''),
    searchText: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_site_sku').on(table.siteId, table.sku),
    index('products_category_ids').using('gin', table.categoryIds),
    index('products_value_ids').using('gin', table.valueIds),
    index('products_search_text').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('products_created').on(table.createdAt),
    // Featured lists: ~1 % of products; a partial index keeps "featured in category c" off the heap.
    index('products_featured_created').on(table.createdAt).where(sql`${table.featured}`),
    index('products_price').on(table.price),
    index('products_parent').on(table.parentId),
    // The dashboard's low-stock block: only counted, live products; stock ascending per site.
    index('products_low_stock')
      .on(table.siteId, table.stockQuantity)
      .where(sql`NOT ${table.infiniteQuantity} AND NOT ${table.archived}`),
  ],
)

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    siteId: integer().notNull(),
    locale: text().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.locale] }),
    uniqueIndex('product_translations_slug').on(table.siteId, table.locale, table.slug),
  ],
)

/** Direct category assignments (the source of `products.categoryIds`). */
export const productCategoryLinks = pgTable(
  'product_category_links',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.productId] }), index('product_category_links_product').on(table.productId)],
)

export const attributes = pgTable(
  'attributes',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    type: attributeType().notNull(),
    label: jsonb().$type<LocalizedText>().notNull(),
    /** Number attributes: the unit shown after values (m², god.) per language, Croatian as the fallback. */
    units: jsonb().$type<AttributeUnits>(),
    isFilterable: boolean().notNull().default(true),
    position: integer().notNull().default(0),
  },
  (table) => [uniqueIndex('attributes_site_code').on(table.siteId, table.code)],
)

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial().primaryKey(),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    label: jsonb().$type<LocalizedText>().notNull(),
    /** Swatch payload: a CSS colour for visual swatches, the short text for text swatches; 'yes'/'no' for yes/no. */
    value: text().notNull().default(''),
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    position: integer().notNull().default(0),
  },
  (table) => [index('attribute_values_attribute').on(table.attributeId)],
)

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    valueId: integer().references(() => attributeValues.id, { onDelete: 'cascade' }),
    numberValue: doublePrecision(),
    dateValue: timestamp({ withTimezone: true }),
  },
  (table) => [index('product_attribute_values_product').on(table.productId)],
)

/** The category's layered navigation: which attributes its filter panel offers, in order. */
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    categoryId: integer()
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.attributeId] })],
)

/**
 * Precomputed facet counts of a category's unfiltered listing (ADR 007), rewritten on every
 * catalogue write that touches the category. valueId 0 holds the category's product total;
 * number/date attributes keep their min/max with valueId 0.
 */
export const categoryFacets = pgTable(
  'category_facets',
  {
    categoryId: integer().notNull(),
    attributeId: integer().notNull(),
    valueId: integer().notNull(),
    total: integer().notNull(),
    minValue: doublePrecision(),
    maxValue: doublePrecision(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.attributeId, table.valueId] })],
)

/**
 * The facet data and sort keys of every listed product, once per category it is listed in (its
 * categories and their ancestors), so a filtered category page counts its facets and sorts its page
 * from one index range (ADR 024): an index-only scan of the category's entries instead of random
 * reads of wide product rows. Written only by `syncProductIndex` (and `syncListingPrice` for a
 * price change), in the transaction of the catalogue write.
 */
export const categoryProducts = pgTable(
  'category_products',
  {
    categoryId: integer().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    valueIds: integer().array().notNull(),
    numbers: jsonb().$type<Record<string, number>>().notNull(),
    // The listing's sort keys, copies of the product's columns of the same names.
    price: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    categoryPriority: integer().notNull(),
    sortName: text().notNull(),
  },
  (table) => [
    // Every column is a key column: the index covers the facet and page queries (index-only scans).
    index('category_products_covering').on(
      table.categoryId,
      table.productId,
      table.valueIds,
      table.numbers,
      table.price,
      table.createdAt,
      table.categoryPriority,
      table.sortName,
    ),
    index('category_products_product').on(table.productId),
  ],
)

/**
 * Search rows of the listed products only (ADR 024): narrow, so a common word's thousands of
 * matches are read from a few pages instead of from the wide product rows. Written only by
 * `syncProductIndex`, in the transaction of the catalogue write.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    siteId: integer().notNull(),
    /** = products.search_text */
    searchText: text().notNull(),
  },
  (table) => [index('product_search_text').using('gin', sql`${table.searchText} gin_trgm_ops`)],
)

/**
 * Every word (3+ letters, no digits) that a listed product's search text has or had: the typo
 * fallback of search looks for similar words here, then searches products for those words.
 * Only ever grows; a word no product has any more finds nothing, so it cannot change a result.
 */
export const searchWords = pgTable(
  'search_words',
  {
    siteId: integer().notNull(),
    word: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.word] }), index('search_words_word').using('gin', sql`${table.word} gin_trgm_ops`)],
)

/** Configurable product → the attributes its variants differ in (§3 associatedProductsAttributes). */
export const productVariantAttributes = pgTable(
  'product_variant_attributes',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    defaultValueId: integer().references(() => attributeValues.id, { onDelete: 'set null' }),
    position: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.attributeId] })],
)

export const productBundleItems = pgTable(
  'product_bundle_items',
  {
    bundleId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(1),
    position: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bundleId, table.productId] })],
)

export const customOptionType = pgEnum('custom_option_type', ['text', 'number'])

export const productCustomOptions = pgTable('product_custom_options', {
  id: serial().primaryKey(),
  productId: integer()
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  type: customOptionType().notNull(),
  label: jsonb().$type<LocalizedText>().notNull(),
  isRequired: boolean().notNull().default(false),
  position: integer().notNull().default(0),
})

export const productCrossSells = pgTable(
  'product_cross_sells',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    crossSellId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.crossSellId] })],
)

export const productTags = pgTable(
  'product_tags',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    label: jsonb().$type<LocalizedText>().notNull(),
  },
  (table) => [uniqueIndex('product_tags_site_slug').on(table.siteId, table.slug)],
)

export const productTagLinks = pgTable(
  'product_tag_links',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => productTags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.tagId, table.productId] })],
)

/** Every price a product had and since when (EU Omnibus: the lowest earlier price is computed from it). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer().notNull(),
    retailPrice: integer().notNull(),
    validFrom: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('price_history_product').on(table.productId, table.validFrom)],
)

/**
 * Every membership price a product had and since when (issue 10: every price change is recorded).
 * Kept apart from `price_history` so a member-price change never moves the Omnibus window of the
 * selling price. `membershipPrice` null = members pay the normal price from then on.
 */
export const membershipPriceHistory = pgTable(
  'membership_price_history',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    membershipPrice: integer(),
    validFrom: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('membership_price_history_product').on(table.productId, table.validFrom)],
)
