import { adminPagingSchema } from '../admin/paging'
import { dbIdSchema } from '../validation/numbers'
import { z } from '../validation/z'
import { attributeUnitsSchema, type AttributeUnits } from './attribute-units'
import type { AttributeType } from './types'

/** Issue 14 point 3: the admin's attributes (layered-navigation facets) and their values. */
export const attributeTypes = ['dropdown', 'multiSelect', 'textSwatch', 'visualSwatch', 'yesNo', 'number', 'date', 'dateTime'] as const satisfies readonly AttributeType[]

/** Types whose products pick from a list of values; the others hold a number or a date (range filters). */
export const optionAttributeTypes: readonly AttributeType[] = ['dropdown', 'multiSelect', 'textSwatch', 'visualSwatch', 'yesNo']

const labelSchema = z.string().trim().max(80)
const localizedLabelSchema = z.object({ hr: labelSchema.min(1), en: labelSchema.optional(), de: labelSchema.optional() })
const positionSchema = z.number().int().min(0).max(10_000)

export const attributeSaveSchema = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/),
  type: z.enum(attributeTypes),
  label: localizedLabelSchema,
  units: attributeUnitsSchema.optional(),
  isFilterable: z.boolean(),
  position: positionSchema,
})
export type AttributeSave = z.infer<typeof attributeSaveSchema>

export const attributeValueSaveSchema = z.object({
  label: localizedLabelSchema,
  /** The value's code: a CSS colour for visual swatches, the short text for text swatches. */
  value: z.string().trim().max(60),
  position: positionSchema,
})
export type AttributeValueSave = z.infer<typeof attributeValueSaveSchema>

/** The categories whose filter panel offers the attribute (`category_attributes`). */
export const attributeCategoriesSchema = z.object({ categoryIds: z.array(dbIdSchema).max(1000) })
export type AttributeCategories = z.infer<typeof attributeCategoriesSchema>

export const adminAttributeQuerySchema = adminPagingSchema.extend({ q: z.string().trim().max(80).optional() })
export type AdminAttributeQuery = z.infer<typeof adminAttributeQuerySchema>

export interface AdminAttributeRow {
  id: number
  code: string
  type: AttributeType
  label: { hr: string; en?: string; de?: string }
  units: AttributeUnits | null
  isFilterable: boolean
  position: number
  valueCount: number
  productCount: number
}

export interface AdminAttributeValueRow {
  id: number
  label: { hr: string; en?: string; de?: string }
  value: string
  position: number
  productCount: number
}

export interface AdminAttributeDetail {
  attribute: AdminAttributeRow
  values: AdminAttributeValueRow[]
  categoryIds: number[]
}
