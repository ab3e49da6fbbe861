/** Catalogue business rules of §9 shared by server and browser. */

/** §9 sort options; `newest` is the default. */
export const sortOptions = [
  'newest',
  'oldest',
  'priceAsc',
  'priceDesc',
  'nameAsc',
  'nameDesc',
  'priorityAsc',
  'priorityDesc',
] as const
export type SortOption = (typeof sortOptions)[number]
export const defaultSort: SortOption = 'newest'

/** §9 page sizes of the category page; the API's own default limit is 10. */
export const pageSizes = [12, 24] as const
export const defaultPageSize = 12
export const defaultApiLimit = 10
export const maxApiLimit = 100
/** The last page a list is asked for; a larger page number is clamped to it (and then to the last real page). */
export const maxPage = 1_000_000
export const pagerWindow = 9

/** §9: the two configurable service products whose stock is not corrected. */
export const stockExemptSlugs = ['usluga-montaze', 'usluga-dizajna-interijera'] as const

export interface StockInput {
  format: 'simple' | 'configurable' | 'bundle' | 'eProduct'
  stockQuantity: number
  infiniteQuantity: boolean
  slug: string
}

/** §9: stock shown is actual − 2 (min 0); infinite stock is unlimited (null); bundles and service slugs are exempt. */
export function displayedStock(input: StockInput): number | null {
  if (input.infiniteQuantity) return null
  if (input.format === 'bundle' || (stockExemptSlugs as readonly string[]).includes(input.slug)) {
    return Math.max(0, input.stockQuantity)
  }
  return Math.max(0, input.stockQuantity - 2)
}

/** §9: discount percent rounded to an integer; 0 when the price is not below the retail price. */
export function discountPercent(price: number, retailPrice: number): number {
  if (retailPrice <= 0 || price >= retailPrice) return 0
  return Math.round(((retailPrice - price) / retailPrice) * 100)
}

/**
 * The search key of a text: 'cevapi' finds 'ćevapi'. The database stores names in this form.
 */
export { foldToAscii as searchKey } from '../text/slug'

/**
 * What a bundle saves against buying its parts one by one at their listed prices, or null when it
 * saves nothing. A configurable part counts at its "from" price, so the saving shown is never more
 * than the buyer really saves.
 */
export function bundleSaving(price: number, parts: readonly { price: number; quantity: number }[]): { separately: number; saving: number } | null {
  const separately = parts.reduce((sum, part) => sum + part.price * part.quantity, 0)
  return separately > price ? { separately, saving: separately - price } : null
}
