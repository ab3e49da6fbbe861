import type { InvoicePdfInput } from './invoice-pdf'

/** A fiscalised card sale to a Croatian buyer: two lines at 25 % and delivery (test fixture). */
export function sampleInvoice(overrides: Partial<InvoicePdfInput['invoice']> = {}): InvoicePdfInput {
  return {
    invoice: {
      kind: 'invoice',
      number: '17/WEB1/1',
      // 10:15:42 in Zagreb (winter time).
      issuedAt: new Date('2026-03-14T09:15:42Z'),
      locale: 'hr',
      seller: { name: 'Izlog Demo d.o.o.', street: 'Ilica 1', postalCode: '10000', city: 'Zagreb', country: 'HR', oib: '12345678903', inVatSystem: true, iban: 'HR1210010051863000160' },
      buyer: { name: 'Ana Horvat', street: 'Vukovarska 5', postalCode: '21000', city: 'Split', country: 'HR', email: 'ana@example.com' },
      operatorOib: '94577403194',
      paymentType: 'hpf',
      paymentCode: 'K',
      total: 2950,
      vatParts: [{ rate: 25, base: 2360, amount: 590 }],
      fiscalStatus: 'fiscalised',
      zki: 'e3a0e6f5b9b4d8f4c1a2b3c4d5e6f708',
      jir: '4ab0b6b8-4ea7-4c58-b1a6-65f8e2d53b47',
      ...overrides,
    },
    lines: [
      { name: 'Šalica Izlog', qty: 2, unitPrice: 1200, lineTotal: 2400, vatPercent: 25 },
      { name: 'Dostava', qty: 1, unitPrice: 550, lineTotal: 550, vatPercent: 25 },
    ],
    orderNumber: '2026-000123',
    stornoOfNumber: null,
  }
}
