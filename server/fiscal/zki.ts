import { createHash, createSign } from 'node:crypto'
import { formatFiscalAmount, formatZkiDateTime } from './fiscal-format'
import type { FiscalInvoiceRequest } from './fiscal-types'

/**
 * The text the ZKI signs (Tehnička specifikacija, "Zaštitni kod izdavatelja"): the seller's OIB, the
 * time of issue, the invoice number's three parts and the total, joined with nothing between them.
 */
export function zkiInput(request: FiscalInvoiceRequest): string {
  const { seq, premises, device } = request.number
  return `${request.sellerOib}${formatZkiDateTime(request.issuedAt)}${seq}${premises}${device}${formatFiscalAmount(request.total)}`
}

/**
 * Zaštitni kod izdavatelja: the RSA-SHA1 (PKCS#1 v1.5) signature of `zkiInput` with the fiscal
 * certificate's private key, then the MD5 of that signature as 32 lower-case hex digits.
 */
export function computeZki(request: FiscalInvoiceRequest, privateKeyPem: string): string {
  return signZkiText(zkiInput(request), privateKeyPem)
}

/** The ZKI of an already assembled input text (the fake CIS assembles it from a message's own fields). */
export function signZkiText(text: string, privateKeyPem: string): string {
  const signature = createSign('RSA-SHA1').update(text, 'utf8').sign(privateKeyPem)
  return createHash('md5').update(signature).digest('hex')
}
