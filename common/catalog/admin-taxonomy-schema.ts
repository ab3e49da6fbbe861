import { z } from '../validation/z'
import { kpdCodeAnswerSchema } from './kpd-code-schema'
import type { AdminCategoryRow, AdminTagRow } from './admin-taxonomy'

/** A name in Croatian and, where given, English and German (tags, attributes and their values). */
export const adminLabelSchema = z.object({ hr: z.string(), en: z.string().optional(), de: z.string().optional() })

/** The answer schema of an `AdminTagRow`. */
export const adminTagRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: adminLabelSchema,
  productCount: z.number().int(),
}) satisfies z.ZodType<AdminTagRow>

export const adminTagListSchema = z.object({ records: z.array(adminTagRowSchema) })

/** The answer schema of an `AdminCategoryRow` (the admin's tree, depth-first). */
export const adminCategoryRowSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  depth: z.number().int(),
  names: z.object({ hr: z.string().optional(), en: z.string().optional(), de: z.string().optional() }),
  kpdCode: kpdCodeAnswerSchema.nullable(),
  productCount: z.number().int(),
  childCount: z.number().int(),
}) satisfies z.ZodType<AdminCategoryRow>

export const adminCategoryTreeSchema = z.object({ records: z.array(adminCategoryRowSchema) })
