import { pageSlugSchema } from '../cms/new-page'
import { locales } from '../i18n/locales'
import type { MediaView } from '../media/sizes'
import { z } from '../validation/z'

/** The post-list modal shows 20 posts a page (like the product-list modal, ADR 018). */
export const POST_EDIT_PAGE_SIZE = 20

const slug = z.string().regex(/^[a-z0-9-]{1,120}$/)

/** `GET cms/post/editorList` (content scope): drafts included, searched by title, by type or term. */
export const postEditListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  postTypeSlug: slug.optional(),
  termSlug: slug.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  language: z.enum(locales).optional(),
})
export type PostEditListQuery = z.output<typeof postEditListQuerySchema>

/** One row of the post-list modal. */
export interface PostEditRow {
  id: number
  slug: string
  title: string
  status: 'draft' | 'published'
  publishedAt: string | null
  postType: string | null
  thumbnail: string | null
}

/** A post as the post editor loads it; `version` is its `updatedAt`, sent back with a save. */
export interface EditablePost {
  id: number
  locale: string
  slug: string
  title: string
  excerpt: string
  body: string
  author: string
  postTypeSlug: string | null
  termSlugs: string[]
  cover: MediaView | null
  status: 'draft' | 'published'
  publishedAt: string | null
  version: string
}

/**
 * The post editor's form, checked in the browser before a save (the server checks again with
 * `postCreateSchema` / `postUpdateSchema`): §5 slug rules and messages, as the new-page modal.
 */
export const postFormSchema = z.object({
  title: z.string().trim().min(1, 'validation.required').max(200),
  slug: z.string().trim().min(1, 'validation.required').pipe(pageSlugSchema),
  excerpt: z.string().trim().max(500),
  author: z.string().trim().max(120),
  publishedAt: z.union([z.literal(''), z.iso.date('validation.invalid')]),
})
