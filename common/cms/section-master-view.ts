import { z } from '../validation/z'
import type { SectionData } from './section'
import { sectionDataSchema } from './section-data-schema'

export interface MasterSummary {
  id: number
  title: string
  handler: string
  hasDraft: boolean
}

/** A page that shows a master (published or in its draft), for the delete warning. */
export interface MasterUsage {
  id: number
  locale: string
  slug: string
  title: string
}

/** master/list: each master with its working copy (the draft, else the published section). */
export const masterListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  handler: z.string(),
  hasDraft: z.boolean(),
  section: sectionDataSchema,
}) satisfies z.ZodType<MasterSummary & { section: SectionData }>

/** master/create: the new master, its section marked with the master's id. */
export const masterCreatedSchema = z.object({ id: z.number().int(), title: z.string(), section: sectionDataSchema })

export const masterUsageSchema = z.object({
  id: z.number().int(),
  locale: z.string(),
  slug: z.string(),
  title: z.string(),
}) satisfies z.ZodType<MasterUsage>
