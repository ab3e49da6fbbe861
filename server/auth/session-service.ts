import { createHmac } from 'node:crypto'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { AuthTokens } from '../../common/users/user-view'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { authSessions, refreshTokens, users } from '../db/schema'
import { signJwt, verifyJwt } from './jwt'
import { getAuthSecret } from './secret'
import { hashToken, randomToken } from './tokens'

/** Access tokens live 10 minutes; the refresh family lives 30 days (§9 default cookie lifetime). */
export const ACCESS_TOKEN_SECONDS = 10 * 60
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60

type SecretConfig = Pick<Config, 'authSecret' | 'dataDir'>
export type AuthUserRow = typeof users.$inferSelect
export interface AuthState {
  user: AuthUserRow
  sessionId: string
}

function accessToken(config: SecretConfig, userId: number, sessionId: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000)
  return signJwt({ sub: String(userId), sid: sessionId, iat, exp: iat + ACCESS_TOKEN_SECONDS }, getAuthSecret(config))
}

/** Logs a user in: a new refresh family with its first token, and an access token. */
export async function createSession(
  db: Db,
  config: SecretConfig,
  input: { userId: number; userAgent?: string | null },
): Promise<AuthTokens & { sessionId: string }> {
  const [session] = await db
    .insert(authSessions)
    .values({
      userId: input.userId,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
    })
    .returning({ id: authSessions.id })
  if (!session) throw new Error('session insert returned nothing')
  const refreshToken = randomToken()
  await db.insert(refreshTokens).values({ sessionId: session.id, tokenHash: hashToken(refreshToken) })
  return {
    sessionId: session.id,
    accessToken: accessToken(config, input.userId, session.id),
    refreshToken,
    expiresIn: ACCESS_TOKEN_SECONDS,
  }
}

export type RefreshResult =
  | { status: 'ok'; tokens: AuthTokens; state: AuthState }
  | { status: 'invalid' }
  | { status: 'reused' }
  /**
   * A token rotated moments ago by a parallel request (two tabs, a page's parallel fetches): the
   * same new pair the first request got, not a theft alarm.
   */
  | { status: 'race'; tokens: AuthTokens; state: AuthState }

/**
 * The token that replaces `token` on rotation. Derived (HMAC with the auth secret) rather than
 * random so a parallel refresh within the grace window can hand out the very same successor
 * without the server ever storing a token in the clear.
 */
function successorToken(config: SecretConfig, token: string): string {
  return createHmac('sha256', getAuthSecret(config)).update(`refresh-successor:${token}`).digest('base64url')
}

function pairAfterRotation(config: SecretConfig, input: { token: string; userId: number; sessionId: string; rotatedAt: number }): AuthTokens {
  return {
    // Signed with the rotation time as `iat`, so the race answer is byte-for-byte the same pair.
    accessToken: accessToken(config, input.userId, input.sessionId, input.rotatedAt),
    refreshToken: successorToken(config, input.token),
    expiresIn: ACCESS_TOKEN_SECONDS,
  }
}

/**
 * Exchanges a refresh token for a new pair. The old token is marked rotated in the same statement
 * that checks it, so two concurrent refreshes cannot both win; within `graceSeconds` the losers get
 * the winner's pair (ADR 010). Presenting a rotated token later means it was copied: the whole
 * family (session) is revoked.
 */
export async function rotateRefreshToken(
  db: Db,
  config: SecretConfig,
  token: string,
  options: { graceSeconds?: number } = {},
): Promise<RefreshResult> {
  const tokenHash = hashToken(token)
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions, user: users })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
  if (!row) return { status: 'invalid' }
  if (row.session.revokedAt || row.session.expiresAt.getTime() <= Date.now()) return { status: 'invalid' }
  const state = { user: row.user, sessionId: row.session.id }
  const now = new Date()
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id })
  if (claimed.length === 0) {
    // Within a few seconds a second use is a parallel request of the same client, not a thief:
    // it gets the pair the first one got. Later, the copy revokes the whole family.
    const [current] = await db.select({ rotatedAt: refreshTokens.rotatedAt }).from(refreshTokens).where(eq(refreshTokens.id, row.token.id))
    const rotatedAt = current?.rotatedAt?.getTime()
    if (rotatedAt !== undefined && options.graceSeconds && Date.now() - rotatedAt < options.graceSeconds * 1000) {
      return { status: 'race', tokens: pairAfterRotation(config, { token, userId: row.user.id, sessionId: row.session.id, rotatedAt }), state }
    }
    await revokeSession(db, row.session.id, 'refresh-token-reuse')
    return { status: 'reused' }
  }
  const tokens = pairAfterRotation(config, { token, userId: row.user.id, sessionId: row.session.id, rotatedAt: now.getTime() })
  await db.insert(refreshTokens).values({ sessionId: row.session.id, tokenHash: hashToken(tokens.refreshToken) })
  await db.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, row.session.id))
  return { status: 'ok', tokens, state }
}

export type AccessResult = { status: 'ok'; state: AuthState } | { status: 'expired' } | { status: 'invalid' }

/**
 * Reads an access token. Its session is checked on every request, so logout and "end my other
 * sessions" take effect at once rather than when the token expires.
 */
export async function readAccessToken(db: Db, config: SecretConfig, token: string): Promise<AccessResult> {
  const result = verifyJwt(token, getAuthSecret(config))
  if (result.status !== 'valid') return { status: result.status }
  const userId = Number(result.claims.sub)
  if (!Number.isInteger(userId)) return { status: 'invalid' }
  const [row] = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, result.claims.sid), eq(authSessions.userId, userId)))
    .limit(1)
  if (!row || row.session.revokedAt) return { status: 'invalid' }
  return { status: 'ok', state: { user: row.user, sessionId: row.session.id } }
}

export async function revokeSession(db: Db, sessionId: string, reason = 'logout'): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
}

/** Ends every session of a user except (optionally) the one making the request. */
export async function revokeUserSessions(db: Db, input: { userId: number; exceptSessionId?: string; reason: string }) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: input.reason })
    .where(
      and(
        eq(authSessions.userId, input.userId),
        isNull(authSessions.revokedAt),
        input.exceptSessionId ? ne(authSessions.id, input.exceptSessionId) : undefined,
      ),
    )
}

/** Revokes the session a refresh token belongs to (logout with only the refresh token at hand). */
export async function revokeByRefreshToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1)
  if (row) await revokeSession(db, row.sessionId)
}
