import { isoDayInSiteZone, siteTimeZone } from '../../common/i18n/dates'
import { planEracun, type EracunContext, type EracunInvoice, type EracunInvoiceLine, type EracunPlan, type PlannedAdjustment } from './eracun-plan'
import { ublAmount, ublQuantity, ublUnitPrice } from './ubl-amounts'
import { customerParty, supplierParty } from './ubl-parties'
import { cac, cbc, cbcAmount, ext, hrext, ublDocument, type XmlNode } from './ubl-xml'
import type { VatCategory } from './vat-category'

/**
 * BT-24: EN 16931 with the Croatian CIUS and its extension, the one value HR-BR-5 accepts
 * (Specifikacija osnovne uporabe eRačuna s proširenjima, Porezna uprava 2025).
 */
export const HR_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.hr:cius-2025:1.0#conformant#urn:mfin.gov.hr:ext-2025:1.0'

/** UN/ECE rec. 20 "piece", as the tax administration's examples count goods. */
const PIECE = 'H87'

/** UNTDID 4461 payment means per payment type: card 48, online payment service 68, cash 10, credit transfer 30. */
const paymentMeansOf: Record<string, string> = { hpf: '48', paypal: '68', cod: '10', bank_transfer: '30' }

const timeInZagreb = new Intl.DateTimeFormat('en-GB', { timeZone: siteTimeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' })

/**
 * The eRačun of an invoice for a company buyer: a UBL 2.1 Invoice (a storno: a CreditNote) under
 * EN 16931 and the Croatian CIUS 2025 with its HR extension. `lines` carry their resolved KPD
 * codes (`resolveKpdCodes`); `context` names the order (reference, whether it was paid) and, for
 * a storno, the invoice it cancels. Throws `EracunBuildError` for what no valid eRačun can say.
 */
export function buildUblInvoice(invoice: EracunInvoice, lines: readonly EracunInvoiceLine[], context: EracunContext = {}): string {
  const plan = planEracun(invoice, lines, context)
  const currency = invoice.currency
  const doc = ublDocument(plan.document)
  hrExtension(doc, plan, currency)
  cbc(doc, 'CustomizationID', HR_CUSTOMIZATION_ID)
  cbc(doc, 'ProfileID', plan.profileId)
  cbc(doc, 'ID', invoice.number)
  const issueDay = isoDayInSiteZone(invoice.issuedAt.toISOString())
  cbc(doc, 'IssueDate', issueDay)
  cbc(doc, 'IssueTime', timeInZagreb.format(invoice.issuedAt))
  // HR-BR-4: an amount still to pay has its due date; the shop's sales are due at once.
  if (plan.document === 'Invoice' && plan.totals.payable > 0) cbc(doc, 'DueDate', issueDay)
  cbc(doc, plan.document === 'Invoice' ? 'InvoiceTypeCode' : 'CreditNoteTypeCode', plan.typeCode)
  cbc(doc, 'DocumentCurrencyCode', currency)
  if (context.order) cbc(cac(doc, 'OrderReference'), 'ID', context.order.number)
  if (context.original) {
    const reference = cac(cac(doc, 'BillingReference'), 'InvoiceDocumentReference')
    cbc(reference, 'ID', context.original.number)
    cbc(reference, 'IssueDate', isoDayInSiteZone(context.original.issuedAt.toISOString()))
  }
  supplierParty(doc, invoice.seller, invoice.operatorOib)
  customerParty(doc, invoice.buyer)
  paymentMeans(doc, plan, invoice, context)
  for (const charge of plan.charges) adjustment(doc, charge, true, currency)
  for (const allowance of plan.allowances) adjustment(doc, allowance, false, currency)
  taxTotal(doc, plan, currency)
  monetaryTotal(doc, plan, currency)
  invoiceLines(doc, plan, currency)
  return doc.end({ prettyPrint: true })
}

/**
 * HR-BG-2/HR-BG-3 (HRFISK20Data): the VAT breakdown and totals again, in the tax
 * administration's extension. Written on every eRačun as the intermediaries do: it is required
 * as soon as an exempt line appears (HR-BR-26), and equal to BG-23/BG-22 otherwise (HR-BR-27, -54, -55).
 */
function hrExtension(doc: XmlNode, plan: EracunPlan, currency: string): void {
  const content = ext(ext(ext(doc, 'UBLExtensions'), 'UBLExtension'), 'ExtensionContent')
  const data = hrext(content, 'HRFISK20Data')
  const total = hrext(data, 'HRTaxTotal')
  cbcAmount(total, 'TaxAmount', plan.totals.tax, currency)
  for (const part of plan.taxParts) {
    const subtotal = hrext(total, 'HRTaxSubtotal')
    cbcAmount(subtotal, 'TaxableAmount', part.taxable, currency)
    cbcAmount(subtotal, 'TaxAmount', part.tax, currency)
    const category = hrext(subtotal, 'HRTaxCategory')
    cbc(category, 'ID', part.category.code)
    cbc(category, 'Name', part.category.hrLabel)
    cbc(category, 'Percent', String(part.category.percent))
    cbc(category, 'TaxExemptionReason', part.category.exemptionReason)
    cbc(hrext(category, 'HRTaxScheme'), 'ID', 'VAT')
  }
  const monetary = hrext(data, 'HRLegalMonetaryTotal')
  cbcAmount(monetary, 'TaxExclusiveAmount', plan.totals.taxExclusive, currency)
  // Nothing the shop sells is outside the scope of VAT (HR-BR-32: the sum of the `O` parts).
  hrext(monetary, 'OutOfScopeOfVATAmount').att('currencyID', currency).txt(ublAmount(0))
}

/** BG-16: how it is (or was) paid; a credit transfer names the seller's account (BR-50). */
function paymentMeans(doc: XmlNode, plan: EracunPlan, invoice: EracunInvoice, context: EracunContext): void {
  const iban = invoice.seller.iban?.replace(/\s+/g, '')
  let code = paymentMeansOf[invoice.paymentType] ?? '1'
  if (code === '30' && !iban) code = '1'
  const means = cac(doc, 'PaymentMeans')
  cbc(means, 'PaymentMeansCode', code)
  cbc(means, 'PaymentID', context.order?.number)
  if (code === '30') cbc(cac(means, 'PayeeFinancialAccount'), 'ID', iban)
  // BR-CO-25: a positive amount due has a due date or payment terms.
  if (plan.totals.payable > 0) {
    cbc(cac(doc, 'PaymentTerms'), 'Note', plan.document === 'Invoice' ? 'Plativo odmah.' : 'Iznos odobrenja vraća se kupcu.')
  }
}

function taxCategory(parent: XmlNode, element: 'TaxCategory' | 'ClassifiedTaxCategory', category: VatCategory, withLabel: boolean): void {
  const node = cac(parent, element)
  cbc(node, 'ID', category.code)
  if (withLabel) cbc(node, 'Name', category.hrLabel)
  cbc(node, 'Percent', String(category.percent))
  cbc(node, 'TaxExemptionReason', category.exemptionReason)
  cbc(cac(node, 'TaxScheme'), 'ID', 'VAT')
}

/** BG-20/BG-21: a document-level allowance (a coupon) or charge (delivery), with its reason and VAT (BR-32, BR-37). */
function adjustment(doc: XmlNode, item: PlannedAdjustment, isCharge: boolean, currency: string): void {
  const node = cac(doc, 'AllowanceCharge')
  cbc(node, 'ChargeIndicator', isCharge ? 'true' : 'false')
  cbc(node, 'AllowanceChargeReason', item.reason)
  cbcAmount(node, 'Amount', item.amount, currency)
  // HR-BT-6: exempt adjustments carry their HR label (HR-BR-11).
  taxCategory(node, 'TaxCategory', item.category, item.category.code !== 'S')
}

/** BG-23: one breakdown per VAT category and rate; the tax of each is on the invoice as the shop stated it. */
function taxTotal(doc: XmlNode, plan: EracunPlan, currency: string): void {
  const total = cac(doc, 'TaxTotal')
  cbcAmount(total, 'TaxAmount', plan.totals.tax, currency)
  for (const part of plan.taxParts) {
    const subtotal = cac(total, 'TaxSubtotal')
    cbcAmount(subtotal, 'TaxableAmount', part.taxable, currency)
    cbcAmount(subtotal, 'TaxAmount', part.tax, currency)
    taxCategory(subtotal, 'TaxCategory', part.category, false)
  }
}

/** BG-22: every total follows from the ones before it (BR-CO-10, -13, -15, -16). */
function monetaryTotal(doc: XmlNode, plan: EracunPlan, currency: string): void {
  const { totals } = plan
  const node = cac(doc, 'LegalMonetaryTotal')
  cbcAmount(node, 'LineExtensionAmount', totals.lineExtension, currency)
  cbcAmount(node, 'TaxExclusiveAmount', totals.taxExclusive, currency)
  cbcAmount(node, 'TaxInclusiveAmount', totals.taxInclusive, currency)
  if (plan.allowances.length) cbcAmount(node, 'AllowanceTotalAmount', totals.allowances, currency)
  if (plan.charges.length) cbcAmount(node, 'ChargeTotalAmount', totals.charges, currency)
  if (totals.prepaid) cbcAmount(node, 'PrepaidAmount', totals.prepaid, currency)
  cbcAmount(node, 'PayableAmount', totals.payable, currency)
}

/** BG-25: the items, each with its KPD 2025 code under the scheme `CG` (HR-BR-25) and its VAT category. */
function invoiceLines(doc: XmlNode, plan: EracunPlan, currency: string): void {
  const isInvoice = plan.document === 'Invoice'
  for (const line of plan.lines) {
    const node = cac(doc, isInvoice ? 'InvoiceLine' : 'CreditNoteLine')
    cbc(node, 'ID', String(line.position))
    cbc(node, isInvoice ? 'InvoicedQuantity' : 'CreditedQuantity', ublQuantity(line.qty), { unitCode: PIECE })
    cbcAmount(node, 'LineExtensionAmount', line.net, currency)
    const item = cac(node, 'Item')
    cbc(item, 'Name', line.name)
    if (line.sku) cbc(cac(item, 'SellersItemIdentification'), 'ID', line.sku)
    if (line.kpdCode) cbc(cac(item, 'CommodityClassification'), 'ItemClassificationCode', line.kpdCode, { listID: 'CG' })
    taxCategory(item, 'ClassifiedTaxCategory', line.category, true)
    const price = cac(node, 'Price')
    cbc(price, 'PriceAmount', ublUnitPrice(Math.abs(line.net), Math.abs(line.qty)), { currencyID: currency })
  }
}
