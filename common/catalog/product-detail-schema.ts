import { z } from '../validation/z'
import { mediaViewSchema } from '../media/media-view-schema'
import { attributeTypes } from './admin-attributes'
import { productCardSchema } from './product-card-schema'
import type { ProductDetail } from './types'

const attributeTypeSchema = z.enum(attributeTypes)

/** The answer schema of a §3 `ProductDetail` (product/web/get): the card plus the product page's parts. */
export const productDetailSchema = productCardSchema.extend({
  attributeSet: z.array(
    z.object({
      attributeCode: z.string(),
      label: z.string(),
      inputType: attributeTypeSchema,
      unit: z.string().nullable(),
      values: z.array(z.object({ id: z.number().int().nullable(), value: z.string(), valueLabel: z.string() })),
    }),
  ),
  description: z.string(),
  gallery: z.array(mediaViewSchema),
  lowestPrice30Days: z.number().int(),
  categoryPriority: z.number().int(),
  breadcrumbs: z.array(z.object({ name: z.string(), slug: z.string() })),
  attributes: z.array(z.object({ code: z.string(), label: z.string(), value: z.string() })),
  customOptions: z.array(
    z.object({
      id: z.number().int(),
      option_type: z.enum(['text', 'number']),
      label: z.string(),
      isRequired: z.boolean(),
      custom_option_values: z.array(z.object({ label: z.string() })),
    }),
  ),
  associatedProductsAttributes: z.array(
    z.object({
      attributeCode: z.string(),
      label: z.string(),
      inputType: attributeTypeSchema,
      values: z.array(z.object({ id: z.number().int(), value: z.string(), valueLabel: z.string(), isMedia: z.boolean(), shopDefault: z.boolean() })),
    }),
  ),
  associatedProducts: z.array(productCardSchema.extend({ attributeValues: z.record(z.string(), z.number().int()) })),
  bundles: z.array(productCardSchema.extend({ quantity: z.number().int() })),
  crossSellProducts: z.array(productCardSchema),
  tags: z.array(z.object({ slug: z.string(), label: z.string() })),
}) satisfies z.ZodType<ProductDetail>
