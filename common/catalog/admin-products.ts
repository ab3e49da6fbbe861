import { adminPagingSchema } from '../admin/paging'
import { dbIdParamSchema } from '../validation/numbers'
import { z } from '../validation/z'
import { MAX_PRICE_CENTS, MAX_STOCK } from './product-edit'

/**
 * Issue 14 point 3, the admin's product list (`/admin/products`, `/api/v1/backoffice/catalog/products`).
 * One schema per payload, shared by the admin page, the API and the service.
 */

/**
 * At or below this many pieces (and above zero) a product counts as low on stock: the list's
 * "low stock" filter and its warning use it. A constant, not a site option: one number for the
 * shop's owner to learn, changed in code review like the other business constants of §9.
 */
export const LOW_STOCK_THRESHOLD = 5

export const adminProductSorts = ['name', 'price', 'stock', 'updated'] as const
export const adminProductStockFilters = ['in', 'low', 'out'] as const
export const adminProductStatuses = ['published', 'archived'] as const
export const productFormats = ['simple', 'configurable', 'bundle', 'eProduct'] as const

/** The list's filters (query string); the API refuses a bad value (400), the page falls back to "any". */
export const adminProductFilterSchema = z.object({
  q: z.string().trim().max(100).optional(),
  categoryId: dbIdParamSchema.optional(),
  format: z.enum(productFormats).optional(),
  status: z.enum(adminProductStatuses).optional(),
  stock: z.enum(adminProductStockFilters).optional(),
  featured: z.enum(['yes', 'no']).optional(),
  sort: z.enum(adminProductSorts).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
})

export const adminProductQuerySchema = adminProductFilterSchema.extend(adminPagingSchema.shape)
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>

/** Quick edit from the list: the selling price (cents, into the price history) and the stock. */
export const productQuickEditSchema = z.object({
  price: z.number().int().min(0).max(MAX_PRICE_CENTS),
  stockQuantity: z.number().int().min(0).max(MAX_STOCK),
})
export type ProductQuickEdit = z.infer<typeof productQuickEditSchema>

/** A product as the admin list shows it. */
export interface AdminProductRow {
  id: number
  sku: string
  name: string
  slug: string
  format: (typeof productFormats)[number]
  price: number
  retailPrice: number
  stockQuantity: number
  infiniteQuantity: boolean
  featured: boolean
  archived: boolean
  categories: string[]
  updatedAt: string
}

/** Which stock band a product is in ("low" is 1..LOW_STOCK_THRESHOLD pieces). */
export function stockBand(row: Pick<AdminProductRow, 'stockQuantity' | 'infiniteQuantity'>): (typeof adminProductStockFilters)[number] {
  if (row.infiniteQuantity || row.stockQuantity > LOW_STOCK_THRESHOLD) return 'in'
  return row.stockQuantity > 0 ? 'low' : 'out'
}
