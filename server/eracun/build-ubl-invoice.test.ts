import { beforeAll, describe, expect, it } from 'vitest'
import { buildUblInvoice, HR_CUSTOMIZATION_ID } from './build-ubl-invoice'
import { EracunBuildError } from './eracun-build-error'
import { BUYER_OIB, companyInvoice, SELLER_OIB, stornoOf } from './eracun-invoice-fixture.test-helpers'
import { brokenRules, cents, list, node, parse, text } from './ubl-rules.test-helpers'
import { schemaErrors } from './ubl-schema.test-helpers'

const sofaAndChair = companyInvoice([
  { name: 'Sofa Sava', qty: 2, unitPrice: 129_999, sku: 'SOFA-1', kpdCode: '31.00.12' },
  { name: 'Stolić Sava', qty: 1, unitPrice: 4_990, sku: 'STOL-2', kpdCode: '31.00.13' },
  { name: 'Dostava na adresu (GLS)', qty: 1, unitPrice: 499, isOrderLine: false },
  { name: 'Kupon PROLJECE (−10 %)', qty: 1, unitPrice: -26_498, isOrderLine: false },
])

const mixedRates = companyInvoice(
  [
    { name: 'Svjetiljka Luna', qty: 3, unitPrice: 3_333, kpdCode: '27.40.21' },
    { name: 'Vodič kroz uređenje doma', qty: 1, unitPrice: 2_499, vatPercent: 5, kpdCode: '58.11.11' },
    { name: 'Montaža (po satu)', qty: 2, unitPrice: 1_699, vatPercent: 13, kpdCode: '43.32.09' },
    { name: 'Brza dostava', qty: 1, unitPrice: 999, isOrderLine: false },
  ],
  { paymentType: 'bank_transfer', paymentCode: 'T', number: '18/WEB1/1' },
)

const exemptLine = companyInvoice([
  { name: 'Parkirno mjesto P-12', qty: 1, unitPrice: 1_500_000, vatPercent: 0, kpdCode: '68.20.02', exemptionReason: 'Oslobođeno PDV-a prema čl. 40. st. 1. t. j) Zakona o PDV-u' },
  { name: 'Kuka za bicikl', qty: 4, unitPrice: 1_250, kpdCode: '25.99.29' },
])

const outsideVat = companyInvoice([{ name: 'Vodič kroz uređenje doma', qty: 2, unitPrice: 2_000, vatPercent: 0, kpdCode: '58.11.11' }], {
  seller: { name: 'Obrt Vrt', street: 'Ulica 1', postalCode: '21000', city: 'Split', country: 'HR', oib: SELLER_OIB, inVatSystem: false },
  paymentType: 'cod',
  paymentCode: 'G',
})

const partialStorno = stornoOf(sofaAndChair, [1, 3])
const paid = { number: '2026-000042', isPaid: true }

const documents = {
  cardPaid: () => buildUblInvoice(sofaAndChair.invoice, sofaAndChair.lines, { order: paid }),
  mixedRatesUnpaid: () => buildUblInvoice(mixedRates.invoice, mixedRates.lines, { order: { number: '2026-000043', isPaid: false } }),
  exempt: () => buildUblInvoice(exemptLine.invoice, exemptLine.lines, { order: paid }),
  outsideVat: () => buildUblInvoice(outsideVat.invoice, outsideVat.lines, { order: paid }),
  storno: () => buildUblInvoice(partialStorno.invoice, partialStorno.lines, { order: paid, original: { number: sofaAndChair.invoice.number, issuedAt: sofaAndChair.invoice.issuedAt } }),
}
type Name = keyof typeof documents
const built = {} as Record<Name, string>
let oasis: Record<string, string[]>
let withHrOverlay: Record<string, string[]>

beforeAll(async () => {
  for (const name of Object.keys(documents) as Name[]) built[name] = documents[name]()
  oasis = await schemaErrors(built, { hrOverlay: false })
  withHrOverlay = await schemaErrors(built, { hrOverlay: true })
})

