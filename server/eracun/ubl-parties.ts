import { isValidOib } from '../../common/checkout/oib'
import type { InvoiceBuyer, InvoiceSeller } from '../db/schema'
import { EracunBuildError } from './eracun-build-error'
import { cac, cbc, type XmlNode } from './ubl-xml'

/** ISO 6523 ICD of the Croatian OIB: electronic addresses (BT-34, BT-49) are `9934` + OIB (HR-BR-7, HR-BR-10). */
export const OIB_SCHEME = '9934'

/**
 * Who operated the sale (HR-BT-4, a label; HR-BT-5, the configured operator's OIB). The web shop
 * sells by itself, so its label says so.
 */
export const WEB_SHOP_OPERATOR_LABEL = 'Internetska trgovina'

function countryCode(country: string, whose: string): string {
  const code = country.trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(code)) throw new EracunBuildError(`the ${whose}'s country must be an ISO code, not "${country}"`)
  return code
}

function postalAddress(party: XmlNode, address: { street: string; postalCode: string; city: string; country: string }, whose: string): void {
  const node = cac(party, 'PostalAddress')
  cbc(node, 'StreetName', address.street)
  cbc(node, 'CityName', address.city)
  cbc(node, 'PostalZone', address.postalCode)
  cbc(cac(node, 'Country'), 'IdentificationCode', countryCode(address.country, whose))
}

function requireOib(oib: string | null | undefined, whose: string): string {
  const value = oib?.trim() ?? ''
  if (!isValidOib(value)) throw new EracunBuildError(`the ${whose}'s OIB "${value}" is not a valid OIB`)
  return value
}

/**
 * BG-4 the seller, and the HR operator fields. In the VAT system its VAT identifier is `HR` + OIB
 * (BT-31, BR-CO-09); outside it, the OIB is its tax registration under the scheme `FRE`, as the
 * tax administration's example of a seller outside the VAT system writes it.
 */
export function supplierParty(parent: XmlNode, seller: InvoiceSeller, operatorOib: string): void {
  const oib = requireOib(seller.oib, 'seller')
  const supplier = cac(parent, 'AccountingSupplierParty')
  const party = cac(supplier, 'Party')
  cbc(party, 'EndpointID', oib, { schemeID: OIB_SCHEME })
  postalAddress(party, seller, 'seller')
  const taxScheme = cac(party, 'PartyTaxScheme')
  cbc(taxScheme, 'CompanyID', seller.inVatSystem ? `HR${oib}` : oib)
  cbc(cac(taxScheme, 'TaxScheme'), 'ID', seller.inVatSystem ? 'VAT' : 'FRE')
  const legal = cac(party, 'PartyLegalEntity')
  cbc(legal, 'RegistrationName', seller.name)
  cbc(legal, 'CompanyID', oib)
  const contact = cac(supplier, 'SellerContact')
  cbc(contact, 'ID', requireOib(operatorOib, 'operator'))
  cbc(contact, 'Name', WEB_SHOP_OPERATOR_LABEL)
}

/** BG-7 the company buyer, addressed by its OIB (BT-49) and with its VAT identifier (BT-48, HR-BR-S-1). */
export function customerParty(parent: XmlNode, buyer: InvoiceBuyer): void {
  const oib = requireOib(buyer.companyOib, 'buyer')
  const name = buyer.companyName?.trim()
  if (!name) throw new EracunBuildError('the company buyer has no name')
  const party = cac(cac(parent, 'AccountingCustomerParty'), 'Party')
  cbc(party, 'EndpointID', oib, { schemeID: OIB_SCHEME })
  postalAddress(party, buyer, 'buyer')
  const taxScheme = cac(party, 'PartyTaxScheme')
  cbc(taxScheme, 'CompanyID', `HR${oib}`)
  cbc(cac(taxScheme, 'TaxScheme'), 'ID', 'VAT')
  const legal = cac(party, 'PartyLegalEntity')
  cbc(legal, 'RegistrationName', name)
  cbc(legal, 'CompanyID', oib)
  if (buyer.name.trim() || buyer.email.trim()) {
    const contact = cac(party, 'Contact')
    cbc(contact, 'Name', buyer.name)
    cbc(contact, 'ElectronicMail', buyer.email)
  }
}
