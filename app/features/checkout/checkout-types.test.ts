import { describe, expect, it } from 'vitest'
import { readCountries, readPaymentMethods, readSettings, readShippingMethods } from './checkout-types'

describe('reading the checkout calls', () => {
  it('takes the §3 payment type in any case (the spec shows HPF) and lists answered as records', () => {
    expect(readPaymentMethods({ records: [{ id: 5, name: 'Kartica', paymentType: 'HPF' }, { id: 6, name: 'Virman', type: 'bank_transfer' }] })).toEqual([
      { id: 5, name: 'Kartica', description: '', paymentType: 'hpf' },
      { id: 6, name: 'Virman', description: '', paymentType: 'bank_transfer' },
    ])
  })

  it('reads shipping branches from the method options (§3) or the method itself', () => {
    const [parcel, pickup] = readShippingMethods([
      { id: 1, name: 'Paket', price: 500 },
      { id: 2, name: 'Preuzimanje', price: 0, options: { branches: [{ id: 9, name: 'Zagreb' }] } },
    ])
    expect(parcel!.branches).toEqual([])
    expect(pickup!.branches).toEqual([{ id: 9, name: 'Zagreb', address: '' }])
  })

  it('keeps the §5 defaults when the settings leave an option out', () => {
    expect(readSettings({ allowedCountries: ['HR'] })).toEqual({
      rules: { specialCharValidation: true, consentValidation: true, allowedCountries: ['HR'] },
      skipShippingStep: false,
      consents: [],
    })
    expect(readSettings({ skipShippingStep: true, specialCharValidation: false }).rules).toMatchObject({ specialCharValidation: false, allowedCountries: 'ALL' })
  })

  it('drops countries without an ISO code', () => {
    expect(readCountries([{ iso: 'hr', name: 'Hrvatska' }, { name: 'Nigdje' }])).toEqual([{ iso: 'HR', name: 'Hrvatska' }])
  })
})
