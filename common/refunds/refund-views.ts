/** How a refund's money goes back: through the payment provider, or as a credit transfer. */
export const refundMethods = ['provider', 'payout'] as const
export type RefundMethod = (typeof refundMethods)[number]
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const
export type RefundStatus = (typeof refundStatuses)[number]
export const payoutStatuses = ['pending', 'exported', 'paid'] as const
export type PayoutStatus = (typeof payoutStatuses)[number]

/** One refund on the desk's order page. */
export interface DeskRefund {
  id: number
  createdAt: string
  amount: number
  deliveryAmount: number
  method: RefundMethod
  status: RefundStatus
  providerRefundId: string | null
  error: string | null
  stornoNumber: string | null
  payoutIban: string | null
  payoutStatus: PayoutStatus | null
  payoutBatch: string | null
  lines: { orderLineId: number; name: string; qty: number; amount: number }[]
  actorEmail: string | null
}

/** What the desk's refund form offers: each line with the units still refundable, and the delivery. */
export interface RefundOptions {
  /** Why no refund can be made now (not paid, cancelled, all refunded); null when one can. */
  blockedBy: 'notPaid' | 'nothingLeft' | null
  method: RefundMethod
  lines: { orderLineId: number; name: string; qty: number; left: number; unitPrice: number }[]
  deliveryPrice: number
  isDeliveryRefunded: boolean
  /** What is left of the payment to refund, in cents. */
  left: number
  currency: string
}

/** The amount a refund would move, shown before the owner confirms. */
export interface RefundPreview {
  amount: number
  deliveryAmount: number
  lines: { orderLineId: number; name: string; qty: number; amount: number }[]
}

/** One payout on /admin/payouts. */
export interface PayoutRow {
  refundId: number
  orderId: number
  orderNumber: string
  createdAt: string
  amount: number
  currency: string
  iban: string
  name: string
  status: PayoutStatus
  batch: string | null
  exportedAt: string | null
  paidAt: string | null
}
