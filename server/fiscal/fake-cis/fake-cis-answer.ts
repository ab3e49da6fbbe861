import { randomBytes } from 'node:crypto'
import { create } from 'xmlbuilder2'
import { formatFiscalDateTime } from '../fiscal-format'
import { FISCAL_NS, SOAP_ENVELOPE_NS, soapEnvelope } from '../fiscal-request'
import { signXml, type SigningKey } from '../xml-signature'

/** RacunOdgovor as CIS answers: the request's IdPoruke, the time of processing, a JIR or Greske, signed. */
export function signedAnswer(input: { messageId: string; jir?: string; errors?: { code: string; message: string }[] }, cis: SigningKey): string {
  const id = `G${randomBytes(8).toString('hex')}`
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(FISCAL_NS, 'tns:RacunOdgovor', { Id: id })
  const header = root.ele(FISCAL_NS, 'tns:Zaglavlje')
  // ZaglavljeOdgovorType allows an empty or non-UUID IdPoruke (up to 36 characters): CIS echoes what it got.
  header.ele(FISCAL_NS, 'tns:IdPoruke').txt(input.messageId.slice(0, 36))
  header.ele(FISCAL_NS, 'tns:DatumVrijeme').txt(formatFiscalDateTime(new Date()))
  if (input.jir) root.ele(FISCAL_NS, 'tns:Jir').txt(input.jir)
  if (input.errors?.length) {
    const greske = root.ele(FISCAL_NS, 'tns:Greske')
    for (const error of input.errors) {
      const greska = greske.ele(FISCAL_NS, 'tns:Greska')
      greska.ele(FISCAL_NS, 'tns:SifraGreske').txt(error.code)
      greska.ele(FISCAL_NS, 'tns:PorukaGreske').txt(error.message.slice(0, 500))
    }
  }
  return soapEnvelope(signXml(root.end({ headless: true }), cis, { rootId: id }))
}

/** A SOAP 1.1 fault, for a body that is not a RacunZahtjev at all. */
export function soapFault(code: 'soapenv:Client' | 'soapenv:Server', message: string): string {
  const envelope = create({ version: '1.0', encoding: 'UTF-8' }).ele(SOAP_ENVELOPE_NS, 'soapenv:Envelope')
  const fault = envelope.ele(SOAP_ENVELOPE_NS, 'soapenv:Body').ele(SOAP_ENVELOPE_NS, 'soapenv:Fault')
  fault.ele('faultcode').txt(code)
  fault.ele('faultstring').txt(message)
  return envelope.end()
}
