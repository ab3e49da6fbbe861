import { z } from '../validation/z'

/** Issue 14 point 3: the admin's tags (categories reuse ADR 018's schemas in product-edit.ts). */
const labelSchema = z.string().trim().max(80)

export const tagSaveSchema = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  label: z.object({ hr: labelSchema.min(1), en: labelSchema.optional(), de: labelSchema.optional() }),
})
export type TagSave = z.infer<typeof tagSaveSchema>

export interface AdminTagRow {
  id: number
  slug: string
  label: { hr: string; en?: string; de?: string }
  productCount: number
}

/** A category in the admin's tree: its names, parent, position and what it holds. */
export interface AdminCategoryRow {
  id: number
  parentId: number | null
  position: number
  depth: number
  names: { hr?: string; en?: string; de?: string }
  /** KPD 2025 code of its products' eRačun lines, unless a product names its own. */
  kpdCode: string | null
  productCount: number
  childCount: number
}
