import type { MessageKey } from '../i18n/translate'

/**
 * §8 error-body mapping: a few codes the back end sends have their own notification; anything
 * else shows the message the body carries (body text, errorMessage or message), and the status
 * comes from statusCode or the HTTP status (0 for network errors).
 */
const dedicatedKeys: Record<string, MessageKey> = {
  INVALID_LOGIN: 'account.invalidLogin',
  'old-password-incorrect': 'account.oldPasswordIncorrect',
  'user-already-exists': 'account.userAlreadyExists',
  'unknown username or password': 'account.unknownUsernameOrPassword',
  'student-not-assigned-to-department': 'account.studentNotAssigned',
}

export interface MappedError {
  status: number
  /** A catalogue key when the body names a known code, else null. */
  key: MessageKey | null
  message: string
}

export function mapErrorBody(body: unknown, httpStatus: number): MappedError {
  if (typeof body === 'string') {
    const key = dedicatedKeys[body.trim()] ?? null
    return { status: httpStatus, key, message: body }
  }
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const status = typeof record.statusCode === 'number' ? record.statusCode : httpStatus
  const candidates = [record.code, record.errorMessage, record.message].filter((v): v is string => typeof v === 'string')
  for (const candidate of candidates) {
    const key = dedicatedKeys[candidate]
    if (key) return { status, key, message: candidate }
  }
  const message = [record.errorMessage, record.message].find((v): v is string => typeof v === 'string') ?? ''
  return { status, key: null, message }
}
