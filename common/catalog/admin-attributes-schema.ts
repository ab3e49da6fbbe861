import { z } from '../validation/z'
import { adminPageSchema } from '../admin/admin-page-schema'
import type { AdminPage } from '../admin/paging'
import { attributeTypes, type AdminAttributeDetail, type AdminAttributeRow, type AdminAttributeValueRow } from './admin-attributes'
import { adminLabelSchema } from './admin-taxonomy-schema'

/** The answer schema of an `AdminAttributeRow`. */
export const adminAttributeRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(attributeTypes),
  label: adminLabelSchema,
  units: z.object({ hr: z.string().optional(), en: z.string().optional(), de: z.string().optional() }).nullable(),
  isFilterable: z.boolean(),
  position: z.number().int(),
  valueCount: z.number().int(),
  productCount: z.number().int(),
}) satisfies z.ZodType<AdminAttributeRow>

export const adminAttributePageSchema = adminPageSchema(adminAttributeRowSchema) satisfies z.ZodType<AdminPage<AdminAttributeRow>>

const adminAttributeValueRowSchema = z.object({
  id: z.number().int(),
  label: adminLabelSchema,
  value: z.string(),
  position: z.number().int(),
  productCount: z.number().int(),
}) satisfies z.ZodType<AdminAttributeValueRow>

/** The answer schema of an `AdminAttributeDetail`: the attribute, its values and the categories offering it. */
export const adminAttributeDetailSchema = z.object({
  attribute: adminAttributeRowSchema,
  values: z.array(adminAttributeValueRowSchema),
  categoryIds: z.array(z.number().int()),
}) satisfies z.ZodType<AdminAttributeDetail>
