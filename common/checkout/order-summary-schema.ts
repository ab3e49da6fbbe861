import { z } from '../validation/z'
import { orderStatuses } from './schemas'
import { paymentTypes } from '../shipping/schemas'
import type { OrderSummaryView, PaymentSlipView } from './order-summary'

export const paymentSlipViewSchema = z.object({
  amount: z.number().int(),
  payerName: z.string(),
  payerStreet: z.string(),
  payerCity: z.string(),
  recipientName: z.string(),
  recipientStreet: z.string(),
  recipientCity: z.string(),
  iban: z.string(),
  model: z.string(),
  reference: z.string(),
  purposeCode: z.string(),
  description: z.string(),
}) satisfies z.ZodType<PaymentSlipView>

/** The success page's summary of one order (`getBySlug`). */
export const orderSummaryViewSchema = z.object({
  slug: z.string(),
  number: z.string(),
  status: z.enum(orderStatuses),
  paymentType: z.enum(paymentTypes),
  isPaid: z.boolean(),
  paymentMethodName: z.string(),
  deliveryMethodName: z.string(),
  deliveryBranchName: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(z.object({ name: z.string(), qty: z.number().int(), unitPrice: z.number().int(), lineTotal: z.number().int() })),
  totals: z.object({
    itemsTotal: z.number().int(),
    couponCode: z.string().nullable(),
    couponDiscount: z.number().int(),
    deliveryPrice: z.number().int(),
    taxTotal: z.number().int(),
    orderTotal: z.number().int(),
  }),
  paymentSlip: paymentSlipViewSchema.nullable(),
}) satisfies z.ZodType<OrderSummaryView>
