import { and, eq, sql } from 'drizzle-orm'
import { searchKey } from '../../common/catalog/rules'
import { slugify } from '../../common/text/slug'
import type { AttributeUnits } from '../../common/catalog/attribute-units'
import type { AttributeType } from '../../common/catalog/types'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import {
  attributeValues,
  attributes,
  categoryAttributes,
  membershipPriceHistory,
  priceHistory,
  productAttributeValues,
  productCategories,
  productCategoryLinks,
  productCategoryTranslations,
  products,
  productTranslations,
  type LocalizedText,
} from '../db/schema'
import { reindexProducts, syncListingPrice } from './catalog-index'
import { refreshPriorPrice } from './price-history'

/**
 * Catalogue writes. Every write that changes what a listing shows goes through here, so price
 * history (Omnibus) and the facet counts (ADR 007) can never drift from the products.
 */

export interface TranslationInput {
  locale: Locale
  name: string
  slug?: string
  description?: string
}

export interface NewCategory {
  siteId: number
  parentId?: number | null
  position?: number
  mediaId?: number | null
  translations: TranslationInput[]
  /** The layered navigation of the category, in panel order. */
  attributeIds?: number[]
  /** KPD 2025 code its products carry on an eRačun unless they name their own. */
  kpdCode?: string | null
}

export async function createCategory(db: Db, input: NewCategory): Promise<number> {
  let parentPath: number[] = []
  if (input.parentId) {
    const [parent] = await db.select({ path: productCategories.path }).from(productCategories).where(eq(productCategories.id, input.parentId))
    if (!parent) throw new Error(`unknown parent category ${input.parentId}`)
    parentPath = parent.path
  }
  const [row] = await db
    .insert(productCategories)
    .values({ siteId: input.siteId, parentId: input.parentId ?? null, position: input.position ?? 0, mediaId: input.mediaId ?? null, kpdCode: input.kpdCode ?? null })
    .returning({ id: productCategories.id })
  if (!row) throw new Error('category insert returned nothing')
  await db.update(productCategories).set({ path: [...parentPath, row.id] }).where(eq(productCategories.id, row.id))
  await db.insert(productCategoryTranslations).values(
    input.translations.map((t) => ({
      categoryId: row.id,
      siteId: input.siteId,
      locale: t.locale,
      name: t.name,
      slug: t.slug ?? slugify(t.name, { locale: t.locale }),
      description: t.description ?? '',
      searchText: searchKey(t.name),
    })),
  )
  if (input.attributeIds?.length) {
    await db
      .insert(categoryAttributes)
      .values(input.attributeIds.map((attributeId, position) => ({ categoryId: row.id, attributeId, position })))
  }
  return row.id
}

export interface NewAttribute {
  siteId: number
  code: string
  type: AttributeType
  label: LocalizedText
  units?: AttributeUnits
  position?: number
  values?: { label: LocalizedText; value?: string; mediaId?: number | null }[]
}

/** Creates an attribute with its values; a yes/no attribute always gets exactly 'yes' and 'no'. */
export async function createAttribute(db: Db, input: NewAttribute): Promise<{ id: number; valueIds: number[] }> {
  const [row] = await db
    .insert(attributes)
    .values({ siteId: input.siteId, code: input.code, type: input.type, label: input.label, units: input.units ?? null, position: input.position ?? 0 })
    .returning({ id: attributes.id })
  if (!row) throw new Error('attribute insert returned nothing')
  const values =
    input.type === 'yesNo'
      ? [
          { label: { hr: 'Da', en: 'Yes', de: 'Ja' }, value: 'yes' },
          { label: { hr: 'Ne', en: 'No', de: 'Nein' }, value: 'no' },
        ]
      : (input.values ?? [])
  if (values.length === 0) return { id: row.id, valueIds: [] }
  const inserted = await db
    .insert(attributeValues)
    .values(values.map((v, position) => ({ attributeId: row.id, label: v.label, value: v.value ?? '', mediaId: 'mediaId' in v ? (v.mediaId ?? null) : null, position })))
    .returning({ id: attributeValues.id })
  return { id: row.id, valueIds: inserted.map((v) => v.id) }
}

export interface ProductAttributeInput {
  attributeId: number
  valueIds?: number[]
  number?: number
  date?: Date
}

export interface NewProduct {
  siteId: number
  sku: string
  format?: 'simple' | 'configurable' | 'bundle' | 'eProduct'
  parentId?: number | null
  isVisibleIndividually?: boolean
  price: number
  retailPrice?: number
  membershipPrice?: number | null
  stockQuantity?: number
  infiniteQuantity?: boolean
  isPurchasable?: boolean
  featured?: boolean
  categoryPriority?: number
  archived?: boolean
  rating?: number
  mainCategoryId?: number | null
  /** KPD 2025 code for its eRačun lines; null takes the main category's. */
  kpdCode?: string | null
  mediaIds?: number[]
  translations: TranslationInput[]
  categoryIds?: number[]
  attributes?: ProductAttributeInput[]
  /** When the product (and its first price) appeared; defaults to now. */
  createdAt?: Date
}

/**
 * Creates a product with its first price in the history. `deferIndex` leaves the listing index to
 * one `reindexProducts` call by the caller (bulk seeding) — it must be made in the same transaction.
 */
