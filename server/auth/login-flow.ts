import type { LoginInput } from '../../common/users/schemas'
import type { AuthTokens, UserView } from '../../common/users/user-view'
import { ApiError } from '../http/api-error'
import { enforceRateLimit } from '../rate-limit/limits'
import { findUserByEmail, getUserView, type AccountDeps } from '../users/user-service'
import { verifyPassword } from './passwords'
import { createSession } from './session-service'

export interface LoginResult {
  tokens: AuthTokens
  user: UserView
  sessionId: string
}

/**
 * Logs in with e-mail and password (rate-limited per IP and per account). Unknown e-mail and wrong
 * password give the same INVALID_LOGIN answer (§8), after the same argon2 work.
 */
export async function loginWithPassword(
  deps: AccountDeps,
  input: { credentials: LoginInput; ip: string; userAgent?: string | null; requireBackoffice?: boolean },
): Promise<LoginResult> {
  const { db, config } = deps
  const email = input.credentials.username
  await enforceRateLimit(config, { action: 'login', ip: input.ip, account: email })
  const user = await findUserByEmail(db, email)
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.credentials.password)
  if (!user || !passwordOk) throw new ApiError(401, 'INVALID_LOGIN', 'account.invalidLogin')
  if (!user.verifiedAt) throw new ApiError(403, 'EMAIL_NOT_VERIFIED', 'account.emailNotConfirmed')
  if (input.requireBackoffice && !user.isBackofficeUser) throw new ApiError(403, 'FORBIDDEN', 'account.adminForbidden')
  const session = await createSession(db, config, { userId: user.id, userAgent: input.userAgent })
  const { sessionId, ...tokens } = session
  return { tokens, user: await getUserView(db, user.id), sessionId }
}
