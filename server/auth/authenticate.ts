import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../http/hono-env'
import type { AuthUser } from './access'
import { clientIp } from './client-ip'
import { ACCESS_COOKIE, authCookies, clearAuthCookies, isSecureRequest, REFRESH_COOKIE } from './cookies'
import { readAccessToken, rotateRefreshToken, type AuthState } from './session-service'

/** Parallel requests of one page (or two tabs) may all carry the pair the first one rotates. */
export const RACE_GRACE_SECONDS = 10

export function toAuthUser(state: AuthState): AuthUser {
  const { user } = state
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isBackofficeUser: user.isBackofficeUser,
    scopes: user.scopes,
    sessionId: state.sessionId,
  }
}

function isStaticPath(path: string): boolean {
  return path.startsWith('/assets/') || path.startsWith('/media/') || /^\/[\w.-]+\.(svg|ico|png|txt|webmanifest)$/.test(path)
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1] ?? null
}

/**
 * Sets `c.var.user` from `Authorization: Bearer` (API clients) or the token cookies (website).
 * For cookie clients an expired access token is renewed transparently with the refresh cookie
 * (§4); a failed refresh logs out and clears the cart session cookies.
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { config, database } = c.get('runtime')
  const db = database.db
  c.set('clientIp', clientIp(c, config.trustProxy))
  // Static files never depend on the user: no session lookup, and no refresh racing the page.
  if (isStaticPath(c.req.path)) {
    c.set('user', null)
    return next()
  }
  let user: AuthUser | null = null
  const setCookies: string[] = []
  const bearer = bearerToken(c.req.header('authorization'))
  if (bearer) {
    const result = await readAccessToken(db, config, bearer)
    if (result.status === 'ok') user = toAuthUser(result.state)
  } else {
    const access = getCookie(c, ACCESS_COOKIE)
    const refresh = getCookie(c, REFRESH_COOKIE)
    if (access) {
      const result = await readAccessToken(db, config, access)
      if (result.status === 'ok') user = toAuthUser(result.state)
    }
    if (!user && (access || refresh)) {
      const secure = isSecureRequest(c.req.raw, config)
      const result = refresh
        ? await rotateRefreshToken(db, config, refresh, { graceSeconds: RACE_GRACE_SECONDS })
        : ({ status: 'invalid' } as const)
      if (result.status === 'ok' || result.status === 'race') {
        user = toAuthUser(result.state)
        setCookies.push(...authCookies(result.tokens, secure))
      } else {
        setCookies.push(...clearAuthCookies(secure, { withCart: true }))
      }
    }
  }
  c.set('user', user)
  await next()
  for (const cookie of setCookies) c.res.headers.append('Set-Cookie', cookie)
  // Pages that depend on who is logged in must never be cached for someone else.
  if (user && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-store')
}
