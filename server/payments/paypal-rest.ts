import type { PayPalSettings } from './payment-settings'

type Rest = NonNullable<PayPalSettings['rest']>

/** What the shop learns from PayPal's capture: enough to apply it like any other provider result. */
export interface PayPalCapture {
  orderSlug: string
  status: 'approved' | 'declined'
  amount: string
  currency: string
  transactionId: string
}

const TIMEOUT_MS = 15_000

async function accessToken(rest: Rest): Promise<string> {
  const response = await fetch(`${rest.apiUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${rest.clientId}:${rest.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`PayPal token: ${response.status}`)
  const body = (await response.json()) as { access_token?: string }
  if (!body.access_token) throw new Error('PayPal token: no access_token')
  return body.access_token
}

/** Cents as PayPal writes amounts (`"21.74"`), and back. */
export const toPayPalValue = (cents: number) => (cents / 100).toFixed(2)
export const fromPayPalValue = (value: string) => String(Math.round(Number(value) * 100))

/** PayPal Orders v2: create an order for our order (its slug as reference), answer PayPal's order id. */
export async function createPayPalOrder(rest: Rest, order: { slug: string; orderTotal: number; currency: string }): Promise<string> {
  const token = await accessToken(rest)
  const response = await fetch(`${rest.apiUrl}/v2/checkout/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'PayPal-Request-Id': `create-${order.slug}` },
    body: JSON.stringify({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: order.slug, custom_id: order.slug, amount: { currency_code: order.currency, value: toPayPalValue(order.orderTotal) } }],
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`PayPal create order: ${response.status}`)
  const body = (await response.json()) as { id?: string }
  if (!body.id) throw new Error('PayPal create order: no id')
  return body.id
}

interface CaptureBody {
  status?: string
  purchase_units?: { reference_id?: string; payments?: { captures?: { id?: string; status?: string; amount?: { currency_code?: string; value?: string } }[] } }[]
}

/**
 * PayPal Orders v2 capture, asked by the shop itself after the buyer approved: PayPal's answer over
 * TLS with our credentials is the proof, so nothing the browser sends is trusted. The request id
 * makes a repeated capture answer the first one instead of charging twice.
 */
export async function capturePayPalOrder(rest: Rest, paypalOrderId: string): Promise<PayPalCapture | null> {
  const token = await accessToken(rest)
  const response = await fetch(`${rest.apiUrl}/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'PayPal-Request-Id': `capture-${paypalOrderId}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (response.status === 404) return null
  const body = (await response.json().catch(() => ({}))) as CaptureBody
  const unit = body.purchase_units?.[0]
  const capture = unit?.payments?.captures?.[0]
  if (!response.ok || !unit?.reference_id || !capture?.amount?.value || !capture.id) {
    // A refused capture (e.g. 422 INSTRUMENT_DECLINED) names no order of ours: ask PayPal which it was.
    const details = await fetch(`${rest.apiUrl}/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(TIMEOUT_MS) })
    if (!details.ok) return null
    const order = (await details.json()) as CaptureBody
    const ours = order.purchase_units?.[0] as { reference_id?: string; amount?: { currency_code?: string; value?: string } } | undefined
    if (!ours?.reference_id || !ours.amount?.value) return null
    return { orderSlug: ours.reference_id, status: 'declined', amount: fromPayPalValue(ours.amount.value), currency: ours.amount.currency_code ?? '', transactionId: paypalOrderId }
  }
  return {
    orderSlug: unit.reference_id,
    status: body.status === 'COMPLETED' && capture.status === 'COMPLETED' ? 'approved' : 'declined',
    amount: fromPayPalValue(capture.amount.value),
    currency: capture.amount.currency_code ?? '',
    transactionId: capture.id,
  }
}

/** PayPal's answer to a refund: its refund id, or why not (`unknown` when no answer came). */
export type PayPalRefund = { ok: true; refundId: string } | { ok: false; reason: string; unknown: boolean }

/**
 * PayPal Payments v2: refund (part of) a capture. The refund's idempotency key goes as
 * `PayPal-Request-Id`, so a repeated call answers the first refund instead of a second one.
 */
export async function refundPayPalCapture(rest: Rest, input: { captureId: string; amount: number; currency: string; idempotencyKey: string; note: string }): Promise<PayPalRefund> {
  let response: Response
  try {
    const token = await accessToken(rest)
    response = await fetch(`${rest.apiUrl}/v2/payments/captures/${encodeURIComponent(input.captureId)}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'PayPal-Request-Id': input.idempotencyKey },
      body: JSON.stringify({ amount: { value: toPayPalValue(input.amount), currency_code: input.currency }, ...(input.note ? { note_to_payer: input.note.slice(0, 255) } : {}) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error), unknown: true }
  }
  const body = (await response.json().catch(() => ({}))) as { id?: string; status?: string; name?: string; details?: { issue?: string }[] }
  if (response.ok && body.id && (body.status === 'COMPLETED' || body.status === 'PENDING')) return { ok: true, refundId: body.id }
  return { ok: false, reason: body.details?.[0]?.issue ?? body.name ?? `HTTP ${response.status}`, unknown: response.status >= 500 }
}
