/**
 * The contract between invoicing (server/invoices) and the fiscalisation protocol (server/fiscal):
 * invoicing hands over what the tax administration must be told; the protocol computes the ZKI,
 * signs, sends and reads CIS's answer. Amounts are integer cents; the protocol formats them.
 */
export interface FiscalInvoiceRequest {
  /** The seller's OIB (11 digits). */
  sellerOib: string
  inVatSystem: boolean
  issuedAt: Date
  /** `P` numbering per premises, `N` per device (OznSlijed). */
  sequenceMark: 'P' | 'N'
  number: { seq: number; premises: string; device: string }
  /** Per VAT rate; a storno carries negative amounts. */
  vat: { rate: number; base: number; amount: number }[]
  /** Amount not subject to VAT / exempt, cents (IznosOslobPdv), 0 when none. */
  exemptAmount: number
  total: number
  /** CIS payment code: G cash, K card, T bank transfer, O other (PayPal etc.). */
  paymentCode: 'G' | 'K' | 'T' | 'O'
  operatorOib: string
  /** Set on every request after a first delivery failed (NakDost). */
  subsequentDelivery: boolean
  /**
   * ParagonBrRac: the number of the paper (paragon) invoice this one re-enters, written by hand
   * while the issuing device was down. A web shop has none; kept for completeness of the message.
   */
  paragonNumber?: string
}

/** The shop's fiscal certificate, decoded from its PKCS#12 file. */
export interface FiscalCertificate {
  privateKeyPem: string
  certificatePem: string
  /** The certificate's chain (issuers) as PEM, possibly empty. */
  chainPem: string[]
  notAfter: Date
  subject: string
  /** The OIB the certificate names (FINA writes it into the subject), when it names one. */
  oib?: string
}

export type FiscalOutcome =
  | { outcome: 'jir'; jir: string; durationMs: number }
  | { outcome: 'error'; code: string; message: string; durationMs: number }
  /**
   * No answer in time, or none at all (connection refused, DNS, TLS): either way the invoice is
   * issued with the ZKI alone and delivered later with NakDost. `reason` says which.
   */
  | { outcome: 'timeout'; durationMs: number; reason?: string }
