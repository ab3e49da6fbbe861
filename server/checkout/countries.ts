import type { CheckoutCountry } from '../../common/checkout/checkout-views'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { getSiteOptions, listCountries } from '../site/site-service'

export type { CheckoutCountry }

/** §5 allowed address countries: 'ALL' = every country the install knows, else the listed codes. */
export async function availableCountries(db: Db, input: { siteId: number; locale: Locale }): Promise<CheckoutCountry[]> {
  const [options, countries] = await Promise.all([getSiteOptions(db, input.siteId), listCountries(db)])
  const allowed = options.AllowedCountries
  return countries
    .filter((country) => allowed === 'ALL' || allowed.includes(country.iso))
    .map((country) => ({ iso: country.iso, name: country.names[input.locale] ?? country.names.hr ?? country.iso }))
    .sort((a, b) => a.name.localeCompare(b.name, input.locale))
}

export async function isAllowedCountry(db: Db, input: { siteId: number; iso: string }): Promise<boolean> {
  const countries = await availableCountries(db, { siteId: input.siteId, locale: 'hr' })
  return countries.some((country) => country.iso === input.iso)
}
