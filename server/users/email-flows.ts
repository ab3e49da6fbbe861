import { eq } from 'drizzle-orm'
import { pathFor } from '../../common/i18n/paths'
import { assertStrongPassword, hashPassword } from '../auth/passwords'
import { revokeUserSessions } from '../auth/session-service'
import { users } from '../db/schema'
import { ApiError } from '../http/api-error'
import { accountMail } from '../mail/account-mails'
import { sendMail } from '../mail/mailer'
import { findUserByEmail, type AccountDeps, type MailContext } from './user-service'
import { consumeUserToken, issueUserToken } from './user-tokens'

const invalidToken = () => new ApiError(400, 'TOKEN_INVALID', 'account.tokenInvalid')

/** §4 verification: a valid one-time link confirms the address. */
export async function verifyEmail(deps: AccountDeps, token: string): Promise<{ verified: true; userId: number }> {
  const userId = await consumeUserToken(deps.db, { token, purpose: 'verify-email' })
  if (!userId) throw invalidToken()
  await deps.db.update(users).set({ verifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId))
  return { verified: true, userId }
}

/**
 * Forgot password: mails a one-time link when the account exists. The answer is the same either
 * way, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string, mail: MailContext): Promise<void> {
  const user = await findUserByEmail(deps.db, email)
  if (!user) return
  const token = await issueUserToken(deps.db, { userId: user.id, purpose: 'reset-password' })
  const link = `${mail.origin}${pathFor('forgotPassword', mail.locale)}?token=${token}`
  await sendMail(deps.config, await accountMail(deps.db, { siteId: mail.siteId, key: 'account.passwordReset', locale: mail.locale, to: user.email, link, origin: mail.origin, mailFrom: deps.config.mailFrom }))
}

/**
 * §7 password/set: the link's token sets a new password once. Opening the link proves the mailbox,
 * so the address counts as verified; every session of the account ends.
 */
export async function setPasswordWithToken(deps: AccountDeps, input: { token: string; newPassword: string }): Promise<void> {
  assertStrongPassword(input.newPassword)
  const userId = await consumeUserToken(deps.db, { token: input.token, purpose: 'reset-password' })
  if (!userId) throw invalidToken()
  const passwordHash = await hashPassword(input.newPassword)
  const [row] = await deps.db.select({ verifiedAt: users.verifiedAt }).from(users).where(eq(users.id, userId))
  await deps.db
    .update(users)
    .set({ passwordHash, verifiedAt: row?.verifiedAt ?? new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId))
  await revokeUserSessions(deps.db, { userId, reason: 'password-reset' })
}
