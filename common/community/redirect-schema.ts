import { z } from 'zod'

const redirectStatusSchema = z.union([z.literal(301), z.literal(302)])

/** A saved redirect as `redirect/create` answers it. */
export const redirectSchema = z.object({ id: z.number().int(), fromPath: z.string(), toTarget: z.string(), statusCode: redirectStatusSchema })

/** The redirects lists' own paging (no `lastPage`: the back office pages them itself). */
const redirectPagingSchema = z.object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int() })

/** `redirect/filter`: a page of redirects and, paged on its own, a page of recent paths that found nothing. */
export const redirectListSchema = z.object({
  records: z.array(redirectSchema.extend({ hits: z.number().int() })),
  pagination: redirectPagingSchema,
  failedRequests: z.array(z.object({ path: z.string(), hits: z.number().int(), lastSeenAt: z.string() })),
  failedPagination: redirectPagingSchema,
})

