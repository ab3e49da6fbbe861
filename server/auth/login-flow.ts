import type { LoginInput } from '../../common/users/schemas'
import type { AuthTokens, UserView } from '../../common/users/user-view'
import { ApiError } from '../http/api-error'
import { findUserByEmail, getUserView, type AccountDeps } from '../users/user-service'
import { clearLoginFailures, throttleLoginAttempt } from './login-throttle'
import { verifyPassword } from './passwords'
import { createSession } from './session-service'

export interface LoginResult {
  tokens: AuthTokens
  user: UserView
  sessionId: string
}

/**
 * Logs in with e-mail and password, throttled per address and per account + address (never locked
 * per account alone, see login-throttle.ts). Unknown e-mail and wrong password give the same
 * INVALID_LOGIN answer (§8), after the same argon2 work.
 */
export async function loginWithPassword(
  deps: AccountDeps,
  input: { credentials: LoginInput; ip: string; userAgent?: string | null; requireBackoffice?: boolean },
): Promise<LoginResult> {
  const { db, config } = deps
  const email = input.credentials.username
  await throttleLoginAttempt(config, { ip: input.ip, account: email })
  const user = await findUserByEmail(db, email)
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.credentials.password)
  if (!user || !passwordOk) throw new ApiError(401, 'INVALID_LOGIN', 'account.invalidLogin')
  await clearLoginFailures(config, { ip: input.ip, account: email })
  if (!user.verifiedAt) throw new ApiError(403, 'EMAIL_NOT_VERIFIED', 'account.emailNotConfirmed')
  if (input.requireBackoffice && !user.isBackofficeUser) throw new ApiError(403, 'FORBIDDEN', 'account.adminForbidden')
  const session = await createSession(db, config, { userId: user.id, userAgent: input.userAgent })
  const { sessionId, ...tokens } = session
  return { tokens, user: await getUserView(db, user.id), sessionId }
}
