import { z } from 'zod'
import { paginationSchema } from '../catalog/product-card-schema'
import { documentVisibilities, type DocumentView, type SiteDocumentView } from './view'

export const siteDocumentViewSchema = z.object({
  id: z.number().int(),
  type: z.literal('site'),
  title: z.string(),
  category: z.string(),
  visibility: z.enum(documentVisibilities),
  mime: z.string(),
  size: z.number().int(),
  fileName: z.string(),
  url: z.string(),
  sortOrder: z.number().int(),
}) satisfies z.ZodType<SiteDocumentView>

/** One of a member's order documents (confirmation, invoice, storno). */
export const memberDocumentViewSchema = z.object({
  id: z.number().int(),
  type: z.enum(['order_confirmation', 'invoice', 'storno']),
  title: z.string(),
  orderNumber: z.string(),
  orderSlug: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<DocumentView>

/** `document/filter/web`: the site's documents, then the member's own order documents. */
export const webDocumentListSchema = z.object({
  records: z.array(z.union([siteDocumentViewSchema, memberDocumentViewSchema])),
  pagination: paginationSchema,
})

