import { z } from '../validation/z'

/** What one payment result did to its order (server/payments/payment-result.ts). */
export const paymentOutcomes = ['accepted', 'declined', 'cancelled', 'replayed', 'out_of_order', 'bad_signature', 'amount_mismatch', 'unknown_order', 'wrong_provider'] as const
export type PaymentOutcome = (typeof paymentOutcomes)[number]

/** The outcomes a result call answers; a forged, altered or unknown result is refused (400, 404). */
export const answeredPaymentOutcomes = ['accepted', 'declined', 'cancelled', 'replayed', 'out_of_order'] as const satisfies readonly PaymentOutcome[]
export type AnsweredPaymentOutcome = (typeof answeredPaymentOutcomes)[number]

/** pgSuccess and paypalSuccess: the page to send the buyer to, and what the result did. */
export const paymentDestinationSchema = z.object({ url: z.string(), outcome: z.enum(answeredPaymentOutcomes) })

/** A provider's server-to-server report, taken. */
export const paymentNotifiedSchema = z.object({ outcome: z.enum(answeredPaymentOutcomes) })

/** A card processor's notification, taken; `ignored` when it changed nothing (a message about another state). */
export const processorNotifiedSchema = z.object({ outcome: z.enum([...answeredPaymentOutcomes, 'ignored']) })
