import { localeTags, type Locale } from './locales'

/**
 * One `Intl.NumberFormat` per locale for the given options, made on first use: building a formatter
 * (as `toLocaleString` does on every call) costs more than the formatting itself.
 */
export function numberFormatPerLocale(options: Intl.NumberFormatOptions): (locale: Locale) => Intl.NumberFormat {
  const formatters = new Map<Locale, Intl.NumberFormat>()
  return (locale) => {
    let formatter = formatters.get(locale)
    if (!formatter) {
      formatter = new Intl.NumberFormat(localeTags[locale], options)
      formatters.set(locale, formatter)
    }
    return formatter
  }
}