export async function createProduct(db: Db, input: NewProduct, options: { deferIndex?: boolean } = {}): Promise<number> {
  const retailPrice = input.retailPrice ?? input.price
  const hrName = input.translations.find((t) => t.locale === 'hr')?.name ?? input.translations[0]?.name ?? input.sku
  const createdAt = input.createdAt ?? new Date()
  const [row] = await db
    .insert(products)
    .values({
      siteId: input.siteId,
      sku: input.sku,
      format: input.format ?? 'simple',
      parentId: input.parentId ?? null,
      isVisibleIndividually: input.isVisibleIndividually ?? !input.parentId,
      price: input.price,
      retailPrice,
      membershipPrice: input.membershipPrice ?? null,
      // A new product has no earlier price: nothing to announce a reduction against (ADR 046).
      priorPrice: input.price,
      discountPercent: 0,
      stockQuantity: input.stockQuantity ?? 0,
      infiniteQuantity: input.infiniteQuantity ?? false,
      isPurchasable: input.isPurchasable ?? true,
      featured: input.featured ?? false,
      categoryPriority: input.categoryPriority ?? 0,
      archived: input.archived ?? false,
      rating: input.rating ?? 0,
      mainCategoryId: input.mainCategoryId ?? input.categoryIds?.[0] ?? null,
      kpdCode: input.kpdCode ?? null,
      mediaIds: input.mediaIds ?? [],
      sortName: searchKey(hrName),
      searchText: searchKey(`${input.translations.map((t) => t.name).join(' ')} ${input.sku}`),
      createdAt,
    })
    .returning({ id: products.id })
  if (!row) throw new Error('product insert returned nothing')
  await db.insert(priceHistory).values({ productId: row.id, price: input.price, retailPrice, validFrom: createdAt })
  await db.insert(productTranslations).values(
    input.translations.map((t) => ({
      productId: row.id,
      siteId: input.siteId,
      locale: t.locale,
      name: t.name,
      slug: t.slug ?? slugify(t.name, { locale: t.locale }),
      description: t.description ?? '',
    })),
  )
  if (input.categoryIds?.length) {
    await db.insert(productCategoryLinks).values(input.categoryIds.map((categoryId) => ({ productId: row.id, categoryId })))
  }
  const attributeRows = (input.attributes ?? []).flatMap((a): (typeof productAttributeValues.$inferInsert)[] =>
    a.valueIds?.length
      ? a.valueIds.map((valueId) => ({ productId: row.id, attributeId: a.attributeId, valueId }))
      : [{ productId: row.id, attributeId: a.attributeId, numberValue: a.number ?? null, dateValue: a.date ?? null }],
  )
  if (attributeRows.length) await db.insert(productAttributeValues).values(attributeRows)
  if (!options.deferIndex) await reindexProducts(db, [row.id])
  return row.id
}

/**
 * Changes a product's price; the change is recorded in the price history with its moment, so the
 * Omnibus "lowest price in the last 30 days" is always computed, never typed in.
 */
export async function setProductPrice(
  db: Db,
  input: { productId: number; price: number; retailPrice?: number; at?: Date },
): Promise<void> {
  const [current] = await db
    .select({ price: products.price, retailPrice: products.retailPrice })
    .from(products)
    .where(eq(products.id, input.productId))
  if (!current) throw new Error(`unknown product ${input.productId}`)
  const retailPrice = input.retailPrice ?? current.retailPrice
  if (current.price === input.price && current.retailPrice === retailPrice) return
  await db
    .update(products)
    .set({ price: input.price, retailPrice, updatedAt: sql`now()` })
    .where(eq(products.id, input.productId))
  const at = input.at ?? new Date()
  await db.insert(priceHistory).values({ productId: input.productId, price: input.price, retailPrice, validFrom: at })
  await refreshPriorPrice(db, { productId: input.productId, price: input.price, at })
  await syncListingPrice(db, input.productId)
}

/**
 * §3 membershipPrice: what a logged-in member with a valid card pays (null = the normal price).
 * A change is recorded in its own history (issue 10: every price change is kept).
 */
export async function setMembershipPrice(db: Db, input: { productId: number; membershipPrice: number | null; at?: Date }): Promise<void> {
  const [current] = await db.select({ membershipPrice: products.membershipPrice }).from(products).where(eq(products.id, input.productId))
  if (!current) throw new Error(`unknown product ${input.productId}`)
  if (current.membershipPrice === input.membershipPrice) return
  await db.update(products).set({ membershipPrice: input.membershipPrice, updatedAt: sql`now()` }).where(eq(products.id, input.productId))
  await db.insert(membershipPriceHistory).values({ productId: input.productId, membershipPrice: input.membershipPrice, validFrom: input.at ?? new Date() })
}

/** Archives or restores a product; archived products leave every listing and count (§9 archived=false). */

export async function setProductArchived(db: Db, input: { productId: number; archived: boolean }): Promise<void> {
  await db.update(products).set({ archived: input.archived }).where(eq(products.id, input.productId))
  await reindexProducts(db, [input.productId])
}

/** Replaces one attribute's values on a product and keeps the facets exact. */
export async function setProductAttribute(db: Db, input: { productId: number } & ProductAttributeInput): Promise<void> {
  await db
    .delete(productAttributeValues)
    .where(and(eq(productAttributeValues.productId, input.productId), eq(productAttributeValues.attributeId, input.attributeId)))
  const rows: (typeof productAttributeValues.$inferInsert)[] = input.valueIds?.length
    ? input.valueIds.map((valueId) => ({ productId: input.productId, attributeId: input.attributeId, valueId }))
    : input.number !== undefined || input.date
      ? [{ productId: input.productId, attributeId: input.attributeId, numberValue: input.number ?? null, dateValue: input.date ?? null }]
      : []
  if (rows.length) await db.insert(productAttributeValues).values(rows)
  await reindexProducts(db, [input.productId])
}
