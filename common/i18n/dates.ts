import { localeTags, type Locale } from './locales'

/** The site's time zone: dates and times are shown as they are in Zagreb, wherever the server runs. */
export const siteTimeZone = 'Europe/Zagreb'

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: siteTimeZone }).format(new Date(iso))
}

export function formatTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], { timeStyle: 'short', timeZone: siteTimeZone }).format(new Date(iso))
}

/** `YYYY-MM-DD` of an instant in the site's time zone (for `<time datetime>` and date inputs). */
export function isoDayInSiteZone(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone }).format(new Date(iso))
}
