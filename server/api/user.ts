import { Hono, type Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import {
  addressSchema,
  addressUpdateSchema,
  barcodeSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  guestUserSchema,
  loginLinkRequestSchema,
  loginLinkSchema,
  profileUpdateSchema,
  registerSchema,
  setPasswordSchema,
} from '../../common/users/schemas'
import { isBackoffice, requireUser } from '../auth/access'
import { isSecureRequest } from '../auth/cookies'
import { loginWithLink, requestLoginLink } from '../auth/login-link'
import { completeSocialLogin, startSocialLogin } from '../auth/social/social-login'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'
import { dbIdParamSchema } from '../../common/validation/numbers'
import { enforceRateLimit } from '../rate-limit/limits'
import { createAddress, updateAddress } from '../users/address-service'
import { requestPasswordReset, setPasswordWithToken, verifyEmail } from '../users/email-flows'
import { siteOrigin } from '../site/site-origin'
import { upsertGuestUser } from '../users/guest-service'
import { validateMembersBarcode } from '../users/members-service'
import { changePassword, getUserView, registerUser, updateProfile } from '../users/user-service'

export const GUEST_COOKIE = 'guestUser'
export const GUEST_EMAIL_COOKIE = 'guestEmail'
const GUEST_COOKIE_SECONDS = 30 * 24 * 60 * 60

function deps(c: Context<AppEnv>) {
  const { database, config } = c.get('runtime')
  return { db: database.db, config }
}

/** Links in mails and the OAuth redirect: the site's own origin, never an unchecked Host header. */
function originOf(c: Context<AppEnv>) {
  return siteOrigin({ config: deps(c).config, site: c.get('site'), request: c.req.raw })
}

function mailContext(c: Context<AppEnv>) {
  return { origin: originOf(c), locale: c.get('locale'), siteId: c.get('site').id }
}

export const idParam = dbIdParamSchema
export const tokenParam = z.string().min(10).max(200)
export const socialStartSchema = z.object({ provider: z.string().min(1).max(40), returnTo: z.string().max(2000).optional() })
export const socialCompleteSchema = z.object({
  provider: z.string().min(1).max(40).optional(),
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
})

async function verify(c: Context<AppEnv>) {
  const token = parseValue(c, tokenParam, c.req.param('token'))
  await enforceRateLimit(deps(c).config, { action: 'verify', ip: c.get('clientIp') })
  return ok(c, await verifyEmail(deps(c), token))
}

/** Issue 25.3: every call that checks a member card counts per IP and, logged in, per account. */
export function limitCardCalls(c: Context<AppEnv>, userId: number | null): Promise<void> {
  return enforceRateLimit(deps(c).config, { action: 'memberCard', ip: c.get('clientIp'), account: userId === null ? null : `user-${userId}` })
}

/** §7 updateGuestUser: also a cart call (`/api/v1/ecommerce/cart/updateGuestUser`). */
export async function updateGuestUser(c: Context<AppEnv>) {
  const guest = await parseJson(c, guestUserSchema)
  const view = await upsertGuestUser(deps(c).db, { guestId: getCookie(c, GUEST_COOKIE), guest })
  setGuestCookies(c, view)
  return ok(c, view)
}

/** The guest buyer's session (also set by the checkout's address step). */
export function setGuestCookies(c: Context<AppEnv>, view: { id: string; email: string }): void {
  const secure = isSecureRequest(c.req.raw, deps(c).config)
  const options = { path: '/', maxAge: GUEST_COOKIE_SECONDS, sameSite: 'Lax', secure } as const
  setCookie(c, GUEST_COOKIE, view.id, { ...options, httpOnly: true })
  // §6 "guest e-mail cookie". No browser code reads it (checkout gets the e-mail from the server),
  // so page scripts — or an injected one — cannot read a personal address out of it.
  setCookie(c, GUEST_EMAIL_COOKIE, view.email, { ...options, httpOnly: true })
}

/** §7 user calls under `/api/v1/user`. Every handler acts on the caller's own account only. */
export const userApi = new Hono<AppEnv>()
  .get('/web/profile', async (c) => {
    const user = requireUser(c.get('user'))
    return ok(c, await getUserView(deps(c).db, user.id))
  })
  .get('/profile', async (c) => {
    const user = requireUser(c.get('user'))
    if (!isBackoffice(user)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden')
    return ok(c, await getUserView(deps(c).db, user.id))
  })
  // §7 names a GET; the token itself is the secret, so a forged cross-site request cannot use it.
  .get('/web/verify/:token', verify)
  .post('/web/verify/:token', verify)
  .post('/web/register', async (c) => {
    const input = await parseJson(c, registerSchema)
    await enforceRateLimit(deps(c).config, { action: 'register', ip: c.get('clientIp'), account: input.email })
    return ok(
      c,
      await registerUser(deps(c), input, mailContext(c), { siteId: c.get('site').id, ip: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? null }),
      201,
    )
  })
  .patch('/web/update', async (c) => {
    const user = requireUser(c.get('user'))
    const changes = await parseJson(c, profileUpdateSchema)
    if (changes.memberCardBarcode) await limitCardCalls(c, user.id)
    return ok(c, await updateProfile(deps(c), { userId: user.id, changes }, mailContext(c)))
  })
  .post('/web/validateMembersBarcode', async (c) => {
    const { barcode } = await parseJson(c, barcodeSchema)
    const userId = c.get('user')?.id ?? null
    await limitCardCalls(c, userId)
    return ok(c, await validateMembersBarcode(deps(c).db, barcode, userId))
  })
  .post('/web/address/create', async (c) => {
    const user = requireUser(c.get('user'))
    const address = await parseJson(c, addressSchema)
    return ok(c, await createAddress(deps(c).db, { userId: user.id, address }), 201)
  })
  .patch('/web/address/update/:id', async (c) => {
    const user = requireUser(c.get('user'))
    const addressId = parseValue(c, idParam, c.req.param('id'))
    const changes = await parseJson(c, addressUpdateSchema)
    return ok(c, await updateAddress(deps(c).db, { userId: user.id, addressId, changes }))
  })
  .post('/web/updateGuestUser', updateGuestUser)
  .post('/password/reset', async (c) => {
    const user = requireUser(c.get('user'))
    const change = await parseJson(c, changePasswordSchema)
    await changePassword(deps(c), { userId: user.id, sessionId: user.sessionId, change })
    return ok(c, { changed: true })
  })
  .post('/password/forgot', async (c) => {
    const { email } = await parseJson(c, forgotPasswordSchema)
    await enforceRateLimit(deps(c).config, { action: 'forgot', ip: c.get('clientIp'), account: email })
    await requestPasswordReset(deps(c), email, mailContext(c))
    return ok(c, { sent: true })
  })
  // "E-mail me a login link" (issue 12): the way in that no login throttle can block.
  .post('/login-link/request', async (c) => {
    const { email } = await parseJson(c, loginLinkRequestSchema)
    await requestLoginLink(deps(c), { email, ip: c.get('clientIp'), mail: mailContext(c) })
    return ok(c, { sent: true })
  })
  .post('/login-link/login', async (c) => {
    const { token } = await parseJson(c, loginLinkSchema)
    const { tokens, user } = await loginWithLink(deps(c), { token, ip: c.get('clientIp'), userAgent: c.req.header('user-agent') })
    return ok(c, { tokens, user })
  })
  .post('/password/set', async (c) => {
    const input = await parseJson(c, setPasswordSchema)
    await enforceRateLimit(deps(c).config, { action: 'verify', ip: c.get('clientIp') })
    await setPasswordWithToken(deps(c), input)
    return ok(c, { changed: true })
  })
  .get('/social/redirect-login', async (c) => {
    const { provider, returnTo } = parseQuery(c, socialStartSchema)
    const { location, cookie } = await startSocialLogin(deps(c).config, {
      provider,
      returnTo,
      origin: originOf(c),
      secure: isSecureRequest(c.req.raw, deps(c).config),
    })
    c.header('Set-Cookie', cookie)
    return c.redirect(location, 302)
  })
  .post('/social/oauth', async (c) => {
    const input = await parseJson(c, socialCompleteSchema)
    const result = await completeSocialLogin(deps(c), {
      ...input,
      cookieHeader: c.req.header('cookie') ?? null,
      origin: originOf(c),
      userAgent: c.req.header('user-agent'),
    })
    return ok(c, { tokens: result.tokens, user: result.user, returnTo: result.returnTo })
  })
