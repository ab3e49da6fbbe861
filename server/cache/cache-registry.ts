import type { Db } from '../db/client'

/** Whose entries a store lists and clears: one database handle and one site. */
export interface CacheScope {
  db: Db
  siteId: number
}

export interface CacheEntryInfo {
  key: string
  /** Size of the stored value in bytes; null while it is still loading. */
  bytes: number | null
  /** Time left before the entry expires; null when it lives until cleared. */
  expiresInMs: number | null
}

/** One cache of the server, as the admin cache page and the edit-mode cache view list and clear it. */
export interface CacheStore {
  name: string
  entries(scope: CacheScope): CacheEntryInfo[] | Promise<CacheEntryInfo[]>
  /** Forgets one entry; false when there was none. */
  clear(scope: CacheScope, key: string): boolean | Promise<boolean>
  /** Forgets every entry of the scope; answers how many went. */
  clearAll(scope: CacheScope): number | Promise<number>
}

const stores = new Map<string, CacheStore>()

/** Adds a store (once per name; registering again replaces it, e.g. after a module reload). */
export function registerCacheStore(store: CacheStore): void {
  stores.set(store.name, store)
}

export function cacheStores(): CacheStore[] {
  return [...stores.values()]
}

export function cacheStoreNamed(name: string): CacheStore | null {
  return stores.get(name) ?? null
}
