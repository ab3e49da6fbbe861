/** Cents as a processor writes a decimal amount: `1234` → `12.34` (or `12,34` with a comma). */
export function centsToDecimal(cents: number, separator: '.' | ',' = '.'): string {
  const whole = Math.floor(cents / 100)
  return `${whole}${separator}${String(cents % 100).padStart(2, '0')}`
}

/** A processor's decimal amount (`12.34`, `12,34`, `12`) in cents; null for anything else. */
export function decimalToCents(text: string | undefined | null): number | null {
  const match = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec((text ?? '').trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}

/** A processor's amount already in minor units (`1234`); null for anything else. */
export function minorUnits(text: string | number | undefined | null): number | null {
  const value = String(text ?? '').trim()
  return /^\d{1,15}$/.test(value) ? Number(value) : null
}