describe('buildUblInvoice: every kind of company sale is a valid eRačun', () => {
  it.each(Object.keys(documents) as Name[])('%s validates against the UBL 2.1 XSD, with and without the HR extension schemas', (name) => {
    expect(oasis[name]).toEqual([])
    expect(withHrOverlay[name]).toEqual([])
  })

  it.each(Object.keys(documents) as Name[])('%s keeps the EN 16931 and HR CIUS business rules', (name) => {
    expect(brokenRules(built[name])).toEqual([])
  })
})

describe('buildUblInvoice: what the eRačun says', () => {
  it('names the HR CIUS, the parties by OIB (scheme 9934), the operator and the time of issue in Zagreb', () => {
    const { root } = parse(built.cardPaid)
    expect(text(root.CustomizationID)).toBe(HR_CUSTOMIZATION_ID)
    expect(text(root.ProfileID)).toBe('P6')
    expect(text(root.ID)).toBe('17/WEB1/1')
    // 09:30:15 UTC in March is 10:30:15 in Zagreb.
    expect([text(root.IssueDate), text(root.IssueTime)]).toEqual(['2026-03-14', '10:30:15'])
    const supplier = node(root.AccountingSupplierParty)
    expect(text(node(supplier.Party).EndpointID)).toBe(SELLER_OIB)
    expect(text(list(node(supplier.Party).PartyTaxScheme)[0]!.CompanyID)).toBe(`HR${SELLER_OIB}`)
    expect(text(node(supplier.SellerContact).ID)).toBe(sofaAndChair.invoice.operatorOib)
    const customer = node(node(root.AccountingCustomerParty).Party)
    expect(text(customer.EndpointID)).toBe(BUYER_OIB)
    expect(text(node(customer.PartyLegalEntity).RegistrationName)).toBe('Tvrtka d.o.o.')
    expect(text(node(root.OrderReference).ID)).toBe('2026-000042')
  })

  it('gives each item its KPD code under the scheme CG; delivery is a charge and the coupon an allowance', () => {
    const { root } = parse(built.cardPaid)
    const lines = list(root.InvoiceLine)
    expect(lines.map((line) => text(node(node(line.Item).CommodityClassification).ItemClassificationCode))).toEqual(['31.00.12', '31.00.13'])
    expect(lines.map((line) => text(line.InvoicedQuantity))).toEqual(['2', '1'])
    const adjustments = list(root.AllowanceCharge).map((item) => [text(item.ChargeIndicator), text(item.AllowanceChargeReason), text(item.Amount)])
    expect(adjustments).toEqual([
      ['true', 'Dostava na adresu (GLS)', '3.99'],
      ['false', 'Kupon PROLJECE (−10 %)', '211.98'],
    ])
  })

  it('states the totals to the cent: the gross of the lines is what the buyer paid, all of it prepaid', () => {
    const { root } = parse(built.cardPaid)
    const totals = node(root.LegalMonetaryTotal)
    expect(cents(totals.TaxInclusiveAmount)).toBe(sofaAndChair.invoice.total)
    expect(cents(totals.PrepaidAmount)).toBe(sofaAndChair.invoice.total)
    expect(cents(totals.PayableAmount)).toBe(0)
    expect(text(node(root.PaymentMeans).PaymentMeansCode)).toBe('48')
    expect(cents(node(root.TaxTotal).TaxAmount)).toBe(sofaAndChair.invoice.vatParts[0]!.amount)
  })

  it('breaks VAT down per rate and asks an unpaid bank transfer for the due date and the seller account', () => {
    const { root } = parse(built.mixedRatesUnpaid)
    const parts = list(node(root.TaxTotal).TaxSubtotal).map((part) => [text(node(part.TaxCategory).ID), text(node(part.TaxCategory).Percent), cents(part.TaxAmount)])
    expect(parts).toEqual(mixedRates.invoice.vatParts.map((part) => ['S', String(part.rate), part.amount]))
    expect(text(root.DueDate)).toBe('2026-03-14')
    expect(cents(node(root.LegalMonetaryTotal).PayableAmount)).toBe(mixedRates.invoice.total)
    const means = node(root.PaymentMeans)
    expect([text(means.PaymentMeansCode), text(node(means.PayeeFinancialAccount).ID), text(means.PaymentID)]).toEqual(['30', 'HR1210010051863000160', '2026-000043'])
    // 3 × 33,33 € at 25 %: a net unit price of 79,99 € ÷ 3 written to ten decimals, not rounded to the cent.
    expect(text(node(list(root.InvoiceLine)[0]!.Price).PriceAmount)).toBe('26.6633333333')
  })

  it('writes an exempt line as E with its reason, in the breakdown and in the HR extension', () => {
    const { root } = parse(built.exempt)
    const exempt = list(node(root.TaxTotal).TaxSubtotal).find((part) => text(node(part.TaxCategory).ID) === 'E')!
    expect(text(node(exempt.TaxCategory).TaxExemptionReason)).toMatch(/čl\. 40/)
    const hrParts = list(node(node(node(node(node(root.UBLExtensions).UBLExtension).ExtensionContent).HRFISK20Data).HRTaxTotal).HRTaxSubtotal)
    expect(hrParts.map((part) => text(node(part.HRTaxCategory).Name))).toEqual(['HR:PDV25', 'HR:E'])
  })

  it('turns a storno into a credit note (P10) that refers to the invoice it cancels, with positive amounts', () => {
    const { kind, root } = parse(built.storno)
    expect(kind).toBe('CreditNote')
    expect([text(root.ProfileID), text(root.CreditNoteTypeCode)]).toEqual(['P10', '381'])
    const reference = node(list(root.BillingReference)[0]!.InvoiceDocumentReference)
    expect([text(reference.ID), text(reference.IssueDate)]).toEqual(['17/WEB1/1', '2026-03-14'])
    expect(list(root.CreditNoteLine).map((line) => text(line.CreditedQuantity))).toEqual(['2'])
    expect(cents(node(root.LegalMonetaryTotal).TaxInclusiveAmount)).toBe(-partialStorno.invoice.total)
  })
})

