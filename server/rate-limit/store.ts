import { createClient } from 'redis'
import { log } from '../log/logger'

/** Counts hits per key in fixed windows. In process by default; Redis when REDIS_URL is set. */
export interface RateLimitStore {
  /** Adds one hit; returns the count in the current window and milliseconds until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>
  reset(key: string): Promise<void>
}

export function memoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    async hit(key, windowMs) {
      const now = Date.now()
      let entry = windows.get(key)
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs }
        windows.set(key, entry)
        // Keep the map small: forget finished windows now and then.
        if (windows.size > 10_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k)
      }
      entry.count += 1
      return { count: entry.count, resetMs: entry.resetAt - now }
    },
    async reset(key) {
      windows.delete(key)
    },
  }
}

/** Shared counters for several app processes: INCR, and PEXPIRE when the window starts. */
export function redisStore(url: string): RateLimitStore {
  const client = createClient({ url })
  client.on('error', (error: unknown) => log.warn('redis rate-limit store error', { error: String(error) }))
  let connecting: Promise<unknown> | null = null
  const ready = () => (connecting ??= client.connect())
  return {
    async hit(key, windowMs) {
      await ready()
      const redisKey = `izlog:rl:${key}`
      const [count, ttl] = (await client.multi().incr(redisKey).pTTL(redisKey).exec()) as unknown as [number, number]
      // First hit of a window (or a key that lost its expiry): start the window now.
      if (Number(ttl) < 0) {
        await client.pExpire(redisKey, windowMs)
        return { count: Number(count), resetMs: windowMs }
      }
      return { count: Number(count), resetMs: Math.max(0, Number(ttl)) }
    },
    async reset(key) {
      await ready()
      await client.del(`izlog:rl:${key}`)
    },
  }
}

const stores = new Map<string, RateLimitStore>()

/** One store per process (and per Redis URL). */
export function getRateLimitStore(redisUrl: string | undefined): RateLimitStore {
  const id = redisUrl ?? 'memory'
  let store = stores.get(id)
  if (!store) {
    store = redisUrl ? redisStore(redisUrl) : memoryStore()
    stores.set(id, store)
  }
  return store
}

/** Tests start each case with empty in-process counters. */
export function resetMemoryRateLimits(): void {
  stores.delete('memory')
}
