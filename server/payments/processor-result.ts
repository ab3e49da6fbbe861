import { and, eq } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { orders } from '../db/schema'
import { log } from '../log/logger'
import type { OrderRow } from '../orders/place-order'
import type { CardProcessor, ProcessorMessage } from './card-processor'
import { applyPaymentResult, recordIgnoredMessage, type PaymentOutcome, type ProviderResult } from './payment-result'
import { activeCardProcessor } from './processors'

export type ProcessorOutcome = PaymentOutcome | 'ignored' | 'unavailable'

async function orderOfSite(db: Db, siteId: number, slug: string): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.slug, slug), eq(orders.siteId, siteId)))
  return order ?? null
}

/**
 * The processor's status API on an order: the payment it knows, `none` when it knows no payment
 * (then an unsigned cancel may cancel), or null when it did not answer. Called outside any
 * transaction (no network I/O while holding a lock).
 */
async function askStatus(processor: CardProcessor, order: OrderRow): Promise<ProviderResult | 'none' | null> {
  const answer = await processor.status({ slug: order.slug, currency: order.currency, reference: order.paymentReference ?? {} })
  if (answer.kind === 'found') return answer.payment
  if (answer.kind === 'not_found') return 'none'
  log.warn('card processor status unavailable', { processor: processor.id, order: order.slug, message: answer.message })
  return null
}

/**
 * What a processor sent (the buyer's return, its server's notification), checked by its adapter,
 * taken the one checked path (payment-result.ts). A message that proves no amount — CorvusPay's
 * signed success return, an unsigned cancel — is settled by the processor's status answer instead.
 */
export async function applyProcessorMessage(
  db: Db,
  input: { siteId: number; processor: CardProcessor; message: ProcessorMessage; payload: Record<string, unknown> },
): Promise<{ outcome: ProcessorOutcome; order: OrderRow | null }> {
  const { processor, message, payload, siteId } = input
  const apply = (orderSlug: string, result: ProviderResult | null) => applyPaymentResult(db, { siteId, kind: 'hpf', provider: processor.id, orderSlug, payload, result })

  switch (message.kind) {
    case 'ignored':
      await recordIgnoredMessage(db, { siteId, provider: processor.id, orderSlug: message.orderSlug, payload })
      return { outcome: 'ignored', order: null }
    case 'forged':
      return apply(message.orderSlug ?? '', null)
    case 'verified':
      if (message.payment.amount !== null) return apply(message.payment.orderSlug, { ...message.payment, amount: message.payment.amount })
      break
    case 'ask_status':
      break
  }

  const orderSlug = message.kind === 'verified' ? message.payment.orderSlug : message.orderSlug
  const order = await orderOfSite(db, siteId, orderSlug)
  // Unknown order, another provider's order: the checked path records why it changes nothing.
  if (!order || order.paymentType !== 'hpf' || (order.paymentProvider !== null && order.paymentProvider !== processor.id)) return apply(orderSlug, null)
  // An authentic decline or cancel names no amount worth checking: nothing is charged.
  if (message.kind === 'verified' && message.payment.status !== 'approved') return apply(orderSlug, { ...message.payment, amount: order.orderTotal, currency: order.currency })
  const known = await askStatus(processor, order)
  if (known === null) return { outcome: 'unavailable', order }
  if (known !== 'none') return apply(orderSlug, known)
  if (message.kind === 'ask_status') return apply(orderSlug, { orderSlug, status: message.fallback, amount: order.orderTotal, currency: order.currency, transactionId: null, reference: {} })
  // A signed approval the processor's own API does not know: nothing is proven.
  return apply(orderSlug, null)
}

/**
 * For the unpaid-order sweep: before a card order waiting for its processor is cancelled, ask the
 * processor. A payment it knows is applied (a buyer who paid and closed the window is not
 * cancelled); `unknown` when it could not tell (the sweep tries again later).
 */
export async function reconcileUnpaidOrder(db: Db, config: Pick<Config, 'payments'>, order: OrderRow): Promise<'settled' | 'unpaid' | 'unknown'> {
  const processor = activeCardProcessor(config)
  if (!processor || order.paymentType !== 'hpf' || order.paymentProvider !== processor.id) return 'unpaid'
  const known = await askStatus(processor, order)
  if (known === null) return 'unknown'
  if (known === 'none' || known.status !== 'approved') return 'unpaid'
  const { outcome } = await applyPaymentResult(db, { siteId: order.siteId, kind: 'hpf', provider: processor.id, orderSlug: order.slug, payload: { source: 'status', ...known }, result: known })
  return outcome === 'accepted' || outcome === 'replayed' ? 'settled' : 'unpaid'
}
