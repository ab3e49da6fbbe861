import { XMLParser } from 'fast-xml-parser'
import { isValidOib } from '../../common/checkout/oib'
import { HR_CUSTOMIZATION_ID } from './build-ubl-invoice'

/**
 * The EN 16931 and Croatian CIUS business rules an Izlog eRačun can break, written as plain checks
 * over the parsed document, each named by its rule id. The official rules are Schematron (XSLT 2,
 * which needs Saxon); these restate the ones that matter here from the tax administration's
 * HR-CIUS-EXT-EN16931-UBL.sch and CEN's EN16931-UBL validation artefacts. Returns the ids broken.
 */
export function brokenRules(xml: string): string[] {
  const doc = parse(xml)
  const broken = new Set<string>()
  const check = (id: string, holds: boolean) => {
    if (!holds) broken.add(id)
  }
  const isInvoice = doc.kind === 'Invoice'
  const root = doc.root
  const lines = list(root[isInvoice ? 'InvoiceLine' : 'CreditNoteLine'])
  const adjustments = list(root.AllowanceCharge)
  const charges = adjustments.filter((node) => text(node.ChargeIndicator) === 'true')
  const allowances = adjustments.filter((node) => text(node.ChargeIndicator) === 'false')
  const totals = node(root.LegalMonetaryTotal)
  const taxTotal = node(root.TaxTotal)
  const subtotals = list(taxTotal.TaxSubtotal)
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
  const lineNets = lines.map((line) => cents(line.LineExtensionAmount))

  check('BR-16', lines.length > 0)
  check('BR-CO-10', cents(totals.LineExtensionAmount) === sum(lineNets))
  check('BR-CO-11', optionalCents(totals.AllowanceTotalAmount) === sum(allowances.map((a) => cents(a.Amount))))
  check('BR-CO-12', optionalCents(totals.ChargeTotalAmount) === sum(charges.map((c) => cents(c.Amount))))
  check('BR-CO-13', cents(totals.TaxExclusiveAmount) === cents(totals.LineExtensionAmount) - optionalCents(totals.AllowanceTotalAmount) + optionalCents(totals.ChargeTotalAmount))
  check('BR-CO-14', cents(taxTotal.TaxAmount) === sum(subtotals.map((s) => cents(s.TaxAmount))))
  check('BR-CO-15', cents(totals.TaxInclusiveAmount) === cents(totals.TaxExclusiveAmount) + cents(taxTotal.TaxAmount))
  check('BR-CO-16', cents(totals.PayableAmount) === cents(totals.TaxInclusiveAmount) - optionalCents(totals.PrepaidAmount) + optionalCents(totals.PayableRoundingAmount))
  for (const subtotal of subtotals) {
    const category = node(subtotal.TaxCategory)
    const code = text(category.ID)
    const rate = Number(text(category.Percent))
    const taxable = cents(subtotal.TaxableAmount)
    // BR-CO-17 allows a whole currency unit; these documents are held to the cent.
    check('BR-CO-17', Math.abs(cents(subtotal.TaxAmount) - Math.round((taxable * rate) / 100)) <= 1)
    const sameCategory = (categoryNode: unknown) => text(node(categoryNode).ID) === code && Number(text(node(categoryNode).Percent)) === rate
    const fromLines = sum(lines.filter((line) => sameCategory(node(line.Item).ClassifiedTaxCategory)).map((line) => cents(line.LineExtensionAmount)))
    const fromCharges = sum(charges.filter((c) => sameCategory(c.TaxCategory)).map((c) => cents(c.Amount)))
    const fromAllowances = sum(allowances.filter((a) => sameCategory(a.TaxCategory)).map((a) => cents(a.Amount)))
    check(`BR-${code}-08`, taxable === fromLines + fromCharges - fromAllowances)
    if (code === 'E') check('BR-E-10', Boolean(text(category.TaxExemptionReason) || text(category.TaxExemptionReasonCode)))
    if (code !== 'S') check(`BR-${code}-09`, cents(subtotal.TaxAmount) === 0)
  }
  for (const line of lines) {
    const price = node(line.Price)
    check('BR-27', Number(text(price.PriceAmount)) >= 0)
    // HR-BR-56: at most ten decimals.
    check('HR-BR-56', /^-?\d+(\.\d{1,10})?$/.test(text(price.PriceAmount)))
    const item = node(line.Item)
    const classification = node(node(item.CommodityClassification).ItemClassificationCode)
    const hasKpd = Boolean(text(classification))
    if (isInvoice || hasKpd) check('HR-BR-25', hasKpd && attribute(classification, 'listID') === 'CG' && /^\d{2}\.\d{2}\.\d{2}$/.test(text(classification)))
    const category = node(item.ClassifiedTaxCategory)
    const code = text(category.ID)
    if (code === 'E' || code === 'O') {
      check('HR-BR-16', Boolean(text(category.Name)))
      check('HR-BR-36', Boolean(text(category.TaxExemptionReason) || text(category.TaxExemptionReasonCode)))
    }
    if (code === 'S') check('HR-BR-S-1', Boolean(buyerVatId(root)))
  }
  for (const categoryName of [...lines.map((l) => node(node(l.Item).ClassifiedTaxCategory).Name), ...adjustments.map((a) => node(a.TaxCategory).Name)]) {
    if (text(categoryName)) check('HR-BR-CL-1', HR_TAX_LABELS.has(text(categoryName)))
  }
  const supplier = node(root.AccountingSupplierParty)
  const supplierParty = node(supplier.Party)
  const customerParty = node(node(root.AccountingCustomerParty).Party)
  check('BR-CO-09', [supplierParty, customerParty].every((party) => list(party.PartyTaxScheme).every((scheme) => text(node(scheme.TaxScheme).ID) !== 'VAT' || /^[A-Z]{2}/.test(text(scheme.CompanyID)))))
  check('BR-CO-25', cents(totals.PayableAmount) <= 0 || Boolean(text(root.DueDate) || text(node(root.PaymentTerms).Note)))
  check('HR-BR-1', !/\s/.test(text(root.ID)))
  check('HR-BR-2', /^\d{2}:\d{2}:\d{2}$/.test(text(root.IssueTime)))
  check('HR-BR-40', text(root.IssueDate) >= '2026-01-01' && text(root.IssueDate) < '2100-01-01')
  check('HR-BR-4', (isInvoice ? cents(totals.PayableAmount) : -cents(totals.PayableAmount)) <= 0 || Boolean(text(root.DueDate) || text(node(root.PaymentMeans).PaymentDueDate)))
  check('HR-BR-5', text(root.CustomizationID) === HR_CUSTOMIZATION_ID)
  for (const reference of list(root.BillingReference)) {
    const document = node(node(reference).InvoiceDocumentReference)
    check('HR-BR-6', Boolean(text(document.ID) && text(document.IssueDate)))
  }
  check('HR-BR-7', Boolean(text(supplierParty.EndpointID)) && attribute(node(supplierParty.EndpointID), 'schemeID') === '9934')
  check('HR-BR-10', Boolean(text(customerParty.EndpointID)) && attribute(node(customerParty.EndpointID), 'schemeID') === '9934')
  check('HR-BR-37', Boolean(text(node(supplier.SellerContact).Name)))
  check('HR-BR-9', isValidOib(text(node(supplier.SellerContact).ID)))
  for (const party of [supplierParty, customerParty]) {
    for (const scheme of list(party.PartyTaxScheme)) check('HR-BR-53', isValidOib(text(scheme.CompanyID).replace(/^HR/, '')))
  }
  check('HR-BR-34', /^P([1-9]|1[0-2])$|^P99:/.test(text(root.ProfileID)))
  const hr = node(node(node(node(node(root.UBLExtensions).UBLExtension).ExtensionContent).HRFISK20Data))
  const hrTax = node(hr.HRTaxTotal)
  const hrMonetary = node(hr.HRLegalMonetaryTotal)
  const hasExempt = [...lines.map((l) => node(node(l.Item).ClassifiedTaxCategory)), ...adjustments.map((a) => node(a.TaxCategory))].some((c) => text(c.ID) === 'E')
  check('HR-BR-26', !hasExempt || Object.keys(hrTax).length > 0)
  if (Object.keys(hrMonetary).length) {
    check('HR-BR-27', cents(hrMonetary.TaxExclusiveAmount) === cents(totals.LineExtensionAmount) + optionalCents(totals.ChargeTotalAmount) - optionalCents(totals.AllowanceTotalAmount) - cents(hrMonetary.OutOfScopeOfVATAmount))
  }
  if (Object.keys(hrTax).length) {
    check('HR-BR-54', cents(hrTax.TaxAmount) === sum(list(hrTax.HRTaxSubtotal).map((s) => cents(s.TaxAmount))))
    check('HR-BR-55', cents(hrTax.TaxAmount) === cents(taxTotal.TaxAmount))
    for (const subtotal of list(hrTax.HRTaxSubtotal)) {
      const category = node(subtotal.HRTaxCategory)
      check('HR-BR-CL-1', HR_TAX_LABELS.has(text(category.Name)))
      if (text(category.ID) === 'E' || text(category.ID) === 'O') check('HR-BR-28', cents(subtotal.TaxAmount) === 0)
    }
  }
  check('HR-BR-33', !hasEmptyElement(xml))
  return [...broken].sort()
}

