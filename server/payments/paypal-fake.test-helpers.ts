import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

interface FakeOrder {
  id: string
  referenceId: string
  currency: string
  value: string
  decline: boolean
  capture: Record<string, unknown> | null
}

interface FakeCapture {
  currency: string
  /** Cents captured, and refunded so far. */
  amount: number
  refunded: number
}

/**
 * A local stand-in for PayPal's REST API (OAuth2 client credentials, Orders v2 create / capture /
 * get, Payments v2 capture refund with `PayPal-Request-Id` idempotency), speaking its protocol
 * closely enough for the shop's client. Tests choose the outcome.
 */
export async function startFakePayPal(credentials: { clientId: string; clientSecret: string }) {
  const orders = new Map<string, FakeOrder>()
  const token = randomBytes(12).toString('hex')
  const options = { declineNext: false, captureValue: null as string | null }
  const captures = new Map<string, FakeCapture>()
  const refunds = new Map<string, Record<string, unknown>>()
  const calls = { refund: 0 }
  const server = http.createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      const url = new URL(request.url ?? '/', 'http://fake')
      if (request.method === 'POST' && url.pathname === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`
        if (request.headers.authorization !== expected || raw !== 'grant_type=client_credentials') return send(401, { error: 'invalid_client' })
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 })
      }
      if (request.headers.authorization !== `Bearer ${token}`) return send(401, { name: 'AUTHENTICATION_FAILURE' })
      if (request.method === 'POST' && url.pathname === '/v2/checkout/orders') {
        const body = JSON.parse(raw) as { purchase_units: { reference_id: string; amount: { currency_code: string; value: string } }[] }
        const unit = body.purchase_units[0]!
        const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17)
        orders.set(id, { id, referenceId: unit.reference_id, currency: unit.amount.currency_code, value: unit.amount.value, decline: options.declineNext, capture: null })
        options.declineNext = false
        return send(201, { id, status: 'CREATED' })
      }
      const refund = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(url.pathname)
      if (request.method === 'POST' && refund) {
        calls.refund++
        const requestId = String(request.headers['paypal-request-id'] ?? '')
        const known = refunds.get(requestId)
        if (known) return send(201, known)
        const capture = captures.get(refund[1]!)
        if (!capture) return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] })
        const body = JSON.parse(raw || '{}') as { amount?: { value?: string; currency_code?: string } }
        const cents = Math.round(Number(body.amount?.value ?? '0') * 100)
        if (body.amount?.currency_code !== capture.currency || !(cents > 0)) return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CURRENCY_MISMATCH' }] })
        if (cents > capture.amount - capture.refunded) return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] })
        capture.refunded += cents
        const answer = { id: `REF${randomBytes(6).toString('hex').toUpperCase()}`, status: 'COMPLETED', amount: body.amount }
        if (requestId) refunds.set(requestId, answer)
        return send(201, answer)
      }
      const match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(url.pathname)
      const order = match ? orders.get(match[1]!) : undefined
      if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' })
      if (request.method === 'GET') return send(200, { id: order.id, status: 'APPROVED', purchase_units: [{ reference_id: order.referenceId, amount: { currency_code: order.currency, value: order.value } }] })
      if (order.decline) return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] })
      // PayPal-Request-Id makes a repeated capture answer the first one.
      if (!order.capture) {
        const captureId = `CAP${randomBytes(6).toString('hex').toUpperCase()}`
        const value = options.captureValue ?? order.value
        captures.set(captureId, { currency: order.currency, amount: Math.round(Number(value) * 100), refunded: 0 })
        order.capture = {
          id: order.id,
          status: 'COMPLETED',
          purchase_units: [{ reference_id: order.referenceId, payments: { captures: [{ id: captureId, status: 'COMPLETED', amount: { currency_code: order.currency, value } }] } }],
        }
      }
      return send(201, order.capture)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    options,
    calls,
    captures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
