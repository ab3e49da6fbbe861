import { createClient, type RedisClientType } from 'redis'
import { log } from '../log/logger'

/** A Redis client that connects on first use; a subscriber needs a connection of its own. */
export interface LazyRedis {
  client(): Promise<RedisClientType>
  close(): Promise<void>
}

export function lazyRedis(url: string, purpose: string): LazyRedis {
  const client = createClient({ url }) as RedisClientType
  client.on('error', (error: unknown) => log.warn(`redis ${purpose} error`, { error: String(error) }))
  let connecting: Promise<RedisClientType> | null = null
  return {
    client: () => (connecting ??= client.connect().then(() => client)),
    async close() {
      if (connecting) await connecting.then(() => client.close()).catch(() => undefined)
    },
  }
}
