import { Hono, type Context } from 'hono'
import type { AnsweredPaymentOutcome } from '../../common/payments/payment-outcome-schema'
import { z } from '../../common/validation/z'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseValue } from '../http/validate'
import { afterPaymentAccepted } from '../payments/payment-accepted'
import { applyPaymentResult, buyerDestination, signedFieldsResult, type PaymentOutcome } from '../payments/payment-result'
import { hpfSettings, paymentProviderFor, payPalSettings, type PayPalSettings } from '../payments/payment-settings'
import { capturePayPalOrder } from '../payments/paypal-rest'
import { siteOrigin } from '../site/site-origin'

const slugParam = z.string().regex(/^[A-Za-z0-9_-]{10,64}$/)
export const resultFields = z.record(z.string().max(40), z.string().max(500)).refine((fields) => Object.keys(fields).length <= 20, { message: 'validation.invalid' })
export const successBody = z.object({ details: resultFields, internalRedirect: z.boolean().optional() })

function origin(c: Context<AppEnv>): string {
  return siteOrigin({ config: c.get('runtime').config, site: c.get('site'), request: c.req.raw })
}

/** The generic signed protocol (the local test gateway, HPF_*): checked with the provider's key, applied on the one path. */
async function apply(c: Context<AppEnv>, kind: 'hpf' | 'paypal', fields: Record<string, string>) {
  const slug = parseValue(c, slugParam, c.req.param('id'))
  const config = c.get('runtime').config
  const secret = kind === 'hpf' ? hpfSettings(config, origin(c)).secret : payPalSettings(config, origin(c)).secret
  const provider = paymentProviderFor(config, kind)
  const result = await applyPaymentResult(c.get('runtime').database.db, { siteId: c.get('site').id, kind, provider, orderSlug: slug, payload: fields, result: signedFieldsResult(fields, secret) })
  await afterPaymentAccepted(c.get('runtime').database.db, c.get('runtime').config, result)
  return result
}

/**
 * Real PayPal: the shop captures the approved PayPal order itself and applies PayPal's answer (over
 * TLS, with the shop's credentials: the proof); nothing the browser sent is used.
 */
async function applyPayPalCapture(c: Context<AppEnv>, rest: NonNullable<PayPalSettings['rest']>) {
  const paypalOrderId = parseValue(c, z.string().regex(/^[A-Z0-9]{6,40}$/), c.req.param('id'))
  const capture = await capturePayPalOrder(rest, paypalOrderId)
  if (!capture) throw ApiError.notFound('ORDER_NOT_FOUND')
  const result = await applyPaymentResult(c.get('runtime').database.db, {
    siteId: c.get('site').id,
    kind: 'paypal',
    provider: 'paypal',
    orderSlug: capture.orderSlug,
    payload: { ...capture },
    result: {
      orderSlug: capture.orderSlug,
      status: capture.status,
      amount: Number(capture.amount),
      currency: capture.currency,
      transactionId: capture.transactionId,
      reference: { paypalOrderId, captureId: capture.transactionId },
    },
  })
  await afterPaymentAccepted(c.get('runtime').database.db, c.get('runtime').config, result)
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
export function refuseForged(outcome: PaymentOutcome): asserts outcome is AnsweredPaymentOutcome {
  if (outcome === 'unknown_order') throw ApiError.notFound('ORDER_NOT_FOUND')
  if (outcome === 'bad_signature' || outcome === 'amount_mismatch' || outcome === 'wrong_provider') throw new ApiError(400, 'PAYMENT_RESULT_REFUSED', 'checkout.somethingWentWrong')
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
