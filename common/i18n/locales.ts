export const locales = ['hr', 'en', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'hr'

/** BCP 47 tags for Intl formatting and `<html lang>`. */
export const localeTags: Record<Locale, string> = { hr: 'hr-HR', en: 'en-GB', de: 'de-DE' }

export const localeNames: Record<Locale, string> = { hr: 'Hrvatski', en: 'English', de: 'Deutsch' }

export const LOCALE_COOKIE = 'izlog_locale'
/** §9: the locale cookie lasts 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The URL prefix of a locale: none for the default one (§2: "Default locale is hr with no prefix"). */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`
}

/** The locale a path belongs to, read from its first segment. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale
}

/** The path without its locale prefix, always starting with `/`. */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname)
  if (locale === defaultLocale) return pathname || '/'
  const rest = pathname.slice(locale.length + 1)
  return rest === '' ? '/' : rest
}

/**
 * Picks the visitor's preferred locale from an Accept-Language header (q-values honoured);
 * only the primary subtag counts, so `de-AT` picks `de`.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1 }
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q)
  return ranked.map((entry) => entry.tag).find(isLocale) ?? null
}
