import { z } from '../validation/z'
import { pageStatuses } from './page-status'
import { sectionDataSchema } from './section-data-schema'
import { sectionRefsSchema } from './section-refs'

/** A published page as visitors get it: never its draft. Dates are ISO strings. */
export const publishedPageSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  locale: z.string(),
  translationGroup: z.string(),
  slug: z.string(),
  title: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  status: z.enum(pageStatuses),
  sections: z.array(sectionDataSchema),
  version: z.number().int(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

/** page/get: the page and what its sections refer to. */
export const publishedPageWithRefsSchema = z.object({ page: publishedPageSchema, refs: sectionRefsSchema })
