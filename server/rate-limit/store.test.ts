import { describe, expect, it } from 'vitest'
import { memoryStore, redisStore } from './store'

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function redisAvailable(): Promise<boolean> {
  const net = await import('node:net')
  const url = new URL(redisUrl)
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

describe('rate-limit stores', () => {
  it('memory: counts within a window and starts over after it', async () => {
    const store = memoryStore()
    expect((await store.hit('k', 50)).count).toBe(1)
    expect((await store.hit('k', 50)).count).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect((await store.hit('k', 50)).count).toBe(1)
  })

  it('redis: the same counting, shared through the server', async ({ skip }) => {
    if (!(await redisAvailable())) skip()
    const store = redisStore(redisUrl)
    const key = `test:${Date.now()}:${Math.random()}`
    expect((await store.hit(key, 1000)).count).toBe(1)
    const second = await store.hit(key, 1000)
    expect(second.count).toBe(2)
    expect(second.resetMs).toBeGreaterThan(0)
    expect(second.resetMs).toBeLessThanOrEqual(1000)
    // A second client (another app process) sees the same counter.
    expect((await redisStore(redisUrl).hit(key, 1000)).count).toBe(3)
    await store.reset(key)
    expect((await store.hit(key, 1000)).count).toBe(1)
  })
})