/** Table HR-TB-2: the Croatian VAT category labels (HR-BR-CL-1). */
const HR_TAX_LABELS = new Set(['HR:PDV25', 'HR:PDV13', 'HR:PDV5', 'HR:Z', 'HR:K', 'HR:G', 'HR:AE', 'HR:E', 'HR:POVNAK', 'HR:PP', 'HR:PPMV', 'HR:O', 'HR:N'])

type XmlObject = Record<string, unknown>

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['InvoiceLine', 'CreditNoteLine', 'AllowanceCharge', 'TaxSubtotal', 'HRTaxSubtotal', 'PartyTaxScheme', 'BillingReference'].includes(name),
})

/** The parsed document's root (Invoice or CreditNote) without its namespace prefixes. */
export function parse(xml: string): { kind: 'Invoice' | 'CreditNote'; root: XmlObject } {
  const parsed = parser.parse(xml) as XmlObject
  if (parsed.Invoice) return { kind: 'Invoice', root: node(parsed.Invoice) }
  if (parsed.CreditNote) return { kind: 'CreditNote', root: node(parsed.CreditNote) }
  throw new Error('neither an Invoice nor a CreditNote')
}

export function node(value: unknown): XmlObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as XmlObject) : {}
}

export function list(value: unknown): XmlObject[] {
  return Array.isArray(value) ? value.map(node) : value ? [node(value)] : []
}

export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (value && typeof value === 'object' && '#text' in value) return String((value as XmlObject)['#text']).trim()
  return ''
}

function attribute(value: XmlObject, name: string): string {
  return String(value[`@${name}`] ?? '')
}

/** A UBL amount ("-12.30") as integer cents, exactly. */
export function cents(value: unknown): number {
  const amount = text(value)
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount)
  if (!match) throw new Error(`not a two-decimal amount: "${amount}"`)
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]))
}

function optionalCents(value: unknown): number {
  return text(value) ? cents(value) : 0
}

function buyerVatId(root: XmlObject): string {
  const party = node(node(root.AccountingCustomerParty).Party)
  return text(list(party.PartyTaxScheme).find((scheme) => text(node(scheme.TaxScheme).ID) === 'VAT')?.CompanyID)
}

function hasEmptyElement(xml: string): boolean {
  return /<[\w:]+(\s[^<>]*)?\/>|<([\w:]+)(\s[^<>]*)?>\s*<\/\2>/.test(xml)
}