describe('buildUblInvoice: what cannot be an eRačun is refused, and a broken one is caught', () => {
  it('refuses an item without a KPD code (HR-BR-25), naming it', () => {
    const { invoice, lines } = companyInvoice([{ name: 'Fotelja bez šifre', qty: 1, unitPrice: 10_000, kpdCode: null }])
    expect(() => buildUblInvoice(invoice, lines, { order: paid })).toThrow(new EracunBuildError('HR-BR-25: "Fotelja bez šifre" has no KPD code (set it on the product or its category)'))
  })

  it('refuses VAT parts that do not match the lines, and a buyer without a valid OIB', () => {
    const { invoice, lines } = companyInvoice([{ name: 'Sofa', qty: 1, unitPrice: 10_000 }])
    expect(() => buildUblInvoice({ ...invoice, vatParts: [{ rate: 25, base: 8_001, amount: 1_999 }] }, lines)).not.toThrow()
    expect(() => buildUblInvoice({ ...invoice, vatParts: [{ rate: 25, base: 8_000, amount: 1_999 }] }, lines)).toThrow(EracunBuildError)
    expect(() => buildUblInvoice({ ...invoice, buyer: { ...invoice.buyer, companyOib: '12345678901' } }, lines)).toThrow(/buyer's OIB/)
  })

  it('the rule checks catch totals that do not add up and an empty element', () => {
    const tampered = built.cardPaid.replace(/<cbc:PayableAmount currencyID="EUR">0\.00</, '<cbc:PayableAmount currencyID="EUR">0.01<')
    expect(brokenRules(tampered)).toContain('BR-CO-16')
    expect(brokenRules(built.cardPaid.replace('<cbc:ID>17/WEB1/1</cbc:ID>', '<cbc:ID>17/WEB1/1</cbc:ID><cbc:Note/>'))).toContain('HR-BR-33')
  })

  it('the HR schemas catch what plain UBL lets through inside the extension', async () => {
    const foreign = built.cardPaid.replace('<hrextac:HRTaxTotal>', '<hrextac:Unknown>1</hrextac:Unknown><hrextac:HRTaxTotal>')
    const [plain, hr] = await Promise.all([schemaErrors({ foreign }, { hrOverlay: false }), schemaErrors({ foreign }, { hrOverlay: true })])
    expect(plain.foreign).toEqual([])
    expect(hr.foreign!.join(' ')).toMatch(/Unknown/)
  })
})
