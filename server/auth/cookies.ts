import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './session-service'
import type { AuthTokens } from '../../common/users/user-view'
import type { Config } from '../config'
import { isProxyTrusted } from '../http/trusted-proxy'

export const ACCESS_COOKIE = 'accessToken'
export const REFRESH_COOKIE = 'refreshToken'
/** The cart issue's session cookies (§4); a failed refresh clears them with the login. */
export const CART_COOKIES = ['cartId', 'protectCode'] as const

interface CookieOptions {
  maxAge: number
  httpOnly?: boolean
  secure: boolean
  path?: string
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${options.maxAge}`, `Path=${options.path ?? '/'}`, 'SameSite=Lax']
  if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  if (options.httpOnly !== false) parts.push('HttpOnly')
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

/**
 * Secure cookies on https: directly, behind a TLS proxy that says so (TRUST_PROXY), or when the
 * site's public address is https. Plain http://localhost (development and the browser tests)
 * gets them without the flag so they still work.
 */
export function isSecureRequest(request: Request, config: Pick<Config, 'trustProxy' | 'publicUrl'>): boolean {
  const url = new URL(request.url)
  if (url.protocol === 'https:') return true
  if (config.publicUrl?.startsWith('https://') && url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return true
  return isProxyTrusted(config.trustProxy) && request.headers.get('x-forwarded-proto') === 'https'
}

/** Both tokens as httpOnly, SameSite=Lax cookies; the refresh cookie lives as long as its family. */
export function authCookies(tokens: AuthTokens, secure: boolean): string[] {
  return [
    // The access cookie outlives its token so an expired token still reaches the server and
    // triggers the transparent refresh instead of looking like a logged-out visitor.
    serializeCookie(ACCESS_COOKIE, tokens.accessToken, { maxAge: REFRESH_TOKEN_SECONDS, secure }),
    serializeCookie(REFRESH_COOKIE, tokens.refreshToken, { maxAge: REFRESH_TOKEN_SECONDS, secure }),
  ]
}

export function clearAuthCookies(secure: boolean, options: { withCart?: boolean } = {}): string[] {
  const names = [ACCESS_COOKIE, REFRESH_COOKIE, ...(options.withCart ? CART_COOKIES : [])]
  return names.map((name) => serializeCookie(name, '', { maxAge: 0, secure, httpOnly: !CART_COOKIES.includes(name as never) }))
}

export { ACCESS_TOKEN_SECONDS }
