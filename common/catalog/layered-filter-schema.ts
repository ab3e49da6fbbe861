import { z } from '../validation/z'
import { attributeTypes } from './admin-attributes'
import type { LayeredFilter } from './types'

/** The answer schema of one §3 `LayeredFilter` (layered/navigation answers a list of them). */
export const layeredFilterSchema = z.object({
  attributeID: z.number().int(),
  attributeCode: z.string(),
  label: z.string(),
  type: z.enum(attributeTypes),
  unit: z.string().nullable(),
  values: z.array(
    z.object({
      id: z.number().int(),
      valueLabel: z.string(),
      value: z.string(),
      totalProducts: z.number().int(),
      minValue: z.number().nullable(),
      maxValue: z.number().nullable(),
    }),
  ),
  minValue: z.number().nullable(),
  maxValue: z.number().nullable(),
}) satisfies z.ZodType<LayeredFilter>
