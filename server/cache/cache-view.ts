import type { CacheClearInput, CacheStoreView } from '../../common/cms/cache-view'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { hasScope, requireUser, type AuthUser } from '../auth/access'
import type { Db } from '../db/client'
import { ApiError } from '../http/api-error'
import { cacheStoreNamed, cacheStores } from './cache-registry'
import './registered-stores'

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

/** The registered stores of this process with the site's entries (§2 cache-view, /admin/cache). */
export async function listCacheStores(db: Db, siteId: number): Promise<CacheStoreView[]> {
  return Promise.all(
    cacheStores().map(async (store) => {
      const entries = await store.entries({ db, siteId })
      return { name: store.name, entries, totalBytes: entries.reduce((sum, entry) => sum + (entry.bytes ?? 0), 0) }
    }),
  )
}

/** Clears one entry, a whole store, or (`store` omitted) every store, and audits it; answers how many entries went. */
export async function clearCache(db: Db, input: CacheClearInput & { siteId: number; actor: AuditActor }): Promise<number> {
  const scope = { db, siteId: input.siteId }
  let removed = 0
  if (input.store === undefined) {
    for (const store of cacheStores()) removed += await store.clearAll(scope)
  } else {
    const store = cacheStoreNamed(input.store)
    if (!store) throw ApiError.badRequest('CACHE_STORE_UNKNOWN', { store: 'validation.invalid' })
    if (input.key === undefined) removed = await store.clearAll(scope)
    else {
      if (!(await store.clear(scope, input.key))) throw ApiError.notFound('CACHE_KEY_NOT_FOUND')
      removed = 1
    }
  }
  const target = input.store === undefined ? '*' : input.key === undefined ? input.store : `${input.store}:${input.key}`
  await recordAudit(db, {
    siteId: input.siteId,
    actor: input.actor,
    action: input.key === undefined ? 'cache.clearAll' : 'cache.clear',
    entityType: 'cache',
    entityId: target,
    after: { store: input.store ?? null, key: input.key ?? null, removed },
  })
  return removed
}
