import { readCookie } from '../../../common/http/cookie-header'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { safeRedirectOr } from '../../../common/http/safe-redirect'
import type { AuthTokens, UserView } from '../../../common/users/user-view'
import type { Config } from '../../config'
import { socialIdentities, users } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { log } from '../../log/logger'
import { findUserByEmail, getUserView, type AccountDeps } from '../../users/user-service'
import { serializeCookie } from '../cookies'
import { getAuthSecret } from '../secret'
import { createSession } from '../session-service'
import { discover, exchangeCode, pkceChallenge, verifyIdToken, type IdClaims } from './oidc-client'

export const OAUTH_STATE_COOKIE = 'oauthState'
const STATE_SECONDS = 10 * 60
/** The page the provider sends the visitor back to (§2 social login route). */
export const SOCIAL_CALLBACK_PATH = '/social-login'

interface PendingLogin {
  provider: string
  state: string
  nonce: string
  verifier: string
  returnTo: string
  exp: number
}

function sign(value: string, config: Pick<Config, 'authSecret' | 'dataDir'>): string {
  return createHmac('sha256', getAuthSecret(config)).update(value).digest('base64url')
}

function findProvider(config: Config, name: string) {
  const provider = config.oauthProviders.find((p) => p.name === name)
  if (!provider) throw new ApiError(404, 'OAUTH_PROVIDER_UNKNOWN', 'error.notFound')
  return provider
}

/**
 * Starts a login at a provider: state (CSRF), nonce (replay) and PKCE verifier travel in a signed,
 * httpOnly, 10-minute cookie; the browser goes to the provider's authorization endpoint.
 */
export async function startSocialLogin(
  config: Config,
  input: { provider: string; returnTo?: string; origin: string; secure: boolean },
): Promise<{ location: string; cookie: string }> {
  const provider = findProvider(config, input.provider)
  const discovery = await discover(provider)
  const pending: PendingLogin = {
    provider: provider.name,
    state: randomBytes(16).toString('base64url'),
    nonce: randomBytes(16).toString('base64url'),
    verifier: randomBytes(32).toString('base64url'),
    returnTo: safeRedirectOr(input.returnTo, '/'),
    exp: Math.floor(Date.now() / 1000) + STATE_SECONDS,
  }
  const payload = Buffer.from(JSON.stringify(pending)).toString('base64url')
  const cookie = serializeCookie(OAUTH_STATE_COOKIE, `${payload}.${sign(payload, config)}`, {
    maxAge: STATE_SECONDS,
    secure: input.secure,
  })
  const url = new URL(discovery.authorization_endpoint)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: `${input.origin}${SOCIAL_CALLBACK_PATH}`,
    scope: provider.scope,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: pkceChallenge(pending.verifier),
    code_challenge_method: 'S256',
  }).toString()
  return { location: url.toString(), cookie }
}

function readPending(config: Config, cookieHeader: string | null): PendingLogin | null {
  const raw = readCookie(cookieHeader, OAUTH_STATE_COOKIE)
  if (!raw) return null
  const [payload, signature] = raw.split('.')
  if (!payload || !signature) return null
  const expected = Buffer.from(sign(payload, config))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const pending = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PendingLogin
  return pending.exp * 1000 > Date.now() ? pending : null
}

/** The account for a provider identity: linked before, or the verified e-mail's, or a new one. */
async function accountFor(deps: AccountDeps, provider: string, claims: IdClaims): Promise<number> {
  const { db } = deps
  const [linked] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, claims.sub)))
  if (linked) return linked.userId
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true'
  // Linking by e-mail only when the provider vouches for it: else anyone could claim an account.
  if (!claims.email || !emailVerified) throw new ApiError(400, 'OAUTH_EMAIL_UNVERIFIED', 'account.socialFailed')
  const existing = await findUserByEmail(db, claims.email)
  let userId = existing?.id
  if (!userId) {
    const [created] = await db
      .insert(users)
      .values({
        email: claims.email.toLowerCase(),
        firstName: claims.given_name ?? claims.name ?? '',
        lastName: claims.family_name ?? '',
        verifiedAt: new Date(),
      })
      .returning({ id: users.id })
    if (!created) throw new Error('user insert returned nothing')
    userId = created.id
  } else if (!existing?.verifiedAt) {
    await db.update(users).set({ verifiedAt: new Date() }).where(eq(users.id, userId))
  }
  await db.insert(socialIdentities).values({ userId, provider, subject: claims.sub }).onConflictDoNothing()
  return userId
}

/** Completes the flow (`/social-login` and `POST social/oauth`): code → id_token → session. */
export async function completeSocialLogin(
  deps: AccountDeps,
  input: { code: string; state: string; cookieHeader: string | null; origin: string; userAgent?: string | null },
): Promise<{ tokens: AuthTokens; user: UserView; returnTo: string; clearCookie: string }> {
  const { config } = deps
  const pending = readPending(config, input.cookieHeader)
  if (!pending || pending.state !== input.state) throw new ApiError(400, 'OAUTH_STATE_INVALID', 'account.socialFailed')
  const provider = findProvider(config, pending.provider)
  let claims: IdClaims
  try {
    const discovery = await discover(provider)
    const redirectUri = `${input.origin}${SOCIAL_CALLBACK_PATH}`
    const idToken = await exchangeCode(provider, discovery, { code: input.code, redirectUri, codeVerifier: pending.verifier })
    claims = await verifyIdToken(provider, discovery, idToken, pending.nonce)
  } catch (error) {
    log.warn('social login failed', { provider: provider.name, error: error instanceof Error ? error.message : String(error) })
    throw new ApiError(400, 'OAUTH_FAILED', 'account.socialFailed')
  }
  const userId = await accountFor(deps, provider.name, claims)
  const { sessionId: _sessionId, ...tokens } = await createSession(deps.db, config, { userId, userAgent: input.userAgent })
  return {
    tokens,
    user: await getUserView(deps.db, userId),
    returnTo: pending.returnTo,
    clearCookie: serializeCookie(OAUTH_STATE_COOKIE, '', { maxAge: 0, secure: false }),
  }
}
