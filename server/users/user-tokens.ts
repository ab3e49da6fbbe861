import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { userTokens } from '../db/schema'
import { hashToken, randomToken } from '../auth/tokens'

export type UserTokenPurpose = 'verify-email' | 'reset-password' | 'login-link'

/** Verification links last two days; reset links one hour (OWASP forgot-password guidance); login links 15 minutes. */
export const TOKEN_LIFETIME_SECONDS: Record<UserTokenPurpose, number> = {
  'verify-email': 48 * 60 * 60,
  'reset-password': 60 * 60,
  'login-link': 15 * 60,
}

/**
 * Login links are the way in while password logins are throttled: if a new request voided the
 * older links, anyone could keep the owner's mailbox full of dead links by asking for new ones.
 */
const KEEPS_OLDER_TOKENS: ReadonlySet<UserTokenPurpose> = new Set(['login-link'])

/** Issues a one-time token; older unused tokens of the same purpose stop working (except login links). */
export async function issueUserToken(db: Db, input: { userId: number; purpose: UserTokenPurpose }): Promise<string> {
  if (!KEEPS_OLDER_TOKENS.has(input.purpose)) await voidUserTokens(db, input)
  const token = randomToken()
  await db.insert(userTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_SECONDS[input.purpose] * 1000),
  })
  return token
}

/** Ends every unused token of one purpose for a user (e.g. the other login links once one was used). */
export async function voidUserTokens(db: Db, input: { userId: number; purpose: UserTokenPurpose }): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, input.userId), eq(userTokens.purpose, input.purpose), isNull(userTokens.usedAt)))
}

/**
 * Uses a token up: returns its user id once, null for unknown, expired or already used tokens.
 * The check and the use are one UPDATE, so two clicks cannot both succeed.
 */
export async function consumeUserToken(db: Db, input: { token: string; purpose: UserTokenPurpose }): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(input.token)),
        eq(userTokens.purpose, input.purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userTokens.userId })
  return row?.userId ?? null
}
