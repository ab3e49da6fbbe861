import { z } from 'zod'

export const rateLimitsResetSchema = z.object({ reset: z.literal(true) })

export const cardProcessorChoiceSchema = z.object({ processor: z.enum(['corvuspay', 'test-gateway']) })

/** How often the CorvusPay fake received each call, by call name. */
export const cardProcessorCallsSchema = z.record(z.string(), z.number().int())

/** A queued e-mail as the outbox holds it (server/outbox/enqueue.ts `OutboxEmail`). */
export const outboxEmailSchema = z.object({
  template: z.string(),
  locale: z.string(),
  to: z.string(),
  orderId: z.number().int().optional(),
  invoiceId: z.number().int().optional(),
  vars: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  htmlVars: z.record(z.string(), z.string()).optional(),
})

/** `_e2e/outbox`: the address's queued e-mails, newest first. */
export const outboxEmailListSchema = z.array(outboxEmailSchema)
