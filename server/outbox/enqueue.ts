import type { Db } from '../db/client'
import { outbox } from '../db/schema'

/** What an e-mail in the outbox says: a template, its language, the recipient and the values to fill in. */
export interface OutboxEmail {
  template: string
  locale: string
  to: string
  /** The order (or other record) the message is about; the sender reads it when rendering. */
  orderId?: number
  /** The invoice or storno the message carries as a PDF (order.invoice.buyer, order.storno.buyer). */
  invoiceId?: number
  vars?: Record<string, string | number | boolean | null>
  /** Values that are HTML our own code built (a template's sample tables); never visitor input. */
  htmlVars?: Record<string, string>
}

/**
 * Queues an e-mail inside the caller's transaction, so it exists exactly when the change that
 * caused it commits. The same `dedupeKey` twice (a replayed callback, a retried request) queues once.
 */
export async function enqueueEmail(tx: Db, input: { siteId: number; dedupeKey: string; email: OutboxEmail }): Promise<void> {
  await tx
    .insert(outbox)
    .values({ siteId: input.siteId, kind: 'email', dedupeKey: input.dedupeKey, payload: { ...input.email } })
    .onConflictDoNothing({ target: outbox.dedupeKey })
}
