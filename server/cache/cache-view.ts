import type { CacheClearInput, CacheStoreView } from '../../common/cms/cache-view'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { hasScope, requireUser, type AuthUser } from '../auth/access'
import type { Db } from '../db/client'
import { ApiError } from '../http/api-error'
import { clearSiteCacheEntry, invalidateSiteCache, listSiteCache } from './site-cache'

/** Editors (`content`) and administrators (`admin`) may look into the cache and clear it. */
export function canManageCache(user: AuthUser | null | undefined): boolean {
  return hasScope(user, 'content') || hasScope(user, 'admin')
}

/** 401 without a login, 403 for a login that may not manage the cache. */
export function requireCacheManager(user: AuthUser | null | undefined): AuthUser {
  const current = requireUser(user)
  if (!canManageCache(current)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden')
  return current
}

/** The stores of this process as the cache view lists them (today one: the site cache, ADR 009). */
export function listCacheStores(db: Db, siteId: number): CacheStoreView[] {
  const entries = listSiteCache(db, siteId)
  return [{ name: 'site', entries, totalBytes: entries.reduce((sum, entry) => sum + (entry.bytes ?? 0), 0) }]
}

/** Clears one entry or a whole store and audits it; answers how many entries went. */
export async function clearCache(db: Db, input: CacheClearInput & { siteId: number; actor: AuditActor }): Promise<number> {
  let removed: number
  if (input.key === undefined) removed = invalidateSiteCache(db, input.siteId)
  else {
    if (!clearSiteCacheEntry(db, input.siteId, input.key)) throw ApiError.notFound('CACHE_KEY_NOT_FOUND')
    removed = 1
  }
  await recordAudit(db, {
    siteId: input.siteId,
    actor: input.actor,
    action: input.key === undefined ? 'cache.clearAll' : 'cache.clear',
    entityType: 'cache',
    entityId: input.key === undefined ? input.store : `${input.store}:${input.key}`,
    after: { store: input.store, key: input.key ?? null, removed },
  })
  return removed
}
