import { LRUCache } from 'lru-cache'
import type { Locale } from '../../common/i18n/locales'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { normaliseQuery } from '../page-cache/cache-key'
import { pageCacheFor } from '../page-cache/page-cache-service'
import type { TagVersions } from '../page-cache/tag-versions'
import { pageTags } from '../page-cache/tags'
import { loadCategoryPage, type CategoryPageData } from './category-page'

/**
 * ADR 033: a category page's data (category, filter panel with counts, products, featured) kept
 * in process between renders, for the renders the whole-page cache does not answer (logged-in
 * visitors, editors, misses). It holds no per-visitor data: `loadCategoryPage` gets no user.
 * Every read checks the entry against the page cache's tag versions, which the request that
 * commits a catalogue write bumps before it answers (in Redis when several processes share it), so
 * no process serves a listing from before a save that has answered. The time limit only bounds
 * what a purge cannot reach (several processes without Redis, a hand-made SQL update).
 */
const TTL_MS = 60_000
/** Filter combinations are many; the most used pages stay. */
const MAX_ENTRIES = 500

interface Entry {
  data: CategoryPageData
  tags: string[]
  versions: number[]
}

interface Load {
  /** The purge count when the load started: a request after a later purge must not share it. */
  sequence: number
  data: Promise<CategoryPageData | null>
}

interface Store {
  entries: LRUCache<string, Entry>
  loads: Map<string, Load>
}

const stores = new WeakMap<Db, Store>()

function storeOf(db: Db): Store {
  let store = stores.get(db)
  if (!store) {
    store = { entries: new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS }), loads: new Map() }
    stores.set(db, store)
  }
  return store
}

export interface CategoryPageKey {
  siteId: number
  locale: Locale
  categoryId: number
  searchParams: URLSearchParams
}

/** The tags of a category page's data: those its whole cached page carries for the catalogue. */
function tagsOf(key: CategoryPageKey): string[] {
  return [pageTags.all, pageTags.site(key.siteId), pageTags.catalog, pageTags.category(key.categoryId)]
}

const sameVersions = (a: number[], b: number[]) => a.length === b.length && a.every((version, index) => version === b[index])

/**
 * The data of a category page from the cache while no purge of its tags happened since it was
 * loaded, else `load()`'s, kept when no purge overlapped the load (it may have read data from
 * before a write). Concurrent misses of one key share a load.
 */
export async function cachedCategoryPage(
  db: Db,
  versions: TagVersions,
  key: CategoryPageKey,
  load: () => Promise<CategoryPageData | null>,
): Promise<CategoryPageData | null> {
  const store = storeOf(db)
  const id = `${key.siteId}|${key.locale}|${key.categoryId}|${normaliseQuery(key.searchParams)}`
  const entry = store.entries.get(id)
  if (entry) {
    if (sameVersions(await versions.read(entry.tags), entry.versions)) return entry.data
    store.entries.delete(id)
  }
  const sequence = await versions.sequence()
  const running = store.loads.get(id)
  if (running?.sequence === sequence) return running.data
  const data = loadAndKeep(store, versions, id, tagsOf(key), sequence, load)
  store.loads.set(id, { sequence, data })
  try {
    return await data
  } finally {
    if (store.loads.get(id)?.data === data) store.loads.delete(id)
  }
}

async function loadAndKeep(store: Store, versions: TagVersions, id: string, tags: string[], sequence: number, load: () => Promise<CategoryPageData | null>) {
  const data = await load()
  if (!data) return data
  // Read after the load, like the page cache: a purge during it changed the sequence.
  const [current, sequenceAfter] = await Promise.all([versions.read(tags), versions.sequence()])
  if (sequenceAfter === sequence) store.entries.set(id, { data, tags, versions: current })
  return data
}

/** A category page's data as the route shows it: through the cache unless `CATEGORY_PAGE_CACHE=off`. */
export function categoryPageData(db: Db, config: Config, key: CategoryPageKey): Promise<CategoryPageData | null> {
  const load = () => loadCategoryPage(db, key)
  return config.isCategoryPageCacheEnabled ? cachedCategoryPage(db, pageCacheFor(db, config).versions, key, load) : load()
}
