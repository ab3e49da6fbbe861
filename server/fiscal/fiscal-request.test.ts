import { randomUUID } from 'node:crypto'
import { SignedXml } from 'xml-crypto'
import { describe, expect, it } from 'vitest'
import { buildInvoiceRequest, soapEnvelope } from './fiscal-request'
import { validateFiscalXml } from './fiscal-schema'
import { fiscalRequest, stornoRequest, testPki } from './fiscal-test-data.test-helpers'
import type { FiscalInvoiceRequest } from './fiscal-types'
import { findMessage, signFiscalRequest, type FiscalDigest } from './xml-signature'
import { computeZki } from './zki'

const header = () => ({ messageId: randomUUID(), sentAt: new Date('2026-01-15T13:05:10Z') })

function signedRequest(request: FiscalInvoiceRequest, digest: FiscalDigest = 'sha256'): string {
  const { seller } = testPki()
  return signFiscalRequest(buildInvoiceRequest(request, computeZki(request, seller.privateKeyPem), header()), seller, digest)
}

/** xml-crypto configured on its own, trusting only the certificate it is given (nothing from the message). */
function verifiesWith(certificatePem: string, xml: string): boolean {
  const found = findMessage(xml, 'RacunZahtjev')
  if (!found?.signatureXml) return false
  const verifier = new SignedXml({ publicCert: certificatePem })
  verifier.loadSignature(found.signatureXml)
  try {
    return verifier.checkSignature(xml)
  } catch {
    return false
  }
}

describe('the invoice request', () => {
  it('writes the schema fields from the invoice: times in Croatia, amounts with two decimals, the ZKI', () => {
    const request = fiscalRequest({ exemptAmount: 300, total: 1550 })
    const xml = buildInvoiceRequest(request, 'a'.repeat(32), { messageId: '0d7f9e52-4d55-4d8e-9f0a-6f6b5f0e2f41', sentAt: new Date('2026-07-01T10:00:00Z') })
    expect(xml).toContain('<tns:IdPoruke>0d7f9e52-4d55-4d8e-9f0a-6f6b5f0e2f41</tns:IdPoruke><tns:DatumVrijeme>01.07.2026T12:00:00</tns:DatumVrijeme>')
    expect(xml).toContain('<tns:DatVrijeme>15.01.2026T14:05:09</tns:DatVrijeme><tns:OznSlijed>N</tns:OznSlijed>')
    expect(xml).toContain('<tns:BrRac><tns:BrOznRac>17</tns:BrOznRac><tns:OznPosPr>WEB1</tns:OznPosPr><tns:OznNapUr>1</tns:OznNapUr></tns:BrRac>')
    expect(xml).toContain('<tns:Porez><tns:Stopa>25.00</tns:Stopa><tns:Osnovica>10.00</tns:Osnovica><tns:Iznos>2.50</tns:Iznos></tns:Porez>')
    expect(xml).toContain('<tns:IznosOslobPdv>3.00</tns:IznosOslobPdv><tns:IznosUkupno>15.50</tns:IznosUkupno><tns:NacinPlac>K</tns:NacinPlac>')
    expect(xml).toContain(`<tns:ZastKod>${'a'.repeat(32)}</tns:ZastKod><tns:NakDost>false</tns:NakDost>`)
  })

  it.each<[string, FiscalInvoiceRequest]>([
    ['a sale', fiscalRequest()],
    ['a storno with negative amounts', stornoRequest()],
    ['a subsequent delivery (NakDost)', fiscalRequest({ subsequentDelivery: true })],
    ['a seller outside the VAT system paid in cash', fiscalRequest({ inVatSystem: false, vat: [], paymentCode: 'G' })],
    ['a re-entered paragon invoice numbered per premises', fiscalRequest({ paragonNumber: '12/WEB1/1', sequenceMark: 'P', subsequentDelivery: true })],
  ])('signed, %s validates against the published CIS schema', async (_label, request) => {
    const xml = signedRequest(request)
    expect(await validateFiscalXml(xml)).toEqual({ valid: true })
  })

  it('a request the schema refuses is reported with the reason', async () => {
    const xml = buildInvoiceRequest(fiscalRequest({ number: { seq: 1, premises: 'WEB-1', device: '1' } }), 'a'.repeat(32), header())
    const check = await validateFiscalXml(xml)
    expect(check.valid).toBe(false)
    expect(check.valid ? [] : check.errors.join('\n')).toMatch(/OznPosPr/)
  })

  it('validates messages sent together, each with its own verdict', async () => {
    const premises = ['WEB1', 'WEB-2', 'WEB3', 'WEB 4', 'WEB5']
    const checks = await Promise.all(premises.map((code) => validateFiscalXml(buildInvoiceRequest(fiscalRequest({ number: { seq: 1, premises: code, device: '1' } }), 'a'.repeat(32), header()))))
    expect(checks.map((check) => check.valid)).toEqual([true, false, true, false, true])
  })

  it.each<FiscalDigest>(['sha256', 'sha1'])('the %s signature verifies with an independently configured verifier, in and out of the SOAP envelope', (digest) => {
    const { seller, ca } = testPki()
    const xml = signedRequest(fiscalRequest(), digest)
    expect(xml).toContain(digest === 'sha256' ? 'xmldsig-more#rsa-sha256' : 'xmldsig#rsa-sha1')
    expect(xml).toContain('<Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/><Transform Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>')
    expect(xml).toMatch(/<Reference URI="#RacunZahtjev">/)
    expect(xml).toMatch(/<X509IssuerSerial><X509IssuerName>CN=Test fiscal CA,O=Izlog demo,C=HR<\/X509IssuerName><X509SerialNumber>\d+<\/X509SerialNumber>/)
    expect(verifiesWith(seller.certificatePem, xml)).toBe(true)
    expect(verifiesWith(seller.certificatePem, soapEnvelope(xml))).toBe(true)
    // Another key does not verify it.
    expect(verifiesWith(ca.certificatePem, xml)).toBe(false)
  })

  it('a changed amount breaks the signature', () => {
    const { seller } = testPki()
    const xml = signedRequest(fiscalRequest())
    expect(verifiesWith(seller.certificatePem, xml.replace('<tns:IznosUkupno>12.50<', '<tns:IznosUkupno>1.25<'))).toBe(false)
  })
})
