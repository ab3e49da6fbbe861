import type { Db } from '../db/client'

/**
 * Site-wide data every page reads (options, menus, header/footer, the published-page index) is
 * kept in process for a short time: the layout otherwise costs a dozen queries per request.
 * Entries belong to one database handle (tests and tools never share them) and one site.
 *
 * Every writer of sites, site_options, pages, navigation_items, layout_elements or media must call
 * `invalidateSiteCache` after its transaction commits; that makes the change visible at once in
 * this process. Other processes (several servers on one PostgreSQL) see it within TTL_MS.
 */
export const SITE_CACHE_TTL_MS = 10_000

interface Entry {
  value: Promise<unknown>
  expiresAt: number
}

const stores = new WeakMap<Db, Map<string, Entry>>()

function storeOf(db: Db): Map<string, Entry> {
  let store = stores.get(db)
  if (!store) {
    store = new Map()
    stores.set(db, store)
  }
  return store
}

/** The cached value of `key` for a site, loading it once when missing or expired. */
export function cachedForSite<T>(db: Db, siteId: number | '*', key: string, load: () => PromiseLike<T>): Promise<T> {
  const store = storeOf(db)
  const fullKey = `${siteId}|${key}`
  const now = Date.now()
  const hit = store.get(fullKey)
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>
  // Drizzle's query builders are lazy thenables that run again on every `await`: adopt the result
  // into a real promise so the query runs once.
  const value = Promise.resolve(load())
  store.set(fullKey, { value, expiresAt: now + SITE_CACHE_TTL_MS })
  // A failed load is not remembered: the next request tries again.
  value.catch(() => {
    if (store.get(fullKey)?.value === value) store.delete(fullKey)
  })
  return value
}

/** Forgets everything cached for a site (and the site list), after a write. */
export function invalidateSiteCache(db: Db, siteId?: number): void {
  const store = stores.get(db)
  if (!store) return
  for (const key of store.keys()) {
    if (siteId === undefined || key.startsWith(`${siteId}|`) || key.startsWith('*|')) store.delete(key)
  }
}
