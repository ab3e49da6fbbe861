import type { InvoiceVatPart } from '../db/schema'
import type { EracunInvoice, EracunInvoiceLine } from './eracun-plan'

/** A valid OIB from its first ten digits (ISO 7064 MOD 11,10, as common/checkout/oib.ts checks it). */
export function oib(firstTen: string): string {
  let product = 10
  for (const digit of firstTen) {
    let sum = (Number(digit) + product) % 10
    if (sum === 0) sum = 10
    product = (sum * 2) % 11
  }
  return `${firstTen}${(11 - product) % 10}`
}

export const SELLER_OIB = oib('6813936475')
export const OPERATOR_OIB = oib('0123456789')
export const BUYER_OIB = oib('0897106556')

/** A line as the invoices domain writes it: cents, PDV included; `orderLineId` null for delivery and discounts. */
export interface LineInput {
  name: string
  qty: number
  /** Cents, PDV included. */
  unitPrice: number
  vatPercent?: number
  kpdCode?: string | null
  isOrderLine?: boolean
  sku?: string
  exemptionReason?: string | null
}

export function invoiceLinesOf(inputs: readonly LineInput[], invoiceId = 1): EracunInvoiceLine[] {
  return inputs.map((input, index) => ({
    id: index + 1,
    invoiceId,
    orderLineId: input.isOrderLine === false ? null : 100 + index,
    kind: input.isOrderLine === false ? (input.unitPrice < 0 ? 'coupon_discount' : 'delivery') : 'goods',
    stornoOfLineId: null,
    position: index + 1,
    name: input.name,
    sku: input.sku ?? '',
    kpdCode: input.kpdCode === undefined ? (input.isOrderLine === false ? null : '31.00.12') : input.kpdCode,
    qty: input.qty,
    unitPrice: input.unitPrice,
    lineTotal: input.qty * input.unitPrice,
    vatPercent: input.vatPercent ?? 25,
    exemptionReason: input.exemptionReason ?? null,
  }))
}

/** VAT parts per rate from gross lines, as a shop computes them: base = gross ÷ (1 + rate) rounded, VAT the rest. */
export function vatPartsOf(lines: readonly EracunInvoiceLine[]): InvoiceVatPart[] {
  const rates = [...new Set(lines.map((line) => line.vatPercent))].sort((a, b) => b - a)
  return rates.map((rate) => {
    const gross = lines.filter((line) => line.vatPercent === rate).reduce((sum, line) => sum + line.lineTotal, 0)
    const base = Math.round((gross * 100) / (100 + rate))
    const reason = lines.find((line) => line.vatPercent === rate && line.exemptionReason)?.exemptionReason ?? undefined
    return { rate, base, amount: gross - base, ...(reason ? { exemptionReason: reason } : {}) }
  })
}

/** An invoice to a company buyer (eRačun due), its figures following its lines. */
export function companyInvoice(inputs: readonly LineInput[], overrides: Partial<EracunInvoice> = {}): { invoice: EracunInvoice; lines: EracunInvoiceLine[] } {
  const lines = invoiceLinesOf(inputs, overrides.id ?? 1)
  const vatParts = vatPartsOf(lines)
  const invoice: EracunInvoice = {
    id: 1,
    siteId: 1,
    orderId: 1,
    kind: 'invoice',
    stornoOfId: null,
    sequenceMark: 'P',
    year: 2026,
    premises: 'WEB1',
    device: '1',
    seq: 17,
    number: '17/WEB1/1',
    issuedAt: new Date('2026-03-14T09:30:15Z'),
    locale: 'hr',
    seller: { name: 'Vrtovi Save d.o.o.', street: 'Savska cesta 120', postalCode: '10000', city: 'Zagreb', country: 'HR', oib: SELLER_OIB, inVatSystem: true, iban: 'HR1210010051863000160' },
    buyer: {
      name: 'Ana Horvat',
      street: 'Ilica 10',
      postalCode: '10000',
      city: 'Zagreb',
      country: 'HR',
      email: 'ana@tvrtka.example',
      companyName: 'Tvrtka d.o.o.',
      companyOib: BUYER_OIB,
    },
    operatorOib: OPERATOR_OIB,
    paymentType: 'hpf',
    paymentCode: 'K',
    currency: 'EUR',
    total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
    vatParts,
    fiscalStatus: 'fiscalised',
    zki: null,
    jir: null,
    fiscalisedAt: null,
    subsequentDelivery: false,
    fiscalAttempts: 0,
    fiscalNextAttemptAt: null,
    fiscalClaimedUntil: null,
    fiscalError: null,
    eracunStatus: 'pending',
    eracunId: null,
    eracunError: null,
    eracunUpdatedAt: null,
    eracunAttempts: 0,
    eracunNextAttemptAt: null,
    eracunClaimedUntil: null,
    createdAt: new Date('2026-03-14T09:30:15Z'),
    ...overrides,
  }
  return { invoice, lines }
}

/** A storno of (some of) an invoice's lines: the same lines, negative, with their own number. */
export function stornoOf(original: { invoice: EracunInvoice; lines: EracunInvoiceLine[] }, positions: number[]): { invoice: EracunInvoice; lines: EracunInvoiceLine[] } {
  const lines = original.lines
    .filter((line) => positions.includes(line.position))
    .map((line, index) => ({ ...line, id: 50 + index, invoiceId: 2, position: index + 1, qty: -line.qty, lineTotal: -line.lineTotal }))
  const vatParts = vatPartsOf(lines)
  return {
    invoice: {
      ...original.invoice,
      id: 2,
      kind: 'storno',
      stornoOfId: original.invoice.id,
      seq: 18,
      number: '18/WEB1/1',
      issuedAt: new Date('2026-03-20T14:05:00Z'),
      total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
      vatParts,
    },
    lines,
  }
}
