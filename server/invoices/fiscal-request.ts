import type { invoices } from '../db/schema'
import type { FiscalInvoiceRequest } from '../fiscal/fiscal-types'

type InvoiceRow = typeof invoices.$inferSelect

/** CIS payment code per payment type: card K, PayPal "other" O, cash on delivery G (cash), bank transfer T. */
export const paymentCodes = { hpf: 'K', paypal: 'O', cod: 'G', bank_transfer: 'T' } as const satisfies Record<string, FiscalInvoiceRequest['paymentCode']>

export function paymentCodeOf(paymentType: string): FiscalInvoiceRequest['paymentCode'] {
  return paymentCodes[paymentType as keyof typeof paymentCodes] ?? 'O'
}

function isPaymentCode(code: string): code is FiscalInvoiceRequest['paymentCode'] {
  return code === 'G' || code === 'K' || code === 'T' || code === 'O'
}

/**
 * What CIS must be told about a stored invoice. A seller outside the VAT system reports no VAT
 * parts; a seller in it reports each rate above 0 %, and 0 % lines as the exempt amount.
 */
export function fiscalRequestOf(
  invoice: Pick<InvoiceRow, 'seller' | 'issuedAt' | 'sequenceMark' | 'seq' | 'premises' | 'device' | 'vatParts' | 'total' | 'paymentCode' | 'operatorOib' | 'subsequentDelivery'>,
): FiscalInvoiceRequest {
  const inVatSystem = invoice.seller.inVatSystem
  const taxed = inVatSystem ? invoice.vatParts.filter((part) => part.rate > 0) : []
  const exempt = inVatSystem ? invoice.vatParts.filter((part) => part.rate === 0).reduce((sum, part) => sum + part.base, 0) : 0
  return {
    sellerOib: invoice.seller.oib,
    inVatSystem,
    issuedAt: invoice.issuedAt,
    sequenceMark: invoice.sequenceMark === 'N' ? 'N' : 'P',
    number: { seq: invoice.seq, premises: invoice.premises, device: invoice.device },
    vat: taxed.map((part) => ({ rate: part.rate, base: part.base, amount: part.amount })),
    exemptAmount: exempt,
    total: invoice.total,
    paymentCode: isPaymentCode(invoice.paymentCode) ? invoice.paymentCode : 'O',
    operatorOib: invoice.operatorOib,
    subsequentDelivery: invoice.subsequentDelivery,
  }
}
