import { localeTags, type Locale } from '../i18n/locales'

const formatters = new Map<Locale, Intl.NumberFormat>()

/**
 * A rating as the stars' text shows it (`4,5`): one decimal at most. One formatter per locale:
 * `toLocaleString` builds a new one on every call, which cost more than the rest of a product card.
 */
export function formatRating(rating: number, locale: Locale): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 1 })
    formatters.set(locale, formatter)
  }
  return formatter.format(rating)
}
