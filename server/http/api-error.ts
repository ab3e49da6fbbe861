import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import type { Locale } from '../../common/i18n/locales'
import { translate, type MessageKey, type MessageParams } from '../../common/i18n/translate'
import { fieldErrors } from '../../common/validation/messages'

/**
 * An error the API answers with its own status, code and translated message. Anything else that
 * is thrown becomes a generic 500 without details (no stack traces leave the server).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly params?: MessageParams,
    readonly fields?: Record<string, MessageKey | string>,
  ) {
    super(code)
  }

  /** Response headers that belong to this error (e.g. `Retry-After` on a 429). */
  headers?: Record<string, string>

  localizedMessage(locale: Locale): string {
    return translate(locale, this.messageKey, this.params)
  }

  static notFound(code = 'NOT_FOUND'): ApiError {
    return new ApiError(404, code, 'error.notFound')
  }

  static badRequest(code = 'BAD_REQUEST', fields?: Record<string, string>): ApiError {
    return new ApiError(400, code, 'error.badRequest', undefined, fields)
  }

  /** A rejected payload: one translated message per invalid field. */
  static fromZod(error: z.ZodError, locale: Locale): ApiError {
    return new ApiError(400, 'VALIDATION_FAILED', 'error.badRequest', undefined, fieldErrors(error, locale))
  }
}
