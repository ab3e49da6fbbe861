import type { ProductKind } from './product-art'
import type { ProductNames } from './catalog-data'

/**
 * An attribute value by the attribute's code: an option's key (or keys, for a multi-select), a
 * number in the attribute's unit, yes/no, or a date.
 */
export type AttributeSpec = Record<string, string | string[] | number | boolean | Date>

/** One curated demo product: what it is, what it costs, and the words and values that describe it. */
export interface DemoProduct {
  category: string
  name: ProductNames
  /** What its picture shows. */
  kind: ProductKind
  /** In euro cents, VAT included. */
  price: number
  attrs: AttributeSpec
  /** The sentences that describe this product; the category's closing sentence follows them. */
  about: ProductNames
  stock?: number
  infinite?: boolean
  featured?: boolean
  /** A real reduction (Omnibus): the price was cut by `percent` `daysAgo` days ago, after months at the full price. */
  reduction?: { percent: number; daysAgo: number }
}

/** Shorthand for the product tables: names and description in hr, en and de. */
export const text = (hr: string, en: string, de: string): ProductNames => ({ hr, en, de })
