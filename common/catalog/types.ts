import type { MediaView } from '../media/sizes'
import type { Pagination } from '../http/envelope'
import type { SortOption } from './rules'

export type ProductFormat = 'simple' | 'configurable' | 'bundle' | 'eProduct'
export type AttributeType = 'dropdown' | 'number' | 'multiSelect' | 'textSwatch' | 'visualSwatch' | 'yesNo' | 'date' | 'dateTime'

/** A product in a listing (grid tile, search result, cross-sell). */
export interface ProductCard {
  id: number
  slug: string
  name: string
  sku: string
  format: ProductFormat
  price: number
  /** §3 name (ADR 066): the selling price without member pricing; the same number as `price`. */
  basicPrice: number
  /** §3: what a member with a valid card pays; null = the normal price. The same for every visitor. */
  membershipPrice: number | null
  /** §3 type: what is delivered — `digital` for an eProduct (the cart's digitalOnly), else `physical`. */
  type: 'physical' | 'digital'
  infiniteQuantity: boolean
  retailPrice: number
  /** Omnibus prior price (ADR 046): what a reduction is shown against; `discount` is measured from it. */
  priorPrice: number
  discount: number
  featured: boolean
  media: MediaView | null
  stockQuantity: number | null
  available: boolean
  isPurchasable: boolean
  /** Average of the published reviews (0 without any) and how many there are. */
  rating: number
  reviewCount: number
}

/** §3 layered filter: one attribute of the filter panel with its values and counts. */
export interface LayeredFilter {
  attributeID: number
  attributeCode: string
  label: string
  type: AttributeType
  unit: string | null
  /** §3: each value carries minValue/maxValue too — [n, n] for a numeric option, else the filter's (ADR 066). */
  values: { id: number; valueLabel: string; value: string; totalProducts: number; minValue: number | null; maxValue: number | null }[]
  minValue: number | null
  maxValue: number | null
}

export interface AttributeValueView {
  id: number
  value: string
  valueLabel: string
  isMedia: boolean
  shopDefault: boolean
}

/** §3 attributeSet: one attribute of the product with its value(s), typed as the attribute is. */
export interface ProductAttributeSetEntry {
  attributeCode: string
  label: string
  inputType: AttributeType
  unit: string | null
  values: { id: number | null; value: string; valueLabel: string }[]
}

export interface ProductDetail extends ProductCard {
  attributeSet: ProductAttributeSetEntry[]
  description: string
  gallery: MediaView[]
  /** EU Omnibus: the lowest price of the 30 days before the current price took effect, from price history. */
  lowestPrice30Days: number
  categoryPriority: number
  breadcrumbs: { name: string; slug: string }[]
  attributes: { code: string; label: string; value: string }[]
  /** §3: a text or number personalisation; `custom_option_values` names it as the spec's clients read it. */
  customOptions: { id: number; option_type: 'text' | 'number'; label: string; isRequired: boolean; custom_option_values: { label: string }[] }[]
  associatedProductsAttributes: {
    attributeCode: string
    label: string
    inputType: AttributeType
    values: AttributeValueView[]
  }[]
  /** Variants of a configurable product: which value of each attribute they carry. */
  associatedProducts: (ProductCard & { attributeValues: Record<string, number> })[]
  bundles: (ProductCard & { quantity: number })[]
  crossSellProducts: ProductCard[]
  tags: { slug: string; label: string }[]
}

export interface CategoryView {
  id: number
  parentId: number | null
  name: string
  slug: string
  description: string
  image: MediaView | null
  sortTypes: readonly SortOption[]
  sortDefaultType: SortOption
  productCount: number
  children?: CategoryView[]
}

export interface ProductList {
  records: ProductCard[]
  pagination: Pagination
}

export const searchCategories = ['pages', 'products', 'posts', 'productCategories'] as const
export type SearchCategory = (typeof searchCategories)[number]

/** §3 search result: title or name, media or image. */
export interface SearchResult {
  id: number
  title: string
  url: string
  image: MediaView | null
  score: number
  /** A product hit's price, as its card shows it; other hits have none. */
  price?: Pick<ProductCard, 'price' | 'priorPrice' | 'discount'>
}
