import { data } from 'react-router'
import { ZodError } from 'zod'
import type { Locale } from '../../common/i18n/locales'
import { isMessageKey, translate } from '../../common/i18n/translate'
import { ApiError } from '../http/api-error'

/** What an admin form's action answers: a notice to show above the form. */
export interface AdminOutcome {
  ok: boolean
  message: string
}

/**
 * A refused admin form: the service's error (its first field, else its message) as a notice.
 * Invalid input is a 400 page, never a 500; anything unexpected goes on to the error boundary.
 */
export function refusedOutcome(error: unknown, locale: Locale): AdminOutcome {
  const apiError = error instanceof ZodError ? ApiError.fromZod(error, locale) : error
  if (!(apiError instanceof ApiError)) throw error
  if (apiError.status === 404) throw data(null, { status: 404 })
  const message = apiError.localizedMessage(locale)
  const field = Object.values(apiError.fields ?? {})[0]
  const fieldText = field === undefined ? null : isMessageKey(field) ? translate(locale, field) : field
  return {
    ok: false,
    message: fieldText && fieldText !== message ? `${message} ${fieldText}` : message,
  }
}
