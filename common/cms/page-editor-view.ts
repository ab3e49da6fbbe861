import { z } from '../validation/z'
import { pageStatuses, type PageStatus } from './page-status'
import type { SectionData } from './section'
import { sectionDataSchema } from './section-data-schema'
import { sectionRefsSchema } from './section-refs'

/** A page as edit mode sees it: the working copy (draft, else the published content). */
export interface EditablePage {
  id: number
  locale: string
  slug: string
  translationGroup: string
  status: PageStatus
  version: number
  hasDraft: boolean
  title: string
  sections: SectionData[]
}

export interface RevisionSummary {
  id: number
  version: number
  title: string
  publishedAt: string
  publishedBy: string | null
}

export interface Revision extends RevisionSummary {
  sections: SectionData[]
}

export const editablePageSchema = z.object({
  id: z.number().int(),
  locale: z.string(),
  slug: z.string(),
  translationGroup: z.string(),
  status: z.enum(pageStatuses),
  version: z.number().int(),
  hasDraft: z.boolean(),
  title: z.string(),
  sections: z.array(sectionDataSchema),
}) satisfies z.ZodType<EditablePage>

/** What page/editable, draft, publish, discard and restore answer: the page and what its sections refer to. */
export const editablePageWithRefsSchema = z.object({ page: editablePageSchema, refs: sectionRefsSchema })

export const revisionSummarySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
}) satisfies z.ZodType<RevisionSummary>

export const revisionSchema = revisionSummarySchema.extend({ sections: z.array(sectionDataSchema) }) satisfies z.ZodType<Revision>

/** One row of page/list: the pages of a language for the editor. */
export const editorPageListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  translationGroup: z.string(),
  status: z.enum(pageStatuses),
})
