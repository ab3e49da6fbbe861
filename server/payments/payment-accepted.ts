import type { Db } from '../db/client'
import { fiscaliseOrder, type FiscalConfig } from '../invoices/cis-sender'
import { kickOutbox } from '../outbox/outbox-worker'
import type { OrderRow } from '../orders/place-order'

/**
 * What follows an accepted payment once its transaction has committed, whichever provider sent it:
 * the invoice that commit issued is told to CIS now (within its timeout, ADR 055), then the queued
 * e-mails go. Anything else (a replay, a forgery) changes nothing and sends nothing.
 */
export async function afterPaymentAccepted(db: Db, config: FiscalConfig, result: { outcome: string; order: OrderRow | null }): Promise<void> {
  if (result.outcome !== 'accepted' || !result.order) return
  await fiscaliseOrder(db, config, result.order.id)
  kickOutbox()
}
