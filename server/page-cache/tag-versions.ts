import type { LazyRedis } from './redis-connection'

/**
 * A version per tag: a purge bumps the versions of its tags, and an entry is valid only while the
 * versions it was stored with are current. `sequence` counts purges, so a render that overlapped
 * one is not stored (it may have read data from before the write).
 */
export interface TagVersions {
  read(tags: string[]): Promise<number[]>
  sequence(): Promise<number>
  bump(tags: string[]): Promise<void>
}

export function localTagVersions(): TagVersions {
  const versions = new Map<string, number>()
  let purges = 0
  return {
    async read(tags) {
      return tags.map((tag) => versions.get(tag) ?? 0)
    },
    async sequence() {
      return purges
    },
    async bump(tags) {
      purges += 1
      for (const tag of tags) versions.set(tag, (versions.get(tag) ?? 0) + 1)
    },
  }
}

/**
 * Shared by every process on one Redis: a purge through one is seen by the next read of any.
 * `namespace` keeps installs (databases) sharing one Redis apart.
 */
export function redisTagVersions(redis: LazyRedis, namespace: string): TagVersions {
  const versionsKey = `${namespace}:versions`
  const sequenceKey = `${namespace}:sequence`
  return {
    async read(tags) {
      const client = await redis.client()
      if (tags.length === 0) return []
      const values = await client.hmGet(versionsKey, tags)
      return values.map((value) => Number(value ?? 0))
    },
    async sequence() {
      const client = await redis.client()
      return Number((await client.get(sequenceKey)) ?? 0)
    },
    async bump(tags) {
      const client = await redis.client()
      const multi = client.multi().incr(sequenceKey)
      for (const tag of tags) multi.hIncrBy(versionsKey, tag, 1)
      await multi.exec()
    },
  }
}
