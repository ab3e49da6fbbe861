import { z } from '../validation/z'

/**
 * A refund through the payment provider that took the money (server/payments/refund-payment.ts):
 * the amount in cents, and a key the caller makes once per intended refund, so a repeated or
 * double-clicked request refunds once.
 */
export const refundRequestSchema = z.object({
  orderId: z.number().int().positive(),
  amount: z.number().int().positive().max(100_000_000_00),
  reason: z.string().trim().max(500).default(''),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/),
})

export type RefundRequest = z.input<typeof refundRequestSchema>
