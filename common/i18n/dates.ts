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

/** How far Zagreb's wall clock is ahead of UTC at an instant, in ms (1 h in winter, 2 h in summer). */
function siteZoneOffsetMs(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: siteTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wallClock - Math.floor(instant / 1000) * 1000
}

/**
 * The instant a calendar day (`YYYY-MM-DD`) begins in the site's time zone: 1 March starts at
 * 28 February 23:00 UTC, 1 July at 30 June 22:00 UTC. Zagreb changes clocks at 02:00/03:00, never
 * at midnight, so one correction of the first guess is always enough.
 */
export function startOfSiteDay(isoDay: string): Date {
  const utcMidnight = Date.parse(`${isoDay}T00:00:00Z`)
  const guess = utcMidnight - siteZoneOffsetMs(utcMidnight)
  return new Date(utcMidnight - siteZoneOffsetMs(guess))
}

/** The instant the day after `isoDay` begins in the site's time zone (an exclusive upper bound). */
export function startOfNextSiteDay(isoDay: string): Date {
  const next = new Date(`${isoDay}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return startOfSiteDay(next.toISOString().slice(0, 10))
}
