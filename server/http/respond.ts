import type { Context, ErrorHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorEnvelope, SuccessEnvelope } from '../../common/http/envelope'
import { isMessageKey, translate } from '../../common/i18n/translate'
import { log } from '../log/logger'
import { ApiError } from './api-error'
import type { AppEnv } from './hono-env'

export function ok<T>(c: Context<AppEnv>, data: T, status: ContentfulStatusCode = 200) {
  const body: SuccessEnvelope<T> = { data, errored: false }
  return c.json(body, status)
}

export function fail(c: Context<AppEnv>, error: ApiError) {
  const locale = c.get('locale') ?? 'hr'
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, isMessageKey(message) ? translate(locale, message) : message]))
    : undefined
  const body: ErrorEnvelope = {
    data: null,
    errored: true,
    statusCode: error.status,
    code: error.code,
    message: error.localizedMessage(locale),
    ...(fields ? { fields } : {}),
  }
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value)
  return c.json(body, error.status)
}

/** Known errors answer as themselves; anything else is logged and answers a bare 500. */
export const apiErrorHandler: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) return fail(c, error)
  if (error instanceof SyntaxError && c.req.header('content-type')?.includes('json')) {
    return fail(c, new ApiError(400, 'INVALID_JSON', 'error.invalidJson'))
  }
  if (isDataException(error)) {
    // Validation should have caught it; the value still came from the client, so it is a 400.
    log.warn('input refused by the database', { path: c.req.path, error: error instanceof Error ? error.message.slice(0, 300) : '' })
    return fail(c, ApiError.badRequest('INVALID_INPUT'))
  }
  log.error('unhandled API error', { path: c.req.path, error: error instanceof Error ? error.stack : String(error) })
  const body: ErrorEnvelope = {
    data: null,
    errored: true,
    statusCode: 500,
    code: 'INTERNAL_ERROR',
    message: translate(c.get('locale') ?? 'hr', 'error.somethingWentWrong'),
  }
  return c.json(body, 500)
}

/** A PostgreSQL data exception (SQLSTATE class 22: bad number, encoding, out of range), as drizzle wraps it. */
function isDataException(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined
  return typeof code === 'string' && code.startsWith('22')
}
