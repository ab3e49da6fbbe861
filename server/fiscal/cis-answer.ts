import { XMLParser } from 'fast-xml-parser'
import { checkXmlSignature, findMessage } from './xml-signature'

/** What CIS answered to a RacunZahtjev, read from its SOAP envelope. */
export type CisAnswer =
  | { kind: 'jir'; jir: string; messageId: string }
  | { kind: 'errors'; errors: { code: string; message: string }[]; messageId: string }
  | { kind: 'fault'; code: string; message: string }
  | { kind: 'unreadable'; message: string }

const UUID = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/
const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, trimValues: true, isArray: (name) => name === 'Greska' })

type Node = Record<string, unknown>
const child = (node: unknown, name: string): unknown => (node && typeof node === 'object' ? (node as Node)[name] : undefined)
const textOf = (node: unknown): string => (typeof node === 'string' ? node : typeof node === 'number' ? String(node) : '')

/**
 * Reads the answer. With `cisCertificatePem` the answer counts only when CIS's signature on it
 * verifies with that certificate, and its data is read from what the signature covers.
 */
export function readCisAnswer(xml: string, cisCertificatePem?: string): CisAnswer {
  let envelope: unknown
  try {
    envelope = child(parser.parse(xml), 'Envelope')
  } catch (error) {
    return { kind: 'unreadable', message: `not XML: ${error instanceof Error ? error.message : String(error)}` }
  }
  const body = child(envelope, 'Body')
  const fault = child(body, 'Fault')
  if (fault) return { kind: 'fault', code: textOf(child(fault, 'faultcode')) || 'SOAP_FAULT', message: textOf(child(fault, 'faultstring')) }
  if (!child(body, 'RacunOdgovor')) return { kind: 'unreadable', message: 'no RacunOdgovor in the SOAP body' }

  let answer = child(body, 'RacunOdgovor')
  if (cisCertificatePem) {
    const found = findMessage(xml, 'RacunOdgovor')
    if (!found?.signatureXml) return { kind: 'unreadable', message: 'the answer is not signed' }
    const check = checkXmlSignature(xml, cisCertificatePem, found.signatureXml)
    if (!check.valid) return { kind: 'unreadable', message: `the answer's signature does not verify: ${check.reason}` }
    answer = child(parser.parse(check.signedXml), 'RacunOdgovor')
    if (!answer) return { kind: 'unreadable', message: 'the signature does not cover the RacunOdgovor' }
  }
  const messageId = textOf(child(child(answer, 'Zaglavlje'), 'IdPoruke'))
  const errors = child(child(answer, 'Greske'), 'Greska')
  if (Array.isArray(errors) && errors.length > 0) {
    return { kind: 'errors', messageId, errors: errors.map((error) => ({ code: textOf(child(error, 'SifraGreske')), message: textOf(child(error, 'PorukaGreske')) })) }
  }
  const jir = textOf(child(answer, 'Jir'))
  if (!UUID.test(jir)) return { kind: 'unreadable', message: `no JIR in the answer${jir ? ` (${jir})` : ''}` }
  return { kind: 'jir', jir, messageId }
}
