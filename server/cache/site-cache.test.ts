import { describe, expect, it, vi } from 'vitest'
import type { Db } from '../db/client'
import { cachedForSite, invalidateSiteCache, SITE_CACHE_TTL_MS } from './site-cache'

const fakeDb = () => ({}) as Db

describe('site cache', () => {
  it('loads once per site and key until invalidated', async () => {
    const db = fakeDb()
    const load = vi.fn(async () => 'value')
    await cachedForSite(db, 1, 'options', load)
    await cachedForSite(db, 1, 'options', load)
    expect(load).toHaveBeenCalledTimes(1)
    await cachedForSite(db, 2, 'options', load)
    expect(load).toHaveBeenCalledTimes(2)
    invalidateSiteCache(db, 1)
    await cachedForSite(db, 1, 'options', load)
    await cachedForSite(db, 2, 'options', load)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('shares one load between concurrent callers', async () => {
    const db = fakeDb()
    const load = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(7), 5)))
    const values = await Promise.all([1, 2, 3].map(() => cachedForSite(db, 1, 'k', load)))
    expect(values).toEqual([7, 7, 7])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps databases apart and expires entries', async () => {
    vi.useFakeTimers()
    try {
      const [a, b] = [fakeDb(), fakeDb()]
      const load = vi.fn(async () => 1)
      await cachedForSite(a, 1, 'k', load)
      await cachedForSite(b, 1, 'k', load)
      expect(load).toHaveBeenCalledTimes(2)
      vi.advanceTimersByTime(SITE_CACHE_TTL_MS + 1)
      await cachedForSite(a, 1, 'k', load)
      expect(load).toHaveBeenCalledTimes(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('runs a lazy thenable (a Drizzle query builder) once, however often it is awaited', async () => {
    const db = fakeDb()
    let runs = 0
    const lazyQuery = { then: (resolve: (value: number) => void) => resolve(++runs) }
    for (let i = 0; i < 3; i++) await cachedForSite(db, 1, 'query', () => lazyQuery as PromiseLike<number>)
    expect(runs).toBe(1)
  })

  it('does not remember a failed load', async () => {
    const db = fakeDb()
    await expect(cachedForSite(db, 1, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await expect(cachedForSite(db, 1, 'k', async () => 'up')).resolves.toBe('up')
  })
})
