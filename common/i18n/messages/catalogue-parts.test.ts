import { describe, expect, it } from 'vitest'
import { locales } from '../locales'
import { catalogueParts, catalogues, type CataloguePart } from './index'

describe('catalogue parts (what the browser loads, ADR 026)', () => {
  const parts = Object.keys(catalogueParts) as CataloguePart[]

  it.each(locales)('together hold every %s message, each in one part only', (locale) => {
    const seen = new Map<string, CataloguePart>()
    for (const part of parts) {
      for (const key of Object.keys(catalogueParts[part][locale])) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${part}`).toBeUndefined()
        seen.set(key, part)
      }
    }
    expect([...seen.keys()].sort()).toEqual(Object.keys(catalogues[locale]).sort())
  })

  it('keep the texts of accounts, checkout and the order desk out of the part every page loads', () => {
    const visitorKeys = Object.keys(catalogueParts.visitor.hr)
    expect(visitorKeys.filter((key) => /^(account|checkout|desk|mailTemplates|gdpr|redirects|backoffice)\./.test(key))).toEqual([])
    expect(catalogueParts.account.hr).toMatchObject({ 'account.invalidLogin': catalogues.hr['account.invalidLogin'], 'checkout.placeOrder': catalogues.hr['checkout.placeOrder'] })
    // Texts of the same area files that every page shows stay in the visitor part.
    expect(catalogueParts.visitor.hr).toHaveProperty(['error.consentsNotFetched'])
  })
})
