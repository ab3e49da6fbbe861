import { z } from 'zod'

/** The answer of a server-paged back office list (`AdminPage<T>`): its rows and where the page is. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number().int(), perPage: z.number().int(), total: z.number().int() })
}
