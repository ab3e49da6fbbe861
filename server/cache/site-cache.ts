import type { Db } from '../db/client'

/**
 * Site-wide data every page reads (options, menus, header/footer, the published-page index) is
 * kept in process for a short time: the layout otherwise costs a dozen queries per request.
 * Entries belong to one database handle (tests and tools never share them) and one site.
 *
 * Every writer of sites, site_options, pages, navigation_items, layout_elements or media must call
 * `invalidateSiteCache` after its transaction commits; that makes the change visible at once in
 * this process. Other processes (several servers on one PostgreSQL) hear of it through Redis
 * (server/page-cache/site-cache-sync.ts) and, without Redis, see it within TTL_MS.
 */
export const SITE_CACHE_TTL_MS = 10_000

interface Entry {
  value: Promise<unknown>
  expiresAt: number
  /** Set once the load has succeeded; the cache view measures it. */
  settled?: { value: unknown }
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
  const entry: Entry = { value, expiresAt: now + SITE_CACHE_TTL_MS }
  store.set(fullKey, entry)
  // A failed load is not remembered: the next request tries again.
  value.then(
    (result) => {
      entry.settled = { value: result }
    },
    () => {
      if (store.get(fullKey)?.value === value) store.delete(fullKey)
    },
  )
  return value
}

/** The cached pages a write changed (server/page-cache/tags.ts); undefined: any page of the site. */
type InvalidationListener = (siteId: number | undefined, changedPages: string[] | undefined) => void
const listeners = new WeakMap<Db, Set<InvalidationListener>>()

/**
 * Called after every invalidation of this database's site cache (ADR 023: the page cache purges the
 * site's pages, and other processes are told to forget their copies). Answers the unsubscribe.
 */
export function onSiteCacheInvalidated(db: Db, listener: InvalidationListener): () => void {
  let set = listeners.get(db)
  if (!set) {
    set = new Set()
    listeners.set(db, set)
  }
  set.add(listener)
  return () => set.delete(listener)
}

/**
 * Forgets everything cached for a site (and the site list), after a write; answers how many
 * entries went. `changedPages` names the cached pages the write changed (ADR 023 tags); without
 * it every page of the site is purged.
 */
export function invalidateSiteCache(db: Db, siteId?: number, changedPages?: Iterable<string>): number {
  const removed = forgetSiteCache(db, siteId)
  const pages = changedPages ? [...changedPages] : undefined
  for (const listener of listeners.get(db) ?? []) listener(siteId, pages)
  return removed
}

/** Forgets without telling anyone: for an invalidation another process has already announced. */
export function forgetSiteCache(db: Db, siteId?: number): number {
  const store = stores.get(db)
  if (!store) return 0
  let removed = 0
  for (const key of store.keys()) {
    if (siteId === undefined || belongsToSite(key, siteId)) {
      store.delete(key)
      removed += 1
    }
  }
  return removed
}

function belongsToSite(fullKey: string, siteId: number): boolean {
  return fullKey.startsWith(`${siteId}|`) || fullKey.startsWith('*|')
}

export interface SiteCacheEntryInfo {
  /** The stored key, `<siteId>|<name>` (`*|…` is shared by every site, e.g. the site list). */
  key: string
  /** Size of the value as JSON (UTF-8 bytes); null while it is still loading. */
  bytes: number | null
  expiresInMs: number
}

/** Maps and sets count by their contents, as JSON would carry them. */
function jsonBytes(value: unknown): number {
  const json = JSON.stringify(value, (_key, item: unknown) => (item instanceof Map ? [...item.entries()] : item instanceof Set ? [...item] : item))
  return json === undefined ? 0 : Buffer.byteLength(json)
}

/** What the cache holds for a site right now (§2 cache-view); expired entries are dropped first. */
export function listSiteCache(db: Db, siteId: number): SiteCacheEntryInfo[] {
  const store = stores.get(db)
  if (!store) return []
  const now = Date.now()
  const entries: SiteCacheEntryInfo[] = []
  for (const [key, entry] of store) {
    if (entry.expiresAt <= now) {
      store.delete(key)
      continue
    }
    if (!belongsToSite(key, siteId)) continue
    entries.push({ key, bytes: entry.settled ? jsonBytes(entry.settled.value) : null, expiresInMs: entry.expiresAt - now })
  }
  return entries.sort((a, b) => a.key.localeCompare(b.key))
}

/** Forgets one entry of a site (or a shared one); false when there was none. */
export function clearSiteCacheEntry(db: Db, siteId: number, key: string): boolean {
  const store = stores.get(db)
  if (!store || !belongsToSite(key, siteId)) return false
  return store.delete(key)
}
