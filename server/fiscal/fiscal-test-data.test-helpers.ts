import { createDemoCa, issueDemoCertificate, type DemoKeyPair } from './demo-pki'
import type { FiscalInvoiceRequest } from './fiscal-types'

export const SELLER_OIB = '12345678903'
export const OPERATOR_OIB = '98765432106'

/** A card sale of 12.50 € (25 % PDV) numbered 17/WEB1/1, with whatever the test changes. */
export function fiscalRequest(overrides: Partial<FiscalInvoiceRequest> = {}): FiscalInvoiceRequest {
  return {
    sellerOib: SELLER_OIB,
    inVatSystem: true,
    issuedAt: new Date('2026-01-15T13:05:09Z'),
    sequenceMark: 'N',
    number: { seq: 17, premises: 'WEB1', device: '1' },
    vat: [{ rate: 25, base: 1000, amount: 250 }],
    exemptAmount: 0,
    total: 1250,
    paymentCode: 'K',
    operatorOib: OPERATOR_OIB,
    subsequentDelivery: false,
    ...overrides,
  }
}

/** The storno of `fiscalRequest()`: the same parts, negative, under the next number. */
export function stornoRequest(): FiscalInvoiceRequest {
  return fiscalRequest({ number: { seq: 18, premises: 'WEB1', device: '1' }, vat: [{ rate: 25, base: -1000, amount: -250 }], total: -1250 })
}

let pki: { ca: DemoKeyPair; seller: DemoKeyPair } | null = null
/** One demo CA and a fiscal certificate for SELLER_OIB, made once per test file. */
export function testPki(): { ca: DemoKeyPair; seller: DemoKeyPair } {
  if (!pki) {
    const ca = createDemoCa({ name: 'Test fiscal CA' })
    pki = { ca, seller: issueDemoCertificate(ca, { commonName: 'fiskal 1', oib: SELLER_OIB }) }
  }
  return pki
}
