import { create } from 'xmlbuilder2'
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces'
import { formatFiscalAmount, formatFiscalDateTime, formatFiscalRate } from './fiscal-format'
import type { FiscalInvoiceRequest } from './fiscal-types'

/** The CIS message namespace (FiskalizacijaSchema.xsd, WSDL package 1.9.0). */
export const FISCAL_NS = 'http://www.apis-it.hr/fin/2012/types/f73'
export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/'
/** The `racuni` operation of FiskalizacijaService (its WSDL's soapAction). */
export const RACUNI_SOAP_ACTION = 'http://e-porezna.porezna-uprava.hr/fiskalizacija/2012/services/FiskalizacijaService/racuni'
/** The Id the request's root carries; the signature's Reference points at it (`#RacunZahtjev`). */
export const REQUEST_ID = 'RacunZahtjev'

export interface MessageHeader {
  /** IdPoruke: a UUID (lower-case), new for every attempt. */
  messageId: string
  /** DatumVrijeme: when this message is sent (not when the invoice was issued). */
  sentAt: Date
}

/**
 * RacunZahtjev, unsigned, elements in the schema's order (CIS answers s001 to any other).
 * A storno is an ordinary invoice whose amounts are negative.
 */
export function buildInvoiceRequest(request: FiscalInvoiceRequest, zki: string, header: MessageHeader): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(FISCAL_NS, 'tns:RacunZahtjev', { Id: REQUEST_ID })
  const zaglavlje = root.ele(FISCAL_NS, 'tns:Zaglavlje')
  text(zaglavlje, 'IdPoruke', header.messageId)
  text(zaglavlje, 'DatumVrijeme', formatFiscalDateTime(header.sentAt))

  const racun = root.ele(FISCAL_NS, 'tns:Racun')
  text(racun, 'Oib', request.sellerOib)
  text(racun, 'USustPdv', String(request.inVatSystem))
  text(racun, 'DatVrijeme', formatFiscalDateTime(request.issuedAt))
  text(racun, 'OznSlijed', request.sequenceMark)
  const broj = racun.ele(FISCAL_NS, 'tns:BrRac')
  text(broj, 'BrOznRac', String(request.number.seq))
  text(broj, 'OznPosPr', request.number.premises)
  text(broj, 'OznNapUr', request.number.device)
  if (request.vat.length > 0) {
    const pdv = racun.ele(FISCAL_NS, 'tns:Pdv')
    for (const part of request.vat) {
      const porez = pdv.ele(FISCAL_NS, 'tns:Porez')
      text(porez, 'Stopa', formatFiscalRate(part.rate))
      text(porez, 'Osnovica', formatFiscalAmount(part.base))
      text(porez, 'Iznos', formatFiscalAmount(part.amount))
    }
  }
  if (request.exemptAmount !== 0) text(racun, 'IznosOslobPdv', formatFiscalAmount(request.exemptAmount))
  text(racun, 'IznosUkupno', formatFiscalAmount(request.total))
  text(racun, 'NacinPlac', request.paymentCode)
  text(racun, 'OibOper', request.operatorOib)
  text(racun, 'ZastKod', zki)
  text(racun, 'NakDost', String(request.subsequentDelivery))
  if (request.paragonNumber) text(racun, 'ParagonBrRac', request.paragonNumber)
  return root.end({ headless: true })
}

function text(parent: XMLBuilder, name: string, value: string): void {
  parent.ele(FISCAL_NS, `tns:${name}`).txt(value)
}

/** A SOAP 1.1 envelope around an already signed message (exclusive c14n keeps the signature valid inside it). */
export function soapEnvelope(bodyXml: string): string {
  const body = bodyXml.replace(/^<\?xml[^>]*\?>\s*/, '')
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP_ENVELOPE_NS}"><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`
}
