import { readCookie } from '../../common/http/cookie-header'
import type { MiddlewareHandler } from 'hono'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { fail } from '../http/respond'
import { ACCESS_COOKIE, REFRESH_COOKIE } from './cookies'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF guard (issue 4): a state-changing request that a browser could send with our cookies must
 * come from our own origin, proven by `Sec-Fetch-Site` or `Origin`. Applies to every page form
 * post (React Router actions) and to API calls that carry the auth cookies or set them
 * (`/api/auth/*`). Bearer-token API clients carry no ambient authority and are not affected.
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next()
  const cookieHeader = c.req.header('cookie')
  const hasAuthCookie = Boolean(readCookie(cookieHeader, ACCESS_COOKIE) || readCookie(cookieHeader, REFRESH_COOKIE))
  const isApi = c.req.path.startsWith('/api/')
  const setsCookies = c.req.path.startsWith('/api/auth/')
  if (isApi && !hasAuthCookie && !setsCookies) return next()
  const verdict = sameOrigin(c.req.raw, c.get('runtime').config.publicUrl)
  if (verdict === 'same' || (verdict === 'unknown' && !hasAuthCookie && !isApi)) return next()
  const error = new ApiError(403, 'CROSS_SITE_REQUEST', 'error.crossSite')
  if (isApi) return fail(c, error)
  return c.text(error.localizedMessage(c.get('locale') ?? 'hr'), 403)
}

function sameOrigin(request: Request, publicUrl: string | undefined): 'same' | 'cross' | 'unknown' {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none' ? 'same' : 'cross'
  const origin = request.headers.get('origin')
  if (!origin || origin === 'null') return origin === 'null' ? 'cross' : 'unknown'
  const own = new URL(request.url)
  try {
    const from = new URL(origin)
    if (from.host === own.host) return 'same'
    if (publicUrl && from.origin === new URL(publicUrl).origin) return 'same'
  } catch {
    return 'cross'
  }
  return 'cross'
}
