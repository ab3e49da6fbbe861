import { and, count, desc, eq, sql } from 'drizzle-orm'
import { pageOffset, type AdminPage } from '../../common/admin/paging'
import type { RedirectCreateInput } from '../../common/community/schemas'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { redirects } from '../db/schema'
import { forgetFailedRequest } from '../cms/failed-request-service'
import { ApiError } from '../http/api-error'
import { markPagesChanged } from '../page-cache/page-changes'
import { pageTags } from '../page-cache/tags'
import { normalizePagePath, normalizeRedirectTarget } from './redirect-paths'

export type RedirectRow = typeof redirects.$inferSelect

/** Longer chains than this are refused rather than followed. */
const MAX_CHAIN = 20

function targetPath(target: string, hosts: string[]): string | null {
  return normalizeRedirectTarget(target, hosts)?.path ?? null
}

/**
 * Adds (or replaces) a redirect. Chains are collapsed both ways — A→B with B→C stored becomes A→C,
 * and X→A already stored becomes X→C — so a visitor is redirected once; a redirect that would come
 * back to where it started is refused. The path leaves the 404 list.
 */
export async function saveRedirect(
  db: Db,
  input: { siteId: number; hosts: string[]; actor: AuditActor; payload: RedirectCreateInput },
): Promise<RedirectRow> {
  const fromPath = normalizePagePath(input.payload.fromPath)
  if (!fromPath) throw new ApiError(400, 'VALIDATION_FAILED', 'error.badRequest', undefined, { fromPath: 'redirects.unsafeTarget' })
  const normalized = normalizeRedirectTarget(input.payload.toTarget, input.hosts)
  if (!normalized) throw new ApiError(400, 'UNSAFE_TARGET', 'redirects.unsafeTarget', undefined, { toTarget: 'redirects.unsafeTarget' })
  return db.transaction(async (tx) => {
    // One editor at a time per site: two saves that each close half of a loop must not both pass.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`redirects:${input.siteId}`}))`)
    const all = await tx.select().from(redirects).where(eq(redirects.siteId, input.siteId))
    const byFrom = new Map(all.filter((r) => r.fromPath !== fromPath).map((r) => [r.fromPath, r]))
    let target = normalized.target
    let path = normalized.path
    for (let step = 0; path !== null; step++) {
      if (path === fromPath || step > MAX_CHAIN) throw new ApiError(400, 'REDIRECT_LOOP', 'redirects.loop', undefined, { toTarget: 'redirects.loop' })
      const next = byFrom.get(path)
      if (!next) break
      target = next.toTarget
      path = targetPath(next.toTarget, input.hosts)
    }
    const statusCode = input.payload.statusCode
    const [row] = await tx
      .insert(redirects)
      .values({ siteId: input.siteId, fromPath, toTarget: target, statusCode, createdBy: input.actor.id })
      .onConflictDoUpdate({ target: [redirects.siteId, redirects.fromPath], set: { toTarget: target, statusCode, createdBy: input.actor.id } })
      .returning()
    if (!row) throw new Error('redirect upsert returned nothing')
    for (const earlier of all) {
      if (earlier.fromPath !== fromPath && targetPath(earlier.toTarget, input.hosts) === fromPath) {
        await tx.update(redirects).set({ toTarget: target }).where(eq(redirects.id, earlier.id))
      }
    }
    await forgetFailedRequest(tx, { siteId: input.siteId, path: fromPath })
    // A page cached at the old path would be served before the redirect is looked up.
    markPagesChanged([pageTags.path(fromPath)])
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: 'redirect.save',
      entityType: 'redirect',
      entityId: row.id,
      after: { fromPath, toTarget: target, statusCode },
    })
    return row
  })
}

export async function deleteRedirect(db: Db, input: { siteId: number; actor: AuditActor; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(redirects).where(and(eq(redirects.siteId, input.siteId), eq(redirects.id, input.id))).returning()
    if (!row) throw ApiError.notFound('REDIRECT_NOT_FOUND')
    markPagesChanged([pageTags.path(row.fromPath)])
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'redirect.delete', entityType: 'redirect', entityId: row.id, before: row })
  })
}

/** One page of the site's redirects, newest first. */
export async function listRedirects(db: Db, input: { siteId: number; page: number; perPage: number }): Promise<AdminPage<RedirectRow>> {
  const where = eq(redirects.siteId, input.siteId)
  const [items, [total]] = await Promise.all([
    db.select().from(redirects).where(where).orderBy(desc(redirects.createdAt), desc(redirects.id)).limit(input.perPage).offset(pageOffset(input)),
    db.select({ value: count() }).from(redirects).where(where),
  ])
  return { items, page: input.page, perPage: input.perPage, total: total?.value ?? 0 }
}

/**
 * The redirect of a page request. A read on the unique index for every page request (it works on a
 * read replica too); only a request that does redirect writes, to count the hit.
 */
export async function matchRedirect(db: Db, input: { siteId: number; pathname: string }): Promise<{ target: string; statusCode: 301 | 302 } | null> {
  const path = normalizePagePath(input.pathname)
  if (!path) return null
  const [row] = await db
    .select({ id: redirects.id, target: redirects.toTarget, statusCode: redirects.statusCode })
    .from(redirects)
    .where(and(eq(redirects.siteId, input.siteId), eq(redirects.fromPath, path)))
  if (!row) return null
  await db.update(redirects).set({ hits: sql`${redirects.hits} + 1` }).where(eq(redirects.id, row.id))
  return { target: row.target, statusCode: row.statusCode === 302 ? 302 : 301 }
}
