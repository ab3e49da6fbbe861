import { locales } from '../i18n/locales'
import { kpdCodeSchema } from './kpd-code'
import { dbIdParamSchema, dbIdSchema } from '../validation/numbers'
import { z } from '../validation/z'

/**
 * Issue 10 point 6: the product-list and product-categories modals of edit mode. One schema per
 * payload, shared by the editor's forms and the API, so both refuse the same input.
 */

/** 1.000.000,00 € in cents: above it a typo is far likelier than a real price. */
export const MAX_PRICE_CENTS = 100_000_000
export const MAX_STOCK = 1_000_000
export const PRODUCT_EDIT_PAGE_SIZE = 20

const centsSchema = z.number().int().min(0).max(MAX_PRICE_CENTS)

export const productTextSchema = z.object({
  name: z.string().trim().min(1).max(200),
  /** Rich text (sanitised HTML on the server). */
  description: z.string().max(50_000),
})
export type ProductText = z.infer<typeof productTextSchema>

export const productUpdateSchema = z.object({
  /** The `version` the editor loaded; someone else's save since then refuses this one (409). */
  version: z.string().min(1).max(40),
  /** hr is the source; en and de are optional and left as they are when missing. */
  translations: z.object({ hr: productTextSchema, en: productTextSchema.optional(), de: productTextSchema.optional() }),
  price: centsSchema,
  retailPrice: centsSchema,
  membershipPrice: centsSchema.nullable(),
  stockQuantity: z.number().int().min(0).max(MAX_STOCK),
  infiniteQuantity: z.boolean(),
  featured: z.boolean(),
  mediaIds: z.array(dbIdSchema).max(30),
  categoryIds: z.array(dbIdSchema).max(100),
  /** KPD 2025 code for its eRačun lines (null: the main category's); absent leaves it as it is. */
  kpdCode: kpdCodeSchema.optional(),
})
export type ProductUpdate = z.infer<typeof productUpdateSchema>

export const productListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  categoryId: dbIdParamSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  language: z.enum(locales).optional(),
})

const categoryNameSchema = z.string().trim().max(120)
export const categoryNamesSchema = z.object({
  hr: categoryNameSchema.min(1),
  en: categoryNameSchema.optional(),
  de: categoryNameSchema.optional(),
})

/** KPD 2025 code of the category's products (null: none, the parent's applies); absent leaves it as it is. */
const categoryKpdSchema = kpdCodeSchema.optional()

export const categoryCreateSchema = z.object({ names: categoryNamesSchema, parentId: dbIdSchema.nullable(), kpdCode: categoryKpdSchema })
export const categoryUpdateSchema = z.object({
  names: categoryNamesSchema,
  parentId: dbIdSchema.nullable(),
  kpdCode: categoryKpdSchema,
  /** Index among the new parent's children (0 = first). */
  position: z.number().int().min(0).max(10_000),
})

/** A product as the product-list modal lists it. */
export interface ProductEditRow {
  id: number
  sku: string
  name: string
  price: number
  stockQuantity: number
  infiniteQuantity: boolean
  featured: boolean
  thumbnail: string | null
}

/** A product with every field the product editor changes, texts in every language. */
export interface EditableProduct {
  id: number
  sku: string
  format: string
  version: string
  price: number
  retailPrice: number
  membershipPrice: number | null
  stockQuantity: number
  infiniteQuantity: boolean
  featured: boolean
  mediaIds: number[]
  categoryIds: number[]
  kpdCode: string | null
  translations: Partial<Record<(typeof locales)[number], ProductText & { slug: string }>>
}

/** A category as the product-categories modal shows it (a flat list; parentId/position make the tree). */
export interface EditableCategory {
  id: number
  parentId: number | null
  position: number
  names: Partial<Record<(typeof locales)[number], string>>
  kpdCode: string | null
}

/** Euros as an editor types them ("1.234,50", "12,5", "12") → cents; null when it is not a price. */
export function parseEuroInput(text: string): number | null {
  const compact = text.replace(/\s|€/g, '')
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(compact)) return null
  const [whole = '0', fraction = ''] = compact.replace(/\./g, '').split(',')
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(cents) && cents <= MAX_PRICE_CENTS ? cents : null
}

/** Cents → the text the price field shows ("1234,50"). */
export function centsToEuroInput(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`
}
