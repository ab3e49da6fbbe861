import type { CacheStore } from '../cache/cache-registry'
import { existingPageCache } from './page-cache-service'
import { pageTags } from './tags'

/** The whole-page cache (ADR 023) on the admin's cache page: this site's entries in this process. */
export const pageCacheStore: CacheStore = {
  name: 'pages',
  entries: ({ db, siteId }) => {
    const service = existingPageCache(db)
    if (!service) return []
    const now = Date.now()
    return service.cache
      .localEntries()
      .filter((entry) => entry.key.startsWith(`${siteId}|`))
      .map((entry) => ({ key: entry.key, bytes: entry.bytes, expiresInMs: Math.max(0, entry.staleUntil - now) }))
  },
  clear: async ({ db, siteId }, key) => {
    const service = existingPageCache(db)
    if (!service || !key.startsWith(`${siteId}|`)) return false
    return service.cache.forget(key)
  },
  // A purge of the site's tag reaches every process and the CDN, not only this process's copies.
  clearAll: async ({ db, siteId }) => {
    const service = existingPageCache(db)
    if (!service) return 0
    const keys = service.cache
      .localEntries()
      .filter((entry) => entry.key.startsWith(`${siteId}|`))
      .map((entry) => entry.key)
    await service.purge([pageTags.site(siteId)])
    for (const key of keys) await service.cache.forget(key)
    return keys.length
  },
}
