import { z } from '../validation/z'

/** The answer schema of an `AdminPage<T>` (one page of a server-paged admin list), given its item's schema. */
export function adminPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), page: z.number().int(), perPage: z.number().int(), total: z.number().int() })
}
