import { z } from '../validation/z'
import { compactIban, isValidIban } from '../settings/iban'

const id = z.coerce.number().int().positive().max(2_147_483_647)

/** A refund key: made once when the desk's form renders, so a double submit refunds once (ADR 061). */
export const refundKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'desk.refunds.keyInvalid')

/**
 * A refund from the desk (issue 22 point 3), shared by the form, the API and the service: the
 * lines and units to refund, the standard delivery (only with the last lines), the buyer's IBAN
 * when the money goes back by credit transfer. The amount is never taken from the caller.
 */
export const refundCreateSchema = z.object({
  idempotencyKey: refundKeySchema,
  lines: z
    .array(z.object({ orderLineId: id, qty: z.coerce.number().int().min(0).max(1_000_000) }))
    .max(500)
    .default([]),
  includeDelivery: z.boolean().default(false),
  iban: z
    .string()
    .trim()
    .max(42)
    .refine((value) => value === '' || isValidIban(value), 'validation.iban')
    .transform((value) => (value === '' ? null : compactIban(value)))
    .optional(),
  payoutName: z.string().trim().max(70, 'validation.invalid').optional(),
  reason: z.string().trim().max(500).default(''),
  caseId: id.optional(),
})

export type RefundCreateInput = z.input<typeof refundCreateSchema>
export type RefundCreate = z.output<typeof refundCreateSchema>

/** The desk's refund form as the payload: `qty.<orderLineId>` fields, a `delivery` checkbox, `iban`, `payoutName`. */
export function refundRequestFromForm(form: FormData): unknown {
  const lines = [...form.entries()].flatMap(([name, value]) => {
    const match = /^qty\.(\d+)$/.exec(name)
    return match && typeof value === 'string' && value.trim() !== '' && value.trim() !== '0' ? [{ orderLineId: match[1], qty: value.trim() }] : []
  })
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  return {
    idempotencyKey: text('idempotencyKey') ?? '',
    lines,
    includeDelivery: form.get('delivery') === 'on' || form.get('delivery') === 'true',
    iban: text('iban'),
    payoutName: text('payoutName'),
    reason: text('reason') ?? '',
    caseId: text('caseId') || undefined,
  }
}

export const payoutBatchSchema = z.string().regex(/^IZLOG-[A-Z0-9-]{6,29}$/, 'validation.invalid')
export const payoutIdsSchema = z.object({ batch: payoutBatchSchema })
