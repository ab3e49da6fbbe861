import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { failedRequests } from '../db/schema'

/** §7 `redirect/addFailedRequest`: counts a path that answered 404, so editors can add a redirect. */
export async function recordFailedRequest(db: Db, input: { siteId: number; path: string }): Promise<void> {
  const path = input.path.slice(0, 500)
  await db
    .insert(failedRequests)
    .values({ siteId: input.siteId, path })
    .onConflictDoUpdate({
      target: [failedRequests.siteId, failedRequests.path],
      set: { hits: sql`${failedRequests.hits} + 1`, lastSeenAt: sql`now()` },
    })
}
