import type { Locale } from '../../common/i18n/locales'
import { translate } from '../../common/i18n/translate'
import type { TemplateValue } from '../outbox/fill-template'

/**
 * The greeting line of a mail to a person: "Dobar dan, Marija," — the first name only, as a shop
 * writes (issue 23), and a neutral "Dobar dan," when no first name is known.
 */
export function greeting(locale: Locale, firstName: string | null): string {
  const name = firstName?.trim()
  return name ? translate(locale, 'mail.greeting.named', { name }) : translate(locale, 'mail.greeting.neutral')
}

/**
 * The first name a mail's values carry: an order's billing first name, else the first word of the
 * name a buyer typed into a withdrawal or complaint (one field there, and queued mails keep it).
 */
export function firstNameOf(values: Record<string, TemplateValue>): string | null {
  if (typeof values.firstName === 'string' && values.firstName.trim()) return values.firstName
  if (typeof values.buyerName === 'string') return values.buyerName.trim().split(/\s+/)[0] || null
  return null
}
