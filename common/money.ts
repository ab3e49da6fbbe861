import type { Locale } from './i18n/locales'
import { numberFormatPerLocale } from './i18n/number-format'

const moneyFormat = numberFormatPerLocale({
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // Croatian style groups thousands from 1.000 on (CLDR's hr data skips 4-digit grouping).
  useGrouping: 'always',
})

/**
 * Formats integer cents for display (DESIGN "Money"): hr `1.234,56 €`, de `1.234,56 €`,
 * en `€1,234.56`. Money stays in cents everywhere else; this runs only at the edge.
 */
export function formatMoney(cents: number, locale: Locale): string {
  // Intl puts a no-break space before the sign; keep it so a price never wraps apart.
  return moneyFormat(locale).format(cents / 100)
}

/** The 25% PDV contained in a gross amount (prices include tax, DESIGN "Money, tax, stock"). */
export function includedVat(grossCents: number, ratePercent = 25): number {
  return Math.round(grossCents - grossCents / (1 + ratePercent / 100))
}
