import { Hono, type Context } from 'hono'
import { z } from '../../common/validation/z'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseValue } from '../http/validate'
import { kickOutbox } from '../outbox/outbox-worker'
import { applyPaymentResult, buyerDestination, type PaymentOutcome } from '../payments/payment-result'
import { hpfSettings, payPalSettings, type PayPalSettings } from '../payments/payment-settings'
import { capturePayPalOrder } from '../payments/paypal-rest'
import { sign } from '../payments/signature'
import { siteOrigin } from '../site/site-origin'

const slugParam = z.string().regex(/^[A-Za-z0-9_-]{10,64}$/)
export const resultFields = z.record(z.string().max(40), z.string().max(500)).refine((fields) => Object.keys(fields).length <= 20, { message: 'validation.invalid' })
export const successBody = z.object({ details: resultFields, internalRedirect: z.boolean().optional() })

function origin(c: Context<AppEnv>): string {
  return siteOrigin({ config: c.get('runtime').config, site: c.get('site'), request: c.req.raw })
}

async function apply(c: Context<AppEnv>, provider: 'hpf' | 'paypal', fields: Record<string, string>) {
  const slug = parseValue(c, slugParam, c.req.param('id'))
  const config = c.get('runtime').config
  const secret = provider === 'hpf' ? hpfSettings(config, origin(c)).secret : payPalSettings(config, origin(c)).secret
  const result = await applyPaymentResult(c.get('runtime').database.db, { siteId: c.get('site').id, provider, orderSlug: slug, fields, secret })
  if (result.outcome === 'accepted') kickOutbox()
  return result
}

/**
 * Real PayPal: the shop captures the approved PayPal order itself and applies PayPal's answer. The
 * answer is signed here with the shop's key only so it takes the one checked path; nothing the
 * browser sent is used.
 */
async function applyPayPalCapture(c: Context<AppEnv>, rest: NonNullable<PayPalSettings['rest']>) {
  const paypalOrderId = parseValue(c, z.string().regex(/^[A-Z0-9]{6,40}$/), c.req.param('id'))
  const capture = await capturePayPalOrder(rest, paypalOrderId)
  if (!capture) throw ApiError.notFound('ORDER_NOT_FOUND')
  const fields = { order_id: capture.orderSlug, amount: capture.amount, currency: capture.currency, status: capture.status, transaction_id: capture.transactionId }
  const secret = payPalSettings(c.get('runtime').config, origin(c)).secret
  const result = await applyPaymentResult(c.get('runtime').database.db, { siteId: c.get('site').id, provider: 'paypal', orderSlug: capture.orderSlug, fields: { ...fields, signature: sign(fields, secret) }, secret })
  if (result.outcome === 'accepted') kickOutbox()
  return result
}

/** A provider's server posts its result as a form (`application/x-www-form-urlencoded`) or as JSON. */
async function notifyFields(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text()
  if ((c.req.header('content-type') ?? '').includes('application/json')) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return null
    }
  }
  return Object.fromEntries(new URLSearchParams(text))
}

/** A result that is not the provider's (forged, altered, for another amount) is refused; it was logged. */
function refuseForged(outcome: PaymentOutcome): void {
  if (outcome === 'unknown_order') throw ApiError.notFound('ORDER_NOT_FOUND')
  if (outcome === 'bad_signature' || outcome === 'amount_mismatch') throw new ApiError(400, 'PAYMENT_RESULT_REFUSED', 'checkout.somethingWentWrong')
}

/**
 * §7 payment results under `/api/v1/ecommerce/order`: `pgSuccess/{id}` (the §7 call, details in
 * the body, answers `data.url`), `pgReturn/{id}` (the buyer's browser back from the hosted form:
 * a redirect), `pgNotify/{id}` (the provider's server), `paypalSuccess/{id}` (after approval).
 * `{id}` is the order's slug. All share one idempotent, logged path (server/payments).
 */
export const paymentResultApi = new Hono<AppEnv>()
  .post('/pgSuccess/:id', async (c) => {
    const body = parseValue(c, successBody, await c.req.json().catch(() => null))
    const { outcome, order } = await apply(c, 'hpf', body.details)
    refuseForged(outcome)
    return ok(c, { url: buyerDestination(order, outcome), outcome })
  })
  .get('/pgReturn/:id', async (c) => {
    const fields = parseValue(c, resultFields, c.req.query())
    const { outcome, order } = await apply(c, 'hpf', fields)
    return c.redirect(buyerDestination(order, outcome), 303)
  })
  .post('/pgNotify/:id', async (c) => {
    const { outcome } = await apply(c, 'hpf', parseValue(c, resultFields, await notifyFields(c)))
    refuseForged(outcome)
    return ok(c, { outcome })
  })
  .post('/paypalSuccess/:id', async (c) => {
    const rest = payPalSettings(c.get('runtime').config, origin(c)).rest
    const { outcome, order } = rest
      ? await applyPayPalCapture(c, rest)
      : await apply(c, 'paypal', parseValue(c, successBody, await c.req.json().catch(() => null)).details)
    refuseForged(outcome)
    return ok(c, { url: buyerDestination(order, outcome), outcome })
  })
