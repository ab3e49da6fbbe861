import { and, eq, inArray } from 'drizzle-orm'
import { mailTemplateKeys, type MailTemplateKey, type MailTemplateLocale } from '../../common/mail-templates/schemas'
import type { Db } from '../db/client'
import { emailTemplates } from '../db/schema'
import { builtInTemplates } from './built-in-templates'
import { isLegacyBuiltIn } from './legacy-templates'

export type StoredTemplate = typeof emailTemplates.$inferSelect

export function isMailTemplateKey(key: string): key is MailTemplateKey {
  return (mailTemplateKeys as readonly string[]).includes(key)
}

/** The built-in text of a template in a language (null for a key the code does not ship). */
export function builtInText(key: string, locale: string): { subject: string; body: string } | null {
  if (!isMailTemplateKey(key)) return null
  const defaults = builtInTemplates[key].defaults
  return locale === 'hr' || locale === 'en' || locale === 'de' ? defaults[locale] : null
}

/** A stored copy counts as customised only when it says something else than the built-in text. */
export function isCustomised(row: Pick<StoredTemplate, 'key' | 'locale' | 'subject' | 'body'>): boolean {
  const builtIn = builtInText(row.key, row.locale)
  if (builtIn && isLegacyBuiltIn(row)) return false
  return !builtIn || builtIn.subject !== row.subject || builtIn.body !== row.body
}

export function storedTemplates(db: Db, siteId: number, key: string, locales: readonly string[]): Promise<StoredTemplate[]> {
  return db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.siteId, siteId), eq(emailTemplates.key, key), inArray(emailTemplates.locale, [...locales])))
}

/**
 * The text every sender uses: the site's stored text in the message's language, else the built-in
 * one, else the same in Croatian. Null when neither exists (a key nobody ships any more).
 */
export async function resolveMailTemplate(db: Db, input: { siteId: number; key: string; locale: string }): Promise<{ subject: string; body: string } | null> {
  const rows = await storedTemplates(db, input.siteId, input.key, [input.locale, 'hr'])
  // A stored copy of an old built-in text is not the owner's: today's built-in text stands instead.
  const stored = (locale: string) => rows.find((row) => row.locale === locale && !isLegacyBuiltIn(row))
  return stored(input.locale) ?? builtInText(input.key, input.locale) ?? stored('hr') ?? builtInText(input.key, 'hr')
}

export type { MailTemplateLocale }
