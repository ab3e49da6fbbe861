import { z } from '../validation/z'

/** The answer schema of one page of a server-paged admin list (`AdminPage<T>`). */
export function adminPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), page: z.number().int(), perPage: z.number().int(), total: z.number().int() })
}
