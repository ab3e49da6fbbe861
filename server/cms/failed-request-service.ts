import { and, count, desc, eq, sql } from 'drizzle-orm'
import { pageOffset, type AdminPage } from '../../common/admin/paging'
import type { Db } from '../db/client'
import { failedRequests } from '../db/schema'
import { normalizePagePath } from '../redirects/redirect-paths'

/** A crawler probing random URLs must not fill the disk: at most this many paths per site. */
export const FAILED_REQUEST_CAP = 2000
/** Longer paths are noise (scanners, broken links with pasted text), not pages to redirect. */
export const FAILED_PATH_MAX = 300

/**
 * §7 `redirect/addFailedRequest`: counts a path that answered 404 (one row per path, with a count
 * and when it was last seen), so editors can turn it into a redirect. New paths stop being added
 * once the site has FAILED_REQUEST_CAP of them; known ones keep counting.
 */
export async function recordFailedRequest(db: Db, input: { siteId: number; path: string }): Promise<boolean> {
  const path = normalizePagePath(input.path)
  if (!path || path.length > FAILED_PATH_MAX) return false
  const counted = await db
    .update(failedRequests)
    .set({ hits: sql`${failedRequests.hits} + 1`, lastSeenAt: sql`now()` })
    .where(and(eq(failedRequests.siteId, input.siteId), eq(failedRequests.path, path)))
    .returning({ id: failedRequests.id })
  if (counted.length) return true
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(failedRequests)
    .where(eq(failedRequests.siteId, input.siteId))
  if (count >= FAILED_REQUEST_CAP) return false
  await db
    .insert(failedRequests)
    .values({ siteId: input.siteId, path })
    .onConflictDoUpdate({
      target: [failedRequests.siteId, failedRequests.path],
      set: { hits: sql`${failedRequests.hits} + 1`, lastSeenAt: sql`now()` },
    })
  return true
}

export type FailedRequestRow = typeof failedRequests.$inferSelect

/** One page of the 404 list for editors: most hit first. */
export async function listFailedRequests(db: Db, input: { siteId: number; page: number; perPage: number }): Promise<AdminPage<FailedRequestRow>> {
  const where = eq(failedRequests.siteId, input.siteId)
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(failedRequests)
      .where(where)
      .orderBy(desc(failedRequests.hits), desc(failedRequests.lastSeenAt), desc(failedRequests.id))
      .limit(input.perPage)
      .offset(pageOffset(input)),
    db.select({ value: count() }).from(failedRequests).where(where),
  ])
  return { items, page: input.page, perPage: input.perPage, total: total?.value ?? 0 }
}

/** A path that now redirects is no longer a missing page. */
export async function forgetFailedRequest(db: Db, input: { siteId: number; path: string }): Promise<void> {
  await db.delete(failedRequests).where(and(eq(failedRequests.siteId, input.siteId), eq(failedRequests.path, input.path)))
}
