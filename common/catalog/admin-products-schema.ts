import { z } from '../validation/z'
import { adminPageSchema } from '../admin/admin-page-schema'
import type { AdminPage } from '../admin/paging'
import { productFormats, type AdminProductRow, type ProductQuickEdit } from './admin-products'

/** The answer schema of an `AdminProductRow` (a row of the admin's product list). */
export const adminProductRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  format: z.enum(productFormats),
  price: z.number().int(),
  retailPrice: z.number().int(),
  stockQuantity: z.number().int(),
  infiniteQuantity: z.boolean(),
  featured: z.boolean(),
  archived: z.boolean(),
  categories: z.array(z.string()),
  updatedAt: z.string(),
}) satisfies z.ZodType<AdminProductRow>

export const adminProductPageSchema = adminPageSchema(adminProductRowSchema) satisfies z.ZodType<AdminPage<AdminProductRow>>

/** The quick edit's answer: the price and stock now saved. */
export const productQuickEditResultSchema = z.object({ price: z.number().int(), stockQuantity: z.number().int() }) satisfies z.ZodType<ProductQuickEdit>
