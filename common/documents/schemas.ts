import { z } from '../validation/z'
import { documentVisibilities } from './view'
import { storeParamSchema } from '../site/store'

export { documentVisibilities, type DocumentVisibility } from './view'

/** The group a documents section lists (`stanovi`, `tlocrti`): a slug. */
export const documentCategorySchema = z.string().regex(/^[a-z0-9-]{1,60}$/)

const title = z.string().trim().min(1).max(200)

/** A title per language; Croatian is the source and always present, the others fall back to it. */
export const documentTitlesSchema = z.object({ hr: title, en: title.optional(), de: title.optional() })

const id = z.number().int().positive().max(2_147_483_647)

/** §7 `document/filter/web`: a store of this site (0 = its default store, whose language names the titles), an optional category and paging. */
export const documentFilterSchema = z.object({
  store: storeParamSchema.optional(),
  category: documentCategorySchema.optional(),
  pagination: z
    .object({ page: z.coerce.number().int().min(1).max(10_000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) })
    .default({ page: 1, limit: 20 }),
})
export type DocumentFilter = z.output<typeof documentFilterSchema>

/** Backoffice `document/create` (content scope): a PDF from the media library, listed in a category. */
export const siteDocumentCreateSchema = z.object({
  mediaId: id,
  category: documentCategorySchema,
  titles: documentTitlesSchema,
  visibility: z.enum(documentVisibilities).default('public'),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
})
export type SiteDocumentCreateInput = z.output<typeof siteDocumentCreateSchema>

/** Backoffice `document/update/{id}`: the fields that change. */
export const siteDocumentUpdateSchema = z.object({
  mediaId: id.optional(),
  category: documentCategorySchema.optional(),
  titles: documentTitlesSchema.optional(),
  visibility: z.enum(documentVisibilities).optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
})
export type SiteDocumentUpdateInput = z.output<typeof siteDocumentUpdateSchema>

/** A document id in a path: `document/get/web/{id}`, `document/update/{id}`, `document/delete/{id}`. */
export const documentIdSchema = z.coerce.number().int().positive().max(2_147_483_647)

export { fileTypeLabel, formatFileSize, type SiteDocumentView } from './view'
