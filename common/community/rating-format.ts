import type { Locale } from '../i18n/locales'
import { numberFormatPerLocale } from '../i18n/number-format'

const ratingFormat = numberFormatPerLocale({ maximumFractionDigits: 1 })

/** A rating as the stars' text shows it (`4,5`): one decimal at most. */
export function formatRating(rating: number, locale: Locale): string {
  return ratingFormat(locale).format(rating)
}
