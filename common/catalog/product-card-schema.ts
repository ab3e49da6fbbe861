import { z } from 'zod'
import { mediaViewSchema } from '../media/media-view-schema'
import type { Pagination } from '../http/envelope'
import type { ProductCard, ProductList } from './types'

export const productFormatSchema = z.enum(['simple', 'configurable', 'bundle', 'eProduct'])

/** The answer schema of a `ProductCard` (list tiles, cross-sells). */
export const productCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  format: productFormatSchema,
  price: z.number(),
  basicPrice: z.number(),
  membershipPrice: z.number().nullable(),
  type: z.enum(['physical', 'digital']),
  infiniteQuantity: z.boolean(),
  retailPrice: z.number(),
  priorPrice: z.number(),
  discount: z.number(),
  featured: z.boolean(),
  media: mediaViewSchema.nullable(),
  stockQuantity: z.number().nullable(),
  available: z.boolean(),
  isPurchasable: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
}) satisfies z.ZodType<ProductCard>

export const paginationSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
}) satisfies z.ZodType<Pagination>

/** §7 product lists (web/filter, tag/filter). */
export const productListSchema = z.object({ records: z.array(productCardSchema), pagination: paginationSchema }) satisfies z.ZodType<ProductList>

/** §7 checkBundles: the bundles a product is part of. */
export const productBundlesSchema = z.object({ isInBundle: z.boolean(), bundles: z.array(productCardSchema) })
