import type { z } from './z'
import type { Locale } from '../i18n/locales'
import { isMessageKey, translate } from '../i18n/translate'

/**
 * The §5 message catalogue applied to zod issues, so a form, the API and a service all say the
 * same thing for the same rule. A schema may carry a catalogue key as its custom message.
 */
export function zodIssueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  if (issue.message && isMessageKey(issue.message)) return translate(locale, issue.message)
  switch (issue.code) {
    case 'invalid_type':
      return translate(locale, 'validation.required')
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.minimum === 1
          ? translate(locale, 'validation.required')
          : translate(locale, 'validation.minLength', { length: Number(issue.minimum) })
      }
      return translate(locale, 'validation.invalid')
    case 'too_big':
      if (issue.origin === 'string') return translate(locale, 'validation.maxLength', { length: Number(issue.maximum) })
      return translate(locale, 'validation.invalid')
    case 'invalid_format':
      return issue.format === 'email' ? translate(locale, 'validation.email') : translate(locale, 'validation.invalid')
    default:
      return translate(locale, 'validation.invalid')
  }
}

/** Field path → first message, for showing beside form fields. */
export function fieldErrors(error: z.ZodError, locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= zodIssueMessage(issue, locale)
  }
  return fields
}
