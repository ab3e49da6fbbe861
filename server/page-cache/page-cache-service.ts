import { createHash, randomUUID } from 'node:crypto'
import { forgetSiteCache, onSiteCacheInvalidated } from '../cache/site-cache'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { log } from '../log/logger'
import { purgeCdn } from './cdn-purge'
import { PageCache } from './page-cache'
import { currentPageChanges, markPagesChanged } from './page-changes'
import { memoryPageStore, redisPageStore } from './page-store'
import { lazyRedis, type LazyRedis } from './redis-connection'
import { localTagVersions, redisTagVersions, type TagVersions } from './tag-versions'
import { pageTags } from './tags'

/** The page cache of one runtime (one database handle) and how its purges reach everyone. */
export interface PageCacheService {
  enabled: boolean
  cache: PageCache
  /** The tag versions its purges bump: data caches of pages check their entries against them too (ADR 033). */
  versions: TagVersions
  freshSeconds: number
  staleSeconds: number
  /** Invalidates the tags here, in every process on the same Redis, and at the CDN. */
  purge(tags: Iterable<string>): Promise<void>
  close(): Promise<void>
}

const services = new WeakMap<Db, PageCacheService>()

/** The service for a database handle, made on first use (one per runtime; tests make many). */
export function pageCacheFor(db: Db, config: Config): PageCacheService {
  let service = services.get(db)
  if (!service) {
    service = createPageCacheService(db, config)
    services.set(db, service)
  }
  return service
}

/** The service already made for a handle, for jobs that write outside a request. */
export function existingPageCache(db: Db): PageCacheService | undefined {
  return services.get(db)
}

/** Processes of one install share a database: its address names their keys on a shared Redis. */
function redisNamespace(config: Config): string {
  const database = config.databaseUrl ?? config.dataDir
  return `izlog:pc:${createHash('sha256').update(database).digest('hex').slice(0, 12)}`
}

function createPageCacheService(db: Db, config: Config): PageCacheService {
  const { pageCache } = config
  const redis = config.redisUrl ? lazyRedis(config.redisUrl, 'page cache') : null
  const namespace = redisNamespace(config)
  const versions = redis ? redisTagVersions(redis, namespace) : localTagVersions()
  const cache = new PageCache(redis ? redisPageStore(redis, namespace, pageCache.maxBytes) : memoryPageStore(pageCache.maxBytes), versions, pageCache)
  const purge = async (tags: Iterable<string>) => {
    const list = [...new Set(tags)]
    if (list.length === 0) return
    await cache.purge(list)
    if (pageCache.purgeUrl) await purgeCdn(pageCache.purgeUrl, pageCache.purgeToken, list)
  }
  const sync = redis && config.redisUrl ? siteCacheSync(db, config.redisUrl, `${namespace}:site-cache`, redis, purge) : null
  const stopListening = onSiteCacheInvalidated(db, (siteId, changedPages) => {
    const tags = changedPages ?? [siteId === undefined ? pageTags.all : pageTags.site(siteId)]
    // Inside a request or job the purge waits for its end (after the commit); elsewhere it runs now.
    if (currentPageChanges()) markPagesChanged(tags)
    else purge(tags).catch((error: unknown) => log.error('page cache purge failed', { error: String(error) }))
    sync?.announce(siteId, tags)
  })
  return {
    enabled: pageCache.enabled,
    cache,
    versions,
    freshSeconds: pageCache.freshSeconds,
    staleSeconds: pageCache.staleSeconds,
    purge,
    async close() {
      stopListening()
      await sync?.close()
      await redis?.close()
      services.delete(db)
    },
  }
}

/**
 * ADR 009's site cache lives in each process: an invalidation is announced on Redis, and the other
 * processes forget their copies, then purge the same pages again, since a page rendered there
 * from the old copy before the message arrived may have been stored after the writer's purge.
 */
function siteCacheSync(db: Db, url: string, channel: string, publisher: LazyRedis, purge: (tags: string[]) => Promise<void>) {
  const origin = randomUUID()
  const subscriber = lazyRedis(url, 'site cache subscriber')
  const subscribed = subscriber
    .client()
    .then((client) =>
      client.subscribe(channel, (message) => {
        const { from, siteId, tags } = JSON.parse(message) as { from: string; siteId: number | null; tags?: string[] }
        if (from === origin) return
        forgetSiteCache(db, siteId ?? undefined)
        purge(tags ?? [siteId === null ? pageTags.all : pageTags.site(siteId)]).catch((error: unknown) => log.error('page cache purge failed', { error: String(error) }))
      }),
    )
    .catch((error: unknown) => log.error('site cache subscription failed', { error: String(error) }))
  return {
    announce(siteId: number | undefined, tags: string[]) {
      publisher
        .client()
        .then((client) => client.publish(channel, JSON.stringify({ from: origin, siteId: siteId ?? null, tags })))
        .catch((error: unknown) => log.error('site cache announcement failed', { error: String(error) }))
    },
    /** Resolves once this process listens (a test waits for it before writing through another). */
    ready: subscribed,
    async close() {
      await subscribed
      await subscriber.close()
    },
  }
}
