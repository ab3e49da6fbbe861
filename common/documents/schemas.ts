import { z } from '../validation/z'

export const documentVisibilities = ['public', 'members'] as const
export type DocumentVisibility = (typeof documentVisibilities)[number]

/** The group a documents section lists (`stanovi`, `tlocrti`): a slug. */
export const documentCategorySchema = z.string().regex(/^[a-z0-9-]{1,60}$/)

const title = z.string().trim().min(1).max(200)

/** A title per language; Croatian is the source and always present, the others fall back to it. */
export const documentTitlesSchema = z.object({ hr: title, en: title.optional(), de: title.optional() })

const id = z.number().int().positive().max(2_147_483_647)

/** §7 `document/filter/web`: a store id (0 = this site), an optional category and paging. */
export const documentFilterSchema = z.object({
  store: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
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

/** A site document as lists and the documents section show it: the same for every visitor. */
export interface SiteDocumentView {
  id: number
  type: 'site'
  title: string
  category: string
  visibility: DocumentVisibility
  /** `application/pdf`. */
  mime: string
  /** Bytes. */
  size: number
  /** Download file name, e.g. `cjenik-stanova.pdf`. */
  fileName: string
  /** `/api/v1/document/get/web/{id}`: the answer decides who may have the file. */
  url: string
  sortOrder: number
}

/** Human file size in the site's style: `245 kB`, `1,2 MB` (decimal units, as file managers show). */
export function formatFileSize(bytes: number, localeTag: string): string {
  if (bytes < 1000) return `${bytes} B`
  const kb = bytes / 1000
  if (kb < 1000) return `${new Intl.NumberFormat(localeTag, { maximumFractionDigits: 0 }).format(kb)} kB`
  return `${new Intl.NumberFormat(localeTag, { maximumFractionDigits: 1 }).format(kb / 1000)} MB`
}

/** The file type as a short label: `PDF`. */
export function fileTypeLabel(mime: string): string {
  const known: Record<string, string> = { 'application/pdf': 'PDF' }
  return known[mime] ?? (mime.split('/')[1]?.toUpperCase() ?? mime)
}
