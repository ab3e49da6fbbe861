import { Hono, type Context } from 'hono'
import { z } from '../../common/validation/z'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseValue } from '../http/validate'
import { CARD_PROCESSOR_IDS, type CardProcessor, type IncomingMessage } from '../payments/card-processor'
import { afterPaymentAccepted } from '../payments/payment-accepted'
import { buyerDestination, type PaymentOutcome } from '../payments/payment-result'
import { applyProcessorMessage, type ProcessorOutcome } from '../payments/processor-result'
import { cardProcessorNamed } from '../payments/processors'
import { siteOrigin } from '../site/site-origin'
import { refuseForged } from './payments'

const MAX_BODY_BYTES = 64 * 1024
/** What any of the three processors sends back: flat fields, a few dozen at most. */
export const processorFields = z.record(z.string().max(80), z.string().max(4000)).refine((fields) => Object.keys(fields).length <= 80, { message: 'validation.invalid' })
export const processorParam = z.enum(CARD_PROCESSOR_IDS as [string, ...string[]])

function flatStrings(value: unknown): Record<string, unknown> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeof item === 'number' || typeof item === 'boolean' ? String(item) : item]))
}

/** The processor named in the path, if it is the one this shop is set up with; otherwise the route does not exist. */
function processorOf(c: Context<AppEnv>): CardProcessor {
  const id = parseValue(c, processorParam, c.req.param('processor'))
  const processor = cardProcessorNamed(c.get('runtime').config, id)
  if (!processor) throw ApiError.notFound('NOT_FOUND')
  return processor
}

/**
 * A processor's message as it arrived: query fields for a GET, form or JSON fields for a POST, the
 * raw body and headers (Monri signs both), and the URL as the processor called it — the site's
 * own origin it was given, with the path and the query exactly as received.
 */
async function incoming(c: Context<AppEnv>): Promise<IncomingMessage> {
  const url = new URL(c.req.url)
  const rawBody = c.req.method === 'POST' ? await c.req.text() : ''
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'error.badRequest')
  let fields: unknown = c.req.query()
  if (c.req.method === 'POST') {
    if ((c.req.header('content-type') ?? '').includes('application/json')) {
      try {
        fields = flatStrings(JSON.parse(rawBody) as unknown)
      } catch {
        fields = null
      }
    } else {
      fields = Object.fromEntries(new URLSearchParams(rawBody))
    }
  }
  const origin = siteOrigin({ config: c.get('runtime').config, site: c.get('site'), request: c.req.raw })
  return { fields: parseValue(c, processorFields, fields), rawBody, headers: c.req.raw.headers, url: `${origin}${url.pathname}${url.search}` }
}

async function apply(c: Context<AppEnv>, processor: CardProcessor, message: ReturnType<CardProcessor['verifyReturn']>, payload: IncomingMessage) {
  const result = await applyProcessorMessage(c.get('runtime').database.db, { siteId: c.get('site').id, processor, message, payload: payload.fields })
  await afterPaymentAccepted(c.get('runtime').database.db, c.get('runtime').config, result)
  return result
}

/** The page a returning buyer sees: a settled order's own page whatever this message was; otherwise the failure page with the reason. */
function destination(outcome: ProcessorOutcome, order: Awaited<ReturnType<typeof apply>>['order']): string {
  const settled = order !== null && order.status !== 'pending_payment' && order.status !== 'cancelled'
  const shown: PaymentOutcome = outcome === 'ignored' || outcome === 'unavailable' ? (settled ? 'replayed' : 'out_of_order') : outcome
  return buyerDestination(order, shown)
}

async function buyerReturn(c: Context<AppEnv>, kind: 'return' | 'cancel') {
  const processor = processorOf(c)
  const message = await incoming(c)
  const { outcome, order } = await apply(c, processor, processor.verifyReturn(message, kind), message)
  return c.redirect(destination(outcome, order), 303)
}

/**
 * Card processor results under `/api/v1/ecommerce/order/processor/{processor}` (ADR 059): `return`
 * and `cancel` take the buyer's browser back from the hosted form (GET or POST, as each processor
 * sends it) and answer a redirect; `notify` takes the processor's server-to-server report. The
 * order is named in what the processor sends; every result takes the one checked path.
 */
export const cardProcessorResultApi = new Hono<AppEnv>()
  .get('/:processor/return', (c) => buyerReturn(c, 'return'))
  .post('/:processor/return', (c) => buyerReturn(c, 'return'))
  .get('/:processor/cancel', (c) => buyerReturn(c, 'cancel'))
  .post('/:processor/cancel', (c) => buyerReturn(c, 'cancel'))
  .post('/:processor/notify', async (c) => {
    const processor = processorOf(c)
    const message = await incoming(c)
    const verdict = processor.verifyNotification(message)
    // CorvusPay pushes nothing: its results are confirmed through its status API.
    if (!verdict) throw ApiError.notFound('NOT_FOUND')
    const { outcome } = await apply(c, processor, verdict, message)
    if (outcome === 'unavailable') throw new ApiError(503, 'PROVIDER_UNAVAILABLE', 'checkout.somethingWentWrong')
    if (outcome !== 'ignored') refuseForged(outcome)
    return ok(c, { outcome })
  })
