import type { OrderStatus } from './schemas'

/**
 * The HUB-3 slip of a bank-transfer order, as printed and as encoded in its barcode (HUB3A, header
 * `HRVHUB30`; server/payment-slip/hub3-data.ts writes it with the field maxima). Amount in cents,
 * written as 15 digits; model `HR00`, `HR01`…; purpose code four capital letters (ISO 20022, e.g. `OTHR`).
 */
export interface PaymentSlipView {
  amount: number
  payerName: string
  payerStreet: string
  payerCity: string
  recipientName: string
  recipientStreet: string
  recipientCity: string
  iban: string
  model: string
  reference: string
  purposeCode: string
  description: string
}

/**
 * The success page's summary of one order, fetched by its unguessable slug: no e-mail, phone or
 * address beyond what the buyer's own slip needs. Money in cents, PDV included.
 */
export interface OrderSummaryView {
  slug: string
  number: string
  status: OrderStatus
  paymentType: 'cod' | 'bank_transfer' | 'hpf' | 'paypal'
  /** The payment has arrived (card, PayPal, a transfer the shop marked): the page says paid, not "to pay". */
  isPaid: boolean
  paymentMethodName: string
  deliveryMethodName: string
  deliveryBranchName: string | null
  createdAt: string
  lines: { name: string; qty: number; unitPrice: number; lineTotal: number }[]
  totals: { itemsTotal: number; couponCode: string | null; couponDiscount: number; deliveryPrice: number; taxTotal: number; orderTotal: number }
  /** Bank transfer still to be paid: the slip and its barcode (`paymentSlip/{slug}.png`). */
  paymentSlip: PaymentSlipView | null
}
