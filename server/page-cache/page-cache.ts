import { log } from '../log/logger'
import type { CachedPage } from './cached-page'
import type { PageStore } from './page-store'
import type { TagVersions } from './tag-versions'

export interface PageCacheTimes {
  /** Seconds an entry is served as it is. */
  freshSeconds: number
  /** Seconds after that it is still served while one render replaces it. */
  staleSeconds: number
}

/** A render of a page: the response, and the tags the render collected. */
export interface PageRender {
  response: Response
  tags: Iterable<string>
  /** The CSP nonce the render put into the page. */
  nonce: string
}

export type Lookup =
  | { kind: 'hit'; page: CachedPage }
  | { kind: 'miss'; page: CachedPage }
  /** The render answered something not to keep (an error, a cookie, a redirect): serve it once. */
  | { kind: 'uncacheable'; response: Response }

const CACHEABLE_TYPES = /^(text\/html|application\/xml|text\/xml|text\/plain)\b/

/** Only a plain public 200 is kept: no cookie, no private cache header. */
function isCacheable(response: Response): boolean {
  if (response.status !== 200) return false
  if (response.headers.has('set-cookie')) return false
  if (/private|no-store/i.test(response.headers.get('cache-control') ?? '')) return false
  return CACHEABLE_TYPES.test(response.headers.get('content-type') ?? '')
}

const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'cache-control', 'set-cookie', 'date', 'transfer-encoding', 'connection'])

/**
 * The whole-page cache (ADR 023). Entries are checked against the tag versions on every read, so a
 * purge is seen at once by every process sharing the versions. One render per key runs at a time:
 * concurrent misses wait for it, and an expired entry is served while it is replaced.
 */
export class PageCache {
  private readonly renders = new Map<string, Promise<Lookup>>()

  constructor(
    private readonly store: PageStore,
    private readonly versions: TagVersions,
    private readonly times: PageCacheTimes,
  ) {}

  /** A fresh, current entry, or nothing: the fast path that runs before any other page work. */
  async peek(key: string): Promise<CachedPage | undefined> {
    const page = await this.store.get(key)
    return page && Date.now() < page.freshUntil && (await this.isCurrent(page)) ? page : undefined
  }

  async lookup(key: string, baseTags: string[], render: () => Promise<PageRender>): Promise<Lookup> {
    const page = await this.store.get(key)
    if (page && (await this.isCurrent(page))) {
      const now = Date.now()
      if (now < page.freshUntil) return { kind: 'hit', page }
      if (now < page.staleUntil) {
        if (!this.renders.has(key)) this.renderOnce(key, baseTags, render).catch((error: unknown) => log.warn('page cache revalidation failed', { key, error: String(error) }))
        return { kind: 'hit', page }
      }
    } else if (page) {
      await this.store.delete(key)
    }
    const running = this.renders.get(key)
    if (running) {
      const shared = await running
      // A render that could not be kept belongs to its own request: this one renders for itself.
      if (shared.kind !== 'uncacheable') return { kind: 'hit', page: shared.page }
    }
    return this.renderOnce(key, baseTags, render)
  }

  /** Makes every page carrying one of these tags invalid, in every process sharing the versions. */
  async purge(tags: Iterable<string>): Promise<void> {
    const list = [...new Set(tags)]
    if (list.length) await this.versions.bump(list)
  }

  /** Drops this process's copies (tests; the shared versions already make purged entries invalid). */
  clearLocal(): void {
    this.store.clear()
  }

  private async isCurrent(page: CachedPage): Promise<boolean> {
    const current = await this.versions.read(page.tags)
    return current.every((version, index) => version === page.versions[index])
  }

  private renderOnce(key: string, baseTags: string[], render: () => Promise<PageRender>): Promise<Lookup> {
    const running = this.renderAndStore(key, baseTags, render).finally(() => this.renders.delete(key))
    this.renders.set(key, running)
    return running
  }

  private async renderAndStore(key: string, baseTags: string[], render: () => Promise<PageRender>): Promise<Lookup> {
    const sequenceBefore = await this.versions.sequence()
    const { response, tags, nonce } = await render()
    if (!isCacheable(response)) return { kind: 'uncacheable', response }
    const tagList = [...new Set([...baseTags, ...tags])].sort()
    const body = await response.text()
    const headers = [...response.headers.entries()].filter(([name]) => !DROPPED_HEADERS.has(name))
    // The versions are read after the render: a purge during the render bumps the sequence, and
    // then the page is served to this request but not kept.
    const [versions, sequenceAfter] = await Promise.all([this.versions.read(tagList), this.versions.sequence()])
    const now = Date.now()
    const page: CachedPage = {
      status: response.status,
      headers,
      body,
      nonce,
      tags: tagList,
      versions,
      freshUntil: now + this.times.freshSeconds * 1000,
      staleUntil: now + (this.times.freshSeconds + this.times.staleSeconds) * 1000,
    }
    if (sequenceAfter === sequenceBefore) await this.store.set(key, page)
    return { kind: 'miss', page }
  }
}
