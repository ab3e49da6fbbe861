import { LRUCache } from 'lru-cache'
import type { LazyRedis } from './redis-connection'
import { cachedPageBytes, type CachedPage } from './cached-page'

/** Where entries live: this process's memory, and with Redis also shared by every process. */
export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>
  set(key: string, page: CachedPage): Promise<void>
  delete(key: string): Promise<void>
  clear(): void
}

function memoryLru(maxBytes: number) {
  return new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, cachedPageBytes(page)),
    // An entry past its stale window is useless; the LRU drops it on read.
    ttl: 1,
    ttlAutopurge: false,
    allowStale: false,
  })
}

export function memoryPageStore(maxBytes: number): PageStore {
  const lru = memoryLru(maxBytes)
  return {
    async get(key) {
      return lru.get(key)
    },
    async set(key, page) {
      lru.set(key, page, { ttl: Math.max(1, page.staleUntil - Date.now()) })
    },
    async delete(key) {
      lru.delete(key)
    },
    clear: () => lru.clear(),
  }
}

/**
 * Redis holds the shared copy; the local LRU in front answers repeated hits without the transfer.
 * Both are checked against the shared tag versions on every hit, so the local copy is never staler.
 * `namespace` keeps installs (databases) sharing one Redis apart.
 */
export function redisPageStore(redis: LazyRedis, namespace: string, maxLocalBytes: number): PageStore {
  const local = memoryPageStore(maxLocalBytes)
  const entryKey = (key: string) => `${namespace}:page:${key}`
  return {
    async get(key) {
      const near = await local.get(key)
      if (near) return near
      const client = await redis.client()
      const json = await client.get(entryKey(key))
      if (!json) return undefined
      const page = JSON.parse(json) as CachedPage
      await local.set(key, page)
      return page
    },
    async set(key, page) {
      const client = await redis.client()
      await local.set(key, page)
      await client.set(entryKey(key), JSON.stringify(page), { expiration: { type: 'PX', value: Math.max(1, page.staleUntil - Date.now()) } })
    },
    async delete(key) {
      const client = await redis.client()
      await local.delete(key)
      await client.del(entryKey(key))
    },
    clear: () => local.clear(),
  }
}
