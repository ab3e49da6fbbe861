import { z } from '../validation/z'
import type { ListResult } from '../http/envelope'
import { mediaViewSchema } from '../media/media-view-schema'
import { kpdCodeAnswerSchema } from './kpd-code-schema'
import { productFormatSchema, paginationSchema } from './product-card-schema'
import type { EditableCategory, EditableProduct, ProductEditRow } from './product-edit'

const productEditRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  price: z.number().int(),
  stockQuantity: z.number().int(),
  infiniteQuantity: z.boolean(),
  featured: z.boolean(),
  thumbnail: z.string().nullable(),
}) satisfies z.ZodType<ProductEditRow>

/** The product-list modal's page of `ProductEditRow`s. */
export const productEditListSchema = z.object({ records: z.array(productEditRowSchema), pagination: paginationSchema }) satisfies z.ZodType<
  ListResult<ProductEditRow>
>

const productTextAnswerSchema = z.object({ name: z.string(), description: z.string(), slug: z.string() })

/** The answer schema of an `EditableProduct`. */
export const editableProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  format: productFormatSchema,
  version: z.string(),
  price: z.number().int(),
  retailPrice: z.number().int(),
  membershipPrice: z.number().int().nullable(),
  stockQuantity: z.number().int(),
  infiniteQuantity: z.boolean(),
  featured: z.boolean(),
  mediaIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
  kpdCode: kpdCodeAnswerSchema.nullable(),
  translations: z.object({ hr: productTextAnswerSchema.optional(), en: productTextAnswerSchema.optional(), de: productTextAnswerSchema.optional() }),
}) satisfies z.ZodType<EditableProduct>

/** The product editor's payload: the product and its images as the preview shows them. */
export const editorProductSchema = z.object({ product: editableProductSchema, media: z.array(mediaViewSchema) })

/** The answer schema of an `EditableCategory` (the product-categories modal, and the admin's category saves). */
export const editableCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  names: z.object({ hr: z.string().optional(), en: z.string().optional(), de: z.string().optional() }),
  kpdCode: kpdCodeAnswerSchema.nullable(),
}) satisfies z.ZodType<EditableCategory>

export const editableCategoryListSchema = z.object({ records: z.array(editableCategorySchema) })
