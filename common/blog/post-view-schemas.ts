import { paginationSchema } from '../catalog/product-card-schema'
import { mediaViewSchema } from '../media/media-view-schema'
import { z } from '../validation/z'
import type { EditablePost, PostEditRow } from './post-edit'
import { postTermTypes } from './schemas'
import type { PostCard, PostPage, PostTermView } from './types'

const postStatus = z.enum(['draft', 'published'])

const postTermViewSchema = z.object({ slug: z.string(), title: z.string(), type: z.enum(postTermTypes) }) satisfies z.ZodType<PostTermView>

export const postCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  postType: z.object({ slug: z.string(), title: z.string() }).nullable(),
  cover: mediaViewSchema.nullable(),
  terms: z.array(postTermViewSchema),
}) satisfies z.ZodType<PostCard>

/** post/filterStandard: one page of published posts. */
export const postPageSchema = z.object({
  records: z.array(postCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  lastPage: z.number().int(),
}) satisfies z.ZodType<PostPage>

const postEditRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: postStatus,
  publishedAt: z.string().nullable(),
  postType: z.string().nullable(),
  thumbnail: z.string().nullable(),
}) satisfies z.ZodType<PostEditRow>

/** post/editorList: a page of the post-list modal. */
export const postEditListSchema = z.object({ records: z.array(postEditRowSchema), pagination: paginationSchema })

export const editablePostSchema = z.object({
  id: z.number().int(),
  locale: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  author: z.string(),
  postTypeSlug: z.string().nullable(),
  termSlugs: z.array(z.string()),
  cover: mediaViewSchema.nullable(),
  status: postStatus,
  publishedAt: z.string().nullable(),
  version: z.string(),
}) satisfies z.ZodType<EditablePost>

/** post/create and post/update: the stored post (one language version); `updatedAt` is the next save's `version`. */
export const savedPostSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  locale: z.string(),
  translationGroup: z.string(),
  postTypeId: z.number().int().nullable(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  author: z.string(),
  coverMediaId: z.number().int().nullable(),
  status: postStatus,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

/** term/filter and term/filterStandard: the terms of the asked types (all of them with `noPaginate`). */
export const termListSchema = z.object({
  records: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      type: z.enum(postTermTypes),
      parentId: z.number().int().nullable(),
      description: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
