import { pageSlugSchema } from '../cms/new-page'
import { z } from '../validation/z'

/** Term types of the blog (stored in `terms.type`). */
export const postTermTypes = ['postCategory', 'postTag'] as const
export type PostTermType = (typeof postTermTypes)[number]

/** §9: a category block of the blog overview lists at most 5 posts. */
export const postCategoryLimit = 5
export const postPageSize = 6

const slug = z.string().regex(/^[a-z0-9-]{1,120}$/)
const isoDay = z.iso.date()
const slugList = z
  .union([slug, z.array(slug)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(slug).max(20))

/**
 * §7 `cms/post/filterStandard`: terms (categories and tags), post types and a date range, newest
 * first, paginated. The blog page reads the same fields from its query string.
 */
export const postFilterSchema = z
  .object({
    termSlugs: slugList.default([]),
    postTypeSlugs: slugList.default([]),
    dateFrom: isoDay.optional(),
    dateTo: isoDay.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(50).default(postPageSize),
  })
  .refine((value) => !value.dateFrom || !value.dateTo || value.dateFrom <= value.dateTo, {
    path: ['dateTo'],
    message: 'validation.dateRange',
  })
export type PostFilter = z.output<typeof postFilterSchema>

/** §7 `cms/post/create` (content scope): one language version of a post. */
export const postCreateSchema = z.object({
  locale: z.enum(['hr', 'en', 'de']),
  // A post's own address follows the page rules (§5: at least 4 characters, the format message).
  slug: pageSlugSchema,
  title: z.string().trim().min(1).max(200),
  excerpt: z.string().trim().max(500).default(''),
  body: z.string().max(200_000),
  author: z.string().trim().max(120).default(''),
  postTypeSlug: slug.optional(),
  termSlugs: z.array(slug).max(30).default([]),
  coverMediaId: z.number().int().positive().optional(),
  /** Another language version of the same post, so the versions link to each other. */
  translationOf: z.number().int().positive().optional(),
  publishedAt: z.iso.datetime({ offset: true }).optional(),
  status: z.enum(['draft', 'published']).default('published'),
})
export type PostCreateInput = z.output<typeof postCreateSchema>

/**
 * `cms/post/update/{id}` (content scope): the fields that change. The language stays; `null`
 * clears the post type, the cover or the publication date.
 */
export const postUpdateSchema = z.object({
  slug: pageSlugSchema.optional(),
  title: z.string().trim().min(1).max(200).optional(),
  excerpt: z.string().trim().max(500).optional(),
  body: z.string().max(200_000).optional(),
  author: z.string().trim().max(120).optional(),
  postTypeSlug: slug.nullable().optional(),
  termSlugs: z.array(slug).max(30).optional(),
  coverMediaId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  status: z.enum(['draft', 'published']).optional(),
  /** The `updatedAt` the editor loaded (ISO); another one answers 409 instead of overwriting. */
  version: z.iso.datetime().optional(),
})
export type PostUpdateInput = z.output<typeof postUpdateSchema>

/** A post id in a path (`post/update/{id}`, `post/delete/{id}`). */
export const postIdSchema = z.coerce.number().int().positive().max(2_147_483_647)


/** §7 `cms/term/filter`: terms of the blog by type, all at once or paginated. */
export const termFilterSchema = z.object({
  termTypeTitles: z
    .union([z.enum(postTermTypes), z.array(z.enum(postTermTypes))])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.enum(postTermTypes)).min(1).max(10))
    .default([...postTermTypes]),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  noPaginate: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .default(false),
})
