import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { CONSENT_COOKIE, parseConsentCookie, serializeConsent } from '../../common/consent/cookie-consent'
import { isBackoffice } from '../auth/access'
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../auth/cookies'
import type { AppEnv } from '../http/hono-env'
import { log } from '../log/logger'
import { normalizePagePath } from '../redirects/redirect-paths'
import { pagePathname } from '../../common/http/page-url'
import type { CachedPage } from './cached-page'
import { pageCacheKey } from './cache-key'
import type { PageRender } from './page-cache'
import { pageCacheFor, type PageCacheService } from './page-cache-service'
import { hasNoPublicEffect } from './no-public-effect'
import { collectPageChanges } from './page-changes'
import { pageTags } from './tags'

/** Paths that are never pages (the API, files, tools) even when the catch-all would answer them. */
const NOT_PAGES = /^\/(api|media|assets|_cli|_gateway)(\/|$)/
/** Query switches that open the editor or a preview: only ever for logged-in staff, never cached. */
const EDITOR_PARAMS = ['editPage', 'previewDraft', 'preview']
/**
 * Query parameters that carry one visitor's secret or address (a password-reset token, an OAuth
 * code and state, a confirmed e-mail): such a page is theirs, never kept nor given to a CDN.
 */
const PERSONAL_PARAMS = ['token', 'code', 'state', 'confirmedEmail', 'email', 'protectCode', 'orderId']
/** Writes by visitors that change pages for everyone: the test and developer tools. */
const SITE_WIDE_VISITOR_WRITES = /^\/(api\/)?(_e2e|_cli)(\/|$)/

/** Why a request is not served from the cache, or null when it may be. */
export function bypassReason(c: Context<AppEnv>, service: PageCacheService): string | null {
  if (!service.enabled) return 'disabled'
  if (c.req.method !== 'GET') return 'method'
  const url = new URL(c.req.url)
  if (NOT_PAGES.test(url.pathname)) return 'not-a-page'
  // The server HTML names the logged-in member or carries the editor: it is theirs alone.
  if (c.get('user')) return 'logged-in'
  if (getCookie(c, ACCESS_COOKIE) || getCookie(c, REFRESH_COOKIE)) return 'session-cookie'
  if (EDITOR_PARAMS.some((name) => url.searchParams.has(name))) return 'editor'
  if (PERSONAL_PARAMS.some((name) => url.searchParams.has(name))) return 'personal'
  return null
}

function cdnHeaders(headers: Headers, page: CachedPage, service: PageCacheService): void {
  headers.set('Cache-Control', `public, max-age=0, s-maxage=${service.freshSeconds}, stale-while-revalidate=${service.staleSeconds}`)
  headers.set('Cache-Tag', page.tags.join(','))
  headers.set('Surrogate-Key', page.tags.join(' '))
}

/** A page's bytes around its nonce, encoded once per entry rather than once per hit. */
const bodyParts = new WeakMap<CachedPage, Buffer[]>()

function bodyWithNonce(page: CachedPage, nonce: string): Buffer {
  let parts = bodyParts.get(page)
  if (!parts) {
    parts = (page.nonce ? page.body.split(page.nonce) : [page.body]).map((part) => Buffer.from(part))
    bodyParts.set(page, parts)
  }
  if (parts.length === 1) return parts[0]!
  const nonceBytes = Buffer.from(nonce)
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])))
}

/** The stored page as this response: its own nonce in place of the one it was rendered with. */
function pageResponse(page: CachedPage, nonce: string, xCache: 'hit' | 'miss', service: PageCacheService): Response {
  const headers = new Headers(page.headers)
  cdnHeaders(headers, page, service)
  headers.set('X-Cache', xCache)
  const body = bodyWithNonce(page, nonce)
  // A view, not a copy: Buffer.concat allocates an ordinary ArrayBuffer.
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { status: page.status, headers })
}

function bypassed(response: Response): Response {
  response.headers.set('X-Cache', 'bypass')
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-store')
  return response
}

function keyOf(c: Context<AppEnv>): string {
  const consent = parseConsentCookie(getCookie(c, CONSENT_COOKIE))
  return pageCacheKey({ siteId: c.get('site').id, locale: c.get('locale'), url: new URL(c.req.url), consent: consent ? serializeConsent(consent) : 'none' })
}

function serviceOf(c: Context<AppEnv>): PageCacheService {
  const runtime = c.get('runtime')
  return pageCacheFor(runtime.database.db, runtime.config)
}

/**
 * A fresh hit answers before the redirect lookup and the router: a redirect added later is a
 * backoffice write, which purges the site. Everything else goes on to serveCachedPage.
 */
export const servePageHits: MiddlewareHandler<AppEnv> = async (c, next) => {
  const service = serviceOf(c)
  if (bypassReason(c, service)) return next()
  const page = await service.cache.peek(keyOf(c)).catch((error: unknown) => {
    log.error('page cache lookup failed', { error: String(error) })
    return undefined
  })
  if (!page) return next()
  return pageResponse(page, c.get('nonce'), 'hit', service)
}

/** Serves an anonymous page from the whole-page cache (ADR 023), rendering it on a miss. */
export async function serveCachedPage(c: Context<AppEnv>, render: () => Promise<PageRender>): Promise<Response> {
  const service = serviceOf(c)
  if (bypassReason(c, service)) return bypassed((await render()).response)
  const siteId = c.get('site').id
  // A page's data for client navigations (`<path>.data`) is replaced by a redirect from the page's path too.
  const pathname = pagePathname(new URL(c.req.url).pathname)
  // Every page shows the layout and the site options, and is replaced by a redirect from its path.
  const baseTags = [pageTags.all, pageTags.site(siteId), pageTags.layout, pageTags.options, pageTags.path(normalizePagePath(pathname) ?? pathname)]
  let lookup
  try {
    lookup = await service.cache.lookup(keyOf(c), baseTags, render)
  } catch (error) {
    // The cache (Redis) failing must not take the site down: the page is rendered uncached.
    log.error('page cache lookup failed', { error: String(error) })
    return bypassed((await render()).response)
  }
  if (lookup.kind === 'uncacheable') return bypassed(lookup.response)
  return pageResponse(lookup.page, c.get('nonce'), lookup.kind, service)
}

/**
 * Wraps every write: what its services mark as changed (markPagesChanged, site-cache
 * invalidations) is purged after it has committed and before it answers. A backoffice user's
 * write whose services declared nothing (not even "no public page") purges the whole site, unless
 * its path is one with no public effect: a path nobody tagged yet can be coarse, never stale.
 */
export const purgeAfterWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
  const { tags, declared } = await collectPageChanges(() => next())
  const succeeded = c.res.status < 400
  const untaggedStaffWrite = !declared && isBackoffice(c.get('user')) && !hasNoPublicEffect(c.req.path)
  if (succeeded && (untaggedStaffWrite || SITE_WIDE_VISITOR_WRITES.test(c.req.path))) tags.add(pageTags.site(c.get('site').id))
  if (tags.size === 0) return
  const runtime = c.get('runtime')
  await pageCacheFor(runtime.database.db, runtime.config).purge(tags)
}
