import { z } from '../validation/z'

/** term/get: a blog term with `slugMain`, its slug in the site's default language. */
export const termViewSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  locale: z.string(),
  type: z.string(),
  translationGroup: z.string(),
  parentId: z.number().int().nullable(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  slugMain: z.string(),
})
