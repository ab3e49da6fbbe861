import { and, eq, isNull } from 'drizzle-orm'
import { pathFor } from '../../common/i18n/paths'
import { users } from '../db/schema'
import { ApiError } from '../http/api-error'
import { accountMail } from '../mail/account-mails'
import { sendMail } from '../mail/mailer'
import { enforceRateLimit } from '../rate-limit/limits'
import { findUserByEmail, getUserView, type AccountDeps, type MailContext } from '../users/user-service'
import { consumeUserToken, issueUserToken, voidUserTokens } from '../users/user-tokens'
import type { LoginResult } from './login-flow'
import { createSession } from './session-service'

/**
 * "E-mail me a login link": a single-use, 15-minute link. It is the owner's way in while password
 * logins for the account are throttled, so it never passes through the login throttle. The answer
 * is the same whether the account exists, like forgot-password.
 */
export async function requestLoginLink(deps: AccountDeps, input: { email: string; ip: string; mail: MailContext }): Promise<void> {
  await enforceRateLimit(deps.config, { action: 'loginLink', ip: input.ip, account: input.email })
  const user = await findUserByEmail(deps.db, input.email)
  if (!user) return
  const token = await issueUserToken(deps.db, { userId: user.id, purpose: 'login-link' })
  const link = `${input.mail.origin}${pathFor('login', input.mail.locale)}?loginToken=${token}`
  await sendMail(
    deps.config,
    await accountMail(deps.db, { siteId: input.mail.siteId, key: 'account.loginLink', locale: input.mail.locale, to: user.email, link, origin: input.mail.origin, mailFrom: deps.config.mailFrom }),
  )
}

/** Uses a login link once: a new session. Opening it proves the mailbox, so the address counts as verified. */
export async function loginWithLink(
  deps: AccountDeps,
  input: { token: string; ip: string; userAgent?: string | null },
): Promise<LoginResult> {
  const { db, config } = deps
  await enforceRateLimit(config, { action: 'verify', ip: input.ip })
  const userId = await consumeUserToken(db, { token: input.token, purpose: 'login-link' })
  if (!userId) throw new ApiError(400, 'TOKEN_INVALID', 'account.tokenInvalid')
  // The other links in the mailbox have done their job.
  await voidUserTokens(db, { userId, purpose: 'login-link' })
  await db
    .update(users)
    .set({ verifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.verifiedAt)))
  const { sessionId, ...tokens } = await createSession(db, config, { userId, userAgent: input.userAgent })
  return { tokens, user: await getUserView(db, userId), sessionId }
}
