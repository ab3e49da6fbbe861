import { create } from 'xmlbuilder2'
import { ublAmount } from './ubl-amounts'

export const UBL_NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  hrextac: 'urn:mfin.gov.hr:schema:xsd:HRExtensionAggregateComponents-1',
} as const

export type XmlNode = ReturnType<typeof create>

/** A new document whose root is `Invoice` or `CreditNote` in its UBL namespace, with the prefixes the HR examples use. */
export function ublDocument(root: 'Invoice' | 'CreditNote'): XmlNode {
  return create({ version: '1.0', encoding: 'UTF-8' }).ele(UBL_NS[root], root, {
    'xmlns:cac': UBL_NS.cac,
    'xmlns:cbc': UBL_NS.cbc,
    'xmlns:ext': UBL_NS.ext,
    'xmlns:hrextac': UBL_NS.hrextac,
  })
}

/** An aggregate (cac) element. */
export function cac(parent: XmlNode, name: string): XmlNode {
  return parent.ele(UBL_NS.cac, `cac:${name}`)
}

/** A basic (cbc) element; an empty value writes nothing, as HR-BR-33 forbids empty elements. */
export function cbc(parent: XmlNode, name: string, value: string | null | undefined, attributes?: Record<string, string>): void {
  const text = value?.trim()
  if (!text) return
  parent.ele(UBL_NS.cbc, `cbc:${name}`, attributes).txt(text)
}

/** An amount in the document's currency (`currencyID` is required on every UBL amount). */
export function cbcAmount(parent: XmlNode, name: string, cents: number, currency: string): void {
  cbc(parent, name, ublAmount(cents), { currencyID: currency })
}

/** A UBL extension (ext) element. */
export function ext(parent: XmlNode, name: string): XmlNode {
  return parent.ele(UBL_NS.ext, `ext:${name}`)
}

/** An element of the tax administration's extension (HRFISK20Data). */
export function hrext(parent: XmlNode, name: string): XmlNode {
  return parent.ele(UBL_NS.hrextac, `hrextac:${name}`)
}
