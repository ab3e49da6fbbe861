import { pageSlugSchema } from '../cms/new-page'
import { z } from '../validation/z'

const title = z.string().trim().min(1).max(80)

/**
 * §7 `cms/postType/create` (content scope): a post type's slug (the §5 slug rules) and its name
 * per language; the Croatian name is required because the default language's name is always shown.
 */
export const postTypeCreateSchema = z.object({
  slug: pageSlugSchema,
  titles: z.object({ hr: title, en: title.optional(), de: title.optional() }),
})
export type PostTypeCreateInput = z.output<typeof postTypeCreateSchema>

/** A post type id in a path (`postType/delete/{id}`). */
export const postTypeIdSchema = z.coerce.number().int().positive().max(2_147_483_647)

/** A post type as `postType/filterStandard` lists it and `postType/create` answers it. */
export const postTypeViewSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() })
export type PostTypeView = z.infer<typeof postTypeViewSchema>
