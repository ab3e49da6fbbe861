import { z } from 'zod'

/** One page of a server-paged admin list. */
export interface AdminPage<T> {
  items: T[]
  page: number
  perPage: number
  total: number
}

export const ADMIN_PER_PAGE_OPTIONS = [25, 50, 100] as const

/** The paging part of every admin list's query string; unknown or bad values fall back to defaults. */
export const adminPagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((value) => (ADMIN_PER_PAGE_OPTIONS as readonly number[]).includes(value))
    .catch(25),
})

export type AdminPaging = z.infer<typeof adminPagingSchema>

/** SQL offset of a page. */
export function pageOffset(paging: AdminPaging): number {
  return (paging.page - 1) * paging.perPage
}

/** Query-string parameters of an admin list: empty fields mean "any" and are dropped. */
export function listParams(request: Request): Record<string, string> {
  return Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ''))
}
