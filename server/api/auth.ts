import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { z } from 'zod'
import { loginSchema } from '../../common/users/schemas'
import { requireUser } from '../auth/access'
import { bearerToken, RACE_GRACE_SECONDS } from '../auth/authenticate'
import { authCookies, clearAuthCookies, isSecureRequest, REFRESH_COOKIE } from '../auth/cookies'
import { loginWithPassword } from '../auth/login-flow'
import { revokeByRefreshToken, revokeSession, rotateRefreshToken } from '../auth/session-service'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson } from '../http/validate'
import { getUserView } from '../users/user-service'

function deps(c: Context<AppEnv>) {
  const { database, config } = c.get('runtime')
  return { db: database.db, config }
}

async function login(c: Context<AppEnv>) {
  const credentials = await parseJson(c, loginSchema)
  return loginWithPassword(deps(c), { credentials, ip: c.get('clientIp'), userAgent: c.req.header('user-agent') })
}

/** §7 `POST api/v1/login` and `GET api/v1/refresh` for API clients (tokens in the body). */
export const authApiV1 = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const { tokens, user } = await login(c)
    return ok(c, { tokens, user })
  })
  .get('/refresh', async (c) => {
    // §7 "refresh token as header": Authorization: Bearer <refresh> (or X-Refresh-Token). Cookie
    // clients never need this call: their tokens renew transparently on the next request.
    const token = c.req.header('x-refresh-token') ?? bearerToken(c.req.header('authorization'))
    if (!token) throw new ApiError(401, 'REFRESH_TOKEN_MISSING', 'error.unauthorized')
    // Two tabs refreshing with the same token get the same new pair (grace), not a revoked session.
    const result = await rotateRefreshToken(deps(c).db, deps(c).config, token, { graceSeconds: RACE_GRACE_SECONDS })
    if (result.status !== 'ok' && result.status !== 'race') throw new ApiError(401, 'REFRESH_TOKEN_INVALID', 'error.unauthorized')
    return ok(c, { tokens: result.tokens })
  })

const logoutSchema = z.object({ refreshToken: z.string().max(200).optional() }).catch({})

/** Legacy `/api/auth/login|logout|user` (§7): the same flows, with the website's cookies. */
export const legacyAuthApi = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const { tokens, user } = await login(c)
    const secure = isSecureRequest(c.req.raw, deps(c).config)
    for (const cookie of authCookies(tokens, secure)) c.header('Set-Cookie', cookie, { append: true })
    return ok(c, { tokens, user })
  })
  .post('/logout', async (c) => {
    const user = c.get('user')
    const { db, config } = deps(c)
    if (user) await revokeSession(db, user.sessionId)
    const body = logoutSchema.parse(await c.req.json().catch(() => ({})))
    const refresh = body.refreshToken ?? getCookie(c, REFRESH_COOKIE)
    if (refresh) await revokeByRefreshToken(db, refresh)
    for (const cookie of clearAuthCookies(isSecureRequest(c.req.raw, config))) {
      c.header('Set-Cookie', cookie, { append: true })
    }
    return ok(c, { loggedOut: true })
  })
  .get('/user', async (c) => {
    const user = requireUser(c.get('user'))
    return ok(c, { user: await getUserView(deps(c).db, user.id) })
  })
