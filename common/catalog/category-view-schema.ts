import { z } from '../validation/z'
import { mediaViewSchema } from '../media/media-view-schema'
import { paginationSchema } from './product-card-schema'
import { sortOptions } from './rules'
import type { ListResult } from '../http/envelope'
import type { CategoryView } from './types'

const sortOptionSchema = z.enum(sortOptions)

/** The answer schema of a §3 `CategoryView`; a tree's category carries its `children`. */
export const categoryViewSchema: z.ZodType<CategoryView> = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: mediaViewSchema.nullable(),
  sortTypes: z.array(sortOptionSchema),
  sortDefaultType: sortOptionSchema,
  productCount: z.number().int(),
  get children() {
    return z.array(categoryViewSchema).optional()
  },
})

/** §7 web/category/filter: a page of categories, a list or the top of a tree. */
export const categoryListSchema = z.object({ records: z.array(categoryViewSchema), pagination: paginationSchema }) satisfies z.ZodType<ListResult<CategoryView>>
