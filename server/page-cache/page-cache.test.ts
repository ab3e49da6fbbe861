import { describe, expect, it } from 'vitest'
import { normaliseQuery, pageCacheKey } from './cache-key'
import { PageCache, type PageRender } from './page-cache'
import { memoryPageStore } from './page-store'
import { localTagVersions } from './tag-versions'

const times = { freshSeconds: 60, staleSeconds: 600 }

function html(text: string, nonce = 'N0nce'): PageRender {
  return { response: new Response(`<p>${text}</p><script nonce="${nonce}"></script>`, { headers: { 'Content-Type': 'text/html' } }), tags: ['product:1'], nonce }
}

function newCache(freshSeconds = times.freshSeconds) {
  return new PageCache(memoryPageStore(1024 * 1024), localTagVersions(), { ...times, freshSeconds })
}

describe('page cache key', () => {
  it('sorts the query and drops utm_*, fbclid and gclid', () => {
    expect(normaliseQuery(new URLSearchParams('b=2&utm_source=x&a=1&fbclid=f&gclid=g&a=0&utm_medium=m'))).toBe('a=0&a=1&b=2')
    const key = (search: string, consent = 'none') => pageCacheKey({ siteId: 1, locale: 'hr', url: new URL(`http://x/shop/a${search}`), consent })
    expect(key('?sort=price&page=2&utm_campaign=z')).toBe(key('?page=2&sort=price'))
    expect(key('?page=2')).not.toBe(key('?page=3'))
    expect(key('')).toBe(key('?fbclid=1'))
    // The consent notice is part of the layout: a visitor who chose sees another page.
    expect(key('', 'necessary')).not.toBe(key('', 'none'))
  })
})

describe('page cache', () => {
  it('serves a stored page until a purge of one of its tags', async () => {
    const cache = newCache()
    const first = await cache.lookup('k', ['site:1'], async () => html('old'))
    expect(first.kind).toBe('miss')
    const second = await cache.lookup('k', ['site:1'], async () => html('new'))
    expect(second.kind === 'hit' && second.page.body).toContain('old')
    await cache.purge(['product:2'])
    expect((await cache.lookup('k', ['site:1'], async () => html('new'))).kind).toBe('hit')
    await cache.purge(['product:1'])
    const afterPurge = await cache.lookup('k', ['site:1'], async () => html('new'))
    expect(afterPurge.kind === 'miss' && afterPurge.page.body).toContain('new')
    await cache.purge(['site:1'])
    expect((await cache.peek('k'))).toBeUndefined()
  })

  it('does not keep a page whose render overlapped a purge (it may show data from before the write)', async () => {
    const cache = newCache()
    const during = await cache.lookup('k', ['site:1'], async () => {
      await cache.purge(['product:1'])
      return html('read before the write committed')
    })
    expect(during.kind).toBe('miss')
    expect(await cache.peek('k')).toBeUndefined()
  })

  it('renders once for many parallel misses of one key', async () => {
    const cache = newCache()
    let renders = 0
    const render = async () => {
      renders += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      return html('once')
    }
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.lookup('k', ['site:1'], render)))
    expect(renders).toBe(1)
    expect(results.every((result) => result.kind !== 'uncacheable' && result.page.body.includes('once'))).toBe(true)
  })

  it('serves an expired page while one render replaces it (stale-while-revalidate)', async () => {
    const cache = newCache(0)
    await cache.lookup('k', ['site:1'], async () => html('v1'))
    let renders = 0
    let finish: () => void = () => undefined
    const slow = () =>
      new Promise<PageRender>((resolve) => {
        renders += 1
        finish = () => resolve(html('v2'))
      })
    const stale = await Promise.all(Array.from({ length: 10 }, () => cache.lookup('k', ['site:1'], slow)))
    expect(stale.every((result) => result.kind === 'hit' && result.page.body.includes('v1'))).toBe(true)
    expect(renders).toBe(1)
    finish()
    await new Promise((resolve) => setTimeout(resolve, 10))
    const fresh = await cache.lookup('k', ['site:1'], async () => html('v3'))
    expect(fresh.kind === 'hit' && fresh.page.body).toContain('v2')
  })

  it('keeps no error, redirect or page that sets a cookie', async () => {
    const cache = newCache()
    const answers = [
      new Response('gone', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      new Response(null, { status: 301, headers: { Location: '/x' } }),
      new Response('<p>x</p>', { headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'a=b' } }),
      new Response('<p>x</p>', { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store' } }),
    ]
    for (const response of answers) {
      expect((await cache.lookup('k', ['site:1'], async () => ({ response, tags: [], nonce: '' }))).kind).toBe('uncacheable')
      expect(await cache.peek('k')).toBeUndefined()
    }
  })
})
