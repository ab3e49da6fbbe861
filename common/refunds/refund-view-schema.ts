import { z } from '../validation/z'
import { payoutStatuses, refundMethods, refundStatuses, type DeskRefund, type PayoutRow, type RefundOptions, type RefundPreview } from './refund-views'

/** The answer schemas of the desk's refund and payout calls (issue 22 point 3); amounts in cents. */

const refundLineSchema = z.object({ orderLineId: z.number().int(), name: z.string(), qty: z.number().int(), amount: z.number().int() })

export const deskRefundSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  amount: z.number().int(),
  deliveryAmount: z.number().int(),
  method: z.enum(refundMethods),
  status: z.enum(refundStatuses),
  providerRefundId: z.string().nullable(),
  error: z.string().nullable(),
  stornoNumber: z.string().nullable(),
  payoutIban: z.string().nullable(),
  payoutStatus: z.enum(payoutStatuses).nullable(),
  payoutBatch: z.string().nullable(),
  lines: z.array(refundLineSchema),
  actorEmail: z.string().nullable(),
}) satisfies z.ZodType<DeskRefund>

/** A refund just made (201), or the one its key made before (200, `replayed`). */
export const createdRefundSchema = deskRefundSchema.extend({ replayed: z.boolean() })

export const refundOptionsSchema = z.object({
  blockedBy: z.enum(['notPaid', 'nothingLeft']).nullable(),
  method: z.enum(refundMethods),
  lines: z.array(z.object({ orderLineId: z.number().int(), name: z.string(), qty: z.number().int(), left: z.number().int(), unitPrice: z.number().int() })),
  deliveryPrice: z.number().int(),
  isDeliveryRefunded: z.boolean(),
  left: z.number().int(),
  currency: z.string(),
}) satisfies z.ZodType<RefundOptions>

/** An order's refunds and what the refund form offers. */
export const orderRefundsSchema = z.object({ options: refundOptionsSchema, refunds: z.array(deskRefundSchema) })

export const refundPreviewViewSchema = z.object({
  amount: z.number().int(),
  deliveryAmount: z.number().int(),
  lines: z.array(refundLineSchema),
}) satisfies z.ZodType<RefundPreview>

export const payoutRowSchema = z.object({
  refundId: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  iban: z.string(),
  name: z.string(),
  status: z.enum(payoutStatuses),
  batch: z.string().nullable(),
  exportedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
}) satisfies z.ZodType<PayoutRow>

/** A pain.001 file marked paid: how many of its payouts changed now (0 when it was already paid). */
export const payoutsPaidSchema = z.object({ paid: z.number().int() })
