import { z } from '../validation/z'
import { MAX_PRICE_CENTS, MAX_STOCK } from './product-edit'

/**
 * Issue 14 point 3: the product CSV (import and export share it). SKU is the key: a known SKU
 * updates that product, an unknown one creates it. Documented in docs/decisions/027.
 *
 * | column       | meaning                                                        |
 * |--------------|----------------------------------------------------------------|
 * | sku          | required, the key (letters, digits, `-_.`, ≤ 64)               |
 * | name_hr      | required, the Croatian name                                    |
 * | name_en/_de  | optional names; empty keeps the existing one                   |
 * | price        | required, euros with comma or dot ("12,50", "1.234,50", "12.5")|
 * | retail_price | the regular price (empty: the price, i.e. no discount)         |
 * | member_price | member price (empty: none)                                     |
 * | stock        | pieces in stock, a whole number (empty: 0)                     |
 * | categories   | category slugs (any language) separated by `|`                 |
 * | published    | 1/0, da/ne, yes/no, true/false (empty: 1)                      |
 *
 * A column left out of the file leaves that field of existing products as it is.
 */
export const productCsvColumns = ['sku', 'name_hr', 'name_en', 'name_de', 'price', 'retail_price', 'member_price', 'stock', 'categories', 'published'] as const
export type ProductCsvColumn = (typeof productCsvColumns)[number]
export const requiredProductCsvColumns: readonly ProductCsvColumn[] = ['sku', 'name_hr', 'price']

/** Imports are refused above this many rows (and the upload route above 20 MB). */
export const MAX_IMPORT_ROWS = 20_000
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024

/**
 * Euros as a spreadsheet writes them → cents: "12", "12,5", "12.50", "1.234,50", "1,234.50".
 * A separator followed by exactly three digits is a thousands separator; null when not a price.
 */
export function parseCsvEuros(text: string): number | null {
  const compact = text.replace(/[\s\u00a0€]/g, '')
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact)
  const dotGroups = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(compact)
  const commaGroups = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(compact)
  const match = plain ?? dotGroups ?? commaGroups
  if (!match) return null
  const whole = (match[1] ?? '').replace(/[.,]/g, '')
  const fraction = match[2] ?? ''
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(cents) && cents <= MAX_PRICE_CENTS ? cents : null
}

/** Cents as the export writes them ("1234.50"): a dot, no grouping, read back by any spreadsheet. */
export function centsToCsvEuros(cents: number): string {
  return (cents / 100).toFixed(2)
}

const yes = ['1', 'da', 'yes', 'true', 'ja']
const no = ['0', 'ne', 'no', 'false', 'nein']

const optionalName = z.string().trim().max(200, { message: 'catalog.import.error.nameTooLong' }).optional()

/**
 * One CSV row (cells by column name, already trimmed) → what the import writes. Issue messages are
 * admin message keys, shown translated with the row number. `undefined` means "leave as it is".
 */
export const productCsvRowSchema = z
  .object({
    sku: z
      .string()
      .trim()
      .min(1, { message: 'catalog.import.error.skuMissing' })
      .max(64, { message: 'catalog.import.error.skuInvalid' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { message: 'catalog.import.error.skuInvalid' }),
    name_hr: z.string().trim().min(1, { message: 'catalog.import.error.nameMissing' }).max(200, { message: 'catalog.import.error.nameTooLong' }),
    name_en: optionalName,
    name_de: optionalName,
    price: z.string(),
    retail_price: z.string().optional(),
    member_price: z.string().optional(),
    stock: z.string().optional(),
    categories: z.string().optional(),
    published: z.string().optional(),
  })
  .transform((cells, ctx) => {
    const money = (text: string | undefined, key: string, column: ProductCsvColumn, fallback: number | null) => {
      if (text === undefined) return undefined
      if (text.trim() === '') return fallback
      const cents = parseCsvEuros(text)
      if (cents === null) ctx.addIssue({ code: 'custom', message: key, path: [column] })
      return cents
    }
    const price = money(cells.price, 'catalog.import.error.price', 'price', null) ?? 0
    if (cells.price.trim() === '') ctx.addIssue({ code: 'custom', message: 'catalog.import.error.price', path: ['price'] })
    const retailPrice = money(cells.retail_price, 'catalog.import.error.retailPrice', 'retail_price', price)
    if (typeof retailPrice === 'number' && retailPrice < price) {
      ctx.addIssue({ code: 'custom', message: 'catalog.import.error.retailBelowPrice', path: ['retail_price'] })
    }
    const membershipPrice = money(cells.member_price, 'catalog.import.error.memberPrice', 'member_price', null)
    let stockQuantity: number | undefined
    if (cells.stock !== undefined) {
      const text = cells.stock.trim()
      stockQuantity = text === '' ? 0 : Number(text)
      if (!/^\d+$/.test(text || '0') || stockQuantity > MAX_STOCK) {
        ctx.addIssue({ code: 'custom', message: 'catalog.import.error.stock', path: ['stock'] })
      }
    }
    let published: boolean | undefined
    if (cells.published !== undefined) {
      const text = cells.published.trim().toLowerCase()
      if (text === '' || yes.includes(text)) published = true
      else if (no.includes(text)) published = false
      else ctx.addIssue({ code: 'custom', message: 'catalog.import.error.published', path: ['published'] })
    }
    const categorySlugs =
      cells.categories === undefined
        ? undefined
        : [...new Set(cells.categories.split('|').map((slug) => slug.trim().toLowerCase()).filter(Boolean))]
    return {
      sku: cells.sku,
      names: { hr: cells.name_hr, en: cells.name_en || undefined, de: cells.name_de || undefined },
      price,
      retailPrice: retailPrice ?? undefined,
      membershipPrice: membershipPrice === undefined ? undefined : membershipPrice,
      stockQuantity,
      categorySlugs,
      published,
    }
  })
export type ProductCsvRow = z.output<typeof productCsvRowSchema>

/** A problem found in the file: its row number as a spreadsheet shows it (header = row 1). */
export interface ImportRowError {
  row: number
  column: string | null
  messageKey: string
  params?: Record<string, string | number>
  /** The message in the admin's language. */
  message: string
}

/** What the dry run answers: how many rows would create or update products, and every problem. */
export interface ImportDryRun {
  rows: number
  creates: number
  updates: number
  errors: ImportRowError[]
}

export interface ImportJobStatus {
  id: string
  state: 'running' | 'done' | 'failed'
  processed: number
  total: number
  created: number
  updated: number
  priceChanges: number
  errors: ImportRowError[]
}

export const importModeSchema = z.object({ mode: z.enum(['dryRun', 'import']) })
export const importJobIdSchema = z.string().regex(/^[a-f0-9-]{36}$/)
