import { safeRedirectPath } from '../../common/http/safe-redirect'

const BASE = 'http://redirect-path.invalid'

/** Paths the app itself answers: never redirected, never recorded as a 404 page. */
const RESERVED = /^\/(api|_cli|media|assets)(\/|$)/

/**
 * The one form of a page path that redirects and the 404 list compare: percent-encoded as a browser
 * sends it, without query or hash, without a trailing slash (except `/`). Null for anything that
 * is not a plain site path.
 */
export function normalizePagePath(input: string): string | null {
  const safe = safeRedirectPath(input.trim())
  if (!safe) return null
  const pathname = new URL(safe, BASE).pathname
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  if (RESERVED.test(path)) return null
  return path
}

/**
 * A redirect target: a site-relative path, or an absolute http(s) URL on one of the site's own
 * domains (stored as given). Anything else would make the site an open redirect.
 */
export function normalizeRedirectTarget(input: string, siteHosts: string[]): { target: string; path: string | null } | null {
  const value = input.trim()
  if (value.startsWith('/')) {
    const safe = safeRedirectPath(value)
    if (!safe) return null
    return { target: safe, path: normalizePagePath(safe) }
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password) return null
  const hosts = siteHosts.map((host) => host.toLowerCase())
  if (!hosts.includes(url.hostname.toLowerCase())) return null
  return { target: url.toString(), path: normalizePagePath(url.pathname) }
}
