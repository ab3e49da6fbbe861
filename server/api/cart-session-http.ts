import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { z } from 'zod'
import { cartSessionSchema, type CartSession } from '../../common/cart/schemas'
import { CART_COOKIE_SECONDS, CART_ID_COOKIE, PROTECT_CODE_COOKIE } from '../../common/cart/rules'
import { isSecureRequest } from '../auth/cookies'
import type { CartScope } from '../cart'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { parseValue } from '../http/validate'

/** The cart calls' request plumbing: who asks, which session, and the §4 cookies. */
export function cartScope(c: Context<AppEnv>): CartScope {
  return { siteId: c.get('site').id, locale: c.get('locale'), userId: c.get('user')?.id ?? null }
}

export function cartDb(c: Context<AppEnv>) {
  return c.get('runtime').database.db
}

/** The session named in the payload (§7) or, for the website, in the cookies; null when neither. */
export function requestSession(c: Context<AppEnv>, body: { cartId?: number; protectCode?: string }): CartSession | null {
  if (body.cartId !== undefined || body.protectCode !== undefined) {
    const parsed = cartSessionSchema.safeParse(body)
    if (!parsed.success) throw new ApiError(400, 'CART_SESSION_INVALID', 'cart.sessionInvalid')
    return parsed.data
  }
  const cartId = getCookie(c, CART_ID_COOKIE)
  const protectCode = getCookie(c, PROTECT_CODE_COOKIE)
  if (!cartId || !protectCode) return null
  const parsed = cartSessionSchema.safeParse({ cartId, protectCode })
  return parsed.success ? parsed.data : null
}

export function requireSession(c: Context<AppEnv>, body: { cartId?: number; protectCode?: string }): CartSession {
  const session = requestSession(c, body)
  if (!session) throw new ApiError(409, 'CART_SESSION_MISSING', 'cart.sessionInvalid')
  return session
}

/** §4: cookies `cartId` and `protectCode`, one year, path /; readable by the page that sends them. */
export function setSessionCookies(c: Context<AppEnv>, session: CartSession): void {
  const secure = isSecureRequest(c.req.raw, c.get('runtime').config)
  const options = { path: '/', maxAge: CART_COOKIE_SECONDS, sameSite: 'Lax', secure, httpOnly: false } as const
  setCookie(c, CART_ID_COOKIE, String(session.cartId), options)
  setCookie(c, PROTECT_CODE_COOKIE, session.protectCode, options)
}

export function clearSessionCookies(c: Context<AppEnv>): void {
  deleteCookie(c, CART_ID_COOKIE, { path: '/' })
  deleteCookie(c, PROTECT_CODE_COOKIE, { path: '/' })
}

/** Parses a cart payload; a bad quantity answers §5's error.invalidQuantity, anything else the field messages. */
export async function parseCartJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw ApiError.badRequest('INVALID_JSON')
  }
  const result = schema.safeParse(raw)
  const qtyIssue = result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'qty')
  if (qtyIssue?.code === 'too_big') throw new ApiError(400, 'LINE_LIMIT', 'cart.lineLimit')
  if (qtyIssue) throw new ApiError(400, 'INVALID_QUANTITY', 'error.invalidQuantity')
  return parseValue(c, schema, raw)
}
