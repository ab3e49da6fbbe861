import { z } from '../validation/z'
import type { SectionData } from './section'

/** A stored section as answers carry it; its parts and options are free-form per section type. */
export const sectionDataSchema = z.object({
  id: z.string(),
  handler: z.string(),
  parts: z.record(z.string(), z.unknown()),
  options: z.record(z.string(), z.unknown()),
  mobileOptions: z.record(z.string(), z.unknown()),
  meta: z.object({ label: z.string().optional(), masterId: z.number().int().optional() }),
}) satisfies z.ZodType<SectionData>
