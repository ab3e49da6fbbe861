import type { CacheStore } from './cache-registry'
import { clearSiteCacheEntry, invalidateSiteCache, listSiteCache } from './site-cache'

/** The site cache (ADR 009) as a registered store. */
export const siteCacheStore: CacheStore = {
  name: 'site',
  entries: ({ db, siteId }) => listSiteCache(db, siteId),
  clear: ({ db, siteId }, key) => clearSiteCacheEntry(db, siteId, key),
  clearAll: ({ db, siteId }) => invalidateSiteCache(db, siteId),
}
