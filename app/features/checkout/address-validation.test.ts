import { describe, expect, it } from 'vitest'
import { readAddressForm, validateAddressStep } from './address-validation'
import type { CheckoutSettings } from './checkout-types'

const settings: CheckoutSettings = {
  rules: {
    specialCharValidation: true,
    consentValidation: true,
    allowedCountries: ['HR', 'SI'],
  },
  skipShippingStep: false,
  consents: [{ id: 7, label: 'Uvjeti kupnje', required: true }],
}

function form(values: Record<string, string>, consents: string[] = []) {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  for (const consent of consents) data.append('consent', consent)
  return data
}

const delivery = {
  'delivery.firstName': 'Ana Marija',
  'delivery.lastName': 'Kovač',
  'delivery.contactEmail': 'ana@example.com',
  'delivery.contactPhone': '0911234567',
  'delivery.street': 'Ilica',
  'delivery.houseNumber': '1',
  'delivery.zipCode': '10000',
  'delivery.city': 'Zagreb',
  'delivery.country': 'HR',
}

describe('checkout address form (same rules and messages as the server)', () => {
  it('accepts a complete address with the required consent', () => {
    const result = validateAddressStep(readAddressForm(form(delivery, ['7'])), settings, 'hr')
    expect(result.ok).toBe(true)
    if (result.ok)
      expect(result.data).toMatchObject({
        differentBilling: false,
        acceptedConsents: [7],
        delivery: { country: 'HR', companyName: undefined },
      })
  })

  it('reports each problem beside its field, in Croatian', () => {
    const result = validateAddressStep(
      readAddressForm(
        form({
          ...delivery,
          'delivery.firstName': 'Ana3',
          'delivery.city': '',
          'delivery.country': 'DE',
          'delivery.companyName': 'Drvo d.o.o.',
          'delivery.companyOIB': '12345678901',
        }),
      ),
      settings,
      'hr',
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fields['delivery.city']).toBeTruthy()
    // The schema refuses first; the option rules run on a payload that passed it.
    const second = validateAddressStep(
      readAddressForm(
        form({
          ...delivery,
          'delivery.firstName': 'Ana3',
          'delivery.country': 'DE',
          'delivery.companyName': 'Drvo d.o.o.',
          'delivery.companyOIB': '12345678901',
        }),
      ),
      settings,
      'hr',
    )
    expect(second.ok).toBe(false)
    if (second.ok) return
    expect(second.fields).toEqual({
      'delivery.firstName': 'Unos sadrži posebne znakove! Koristite samo slova.',
      'delivery.country': 'Dostava u odabranu državu nije moguća.',
      'delivery.companyOIB': 'OIB nije ispravan.',
      'acceptedConsents.7': 'Potrebno je prihvatiti uvjete.',
    })
  })

  it('validates the billing address only when a different one is asked for', () => {
    const copy = validateAddressStep(readAddressForm(form({ ...delivery, 'billing.firstName': '' }, ['7'])), settings, 'hr')
    expect(copy.ok).toBe(true)
    const different = validateAddressStep(readAddressForm(form({ ...delivery, differentBilling: 'on' }, ['7'])), settings, 'hr')
    expect(different.ok).toBe(false)
    if (!different.ok) expect(Object.keys(different.fields).every((key) => key.startsWith('billing.'))).toBe(true)
  })
})
