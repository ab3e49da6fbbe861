import type { Locale } from '../i18n/locales'
import { z } from '../validation/z'

/**
 * The unit a number attribute's values are read in, per language ("god." / "yrs" / "J."). Each is
 * optional: a language without one shows the Croatian unit, and an attribute with none shows
 * bare numbers.
 */
export type AttributeUnits = Partial<Record<Locale, string>>

const unitText = z.string().trim().max(20).optional()
export const attributeUnitsSchema = z.object({ hr: unitText, en: unitText, de: unitText })

/** The unit shown on a page in `locale`: its own, else the Croatian one, else none. */
export function unitIn(units: AttributeUnits | null, locale: Locale): string | null {
  return units?.[locale] || units?.hr || null
}

/** What is stored: only the languages given, or null when no language has a unit. */
export function storedUnits(units: AttributeUnits | undefined): AttributeUnits | null {
  const given = Object.entries(units ?? {}).filter(([, unit]) => unit)
  return given.length ? (Object.fromEntries(given) as AttributeUnits) : null
}
