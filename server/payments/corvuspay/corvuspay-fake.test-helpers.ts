import { centsToDecimal, decimalToCents } from '../amounts'
import { hostedPage, html, randomDigits, sendBuyerBack, startFakeServer, xml, type FakeRequest, type FakeResponse } from '../fake-processor.test-helpers'
import { writeXml } from '../processor-xml'
import { CORVUS_CURRENCY_CODES, corvusApiHash, corvusSignature } from './corvuspay-signature'

interface Transaction {
  orderNumber: string
  currency: string
  /** Cents charged (after partial completes and refunds: what stays charged). */
  amount: number
  status: string
  responseCode: string
  approvalCode: string
}

const LANGUAGES = new Set(['hr', 'en', 'de', 'it', 'sr', 'sl'])
const errors = (description: string) => xml(400, writeXml('errors', [['description', description]]))

/**
 * A local CorvusPay: the hosted checkout (`/checkout/`) checking the shop's HMAC-SHA256 signature
 * and fields as CorvusPay validates them, the signed success return and the cancel return (form
 * posts to the URLs set in the merchant portal), and the merchant API (`/status`, `/refund`,
 * `/partial_refund`, `/cancel`, `/complete`, `/partial_complete`) with its SHA-1 `hash` and XML
 * answers. No client certificate is asked: the fake listens on plain HTTP.
 */
export async function startFakeCorvusPay(input: { port?: number; storeId: string; secretKey: string; successUrl: string; cancelUrl: string }) {
  const { storeId, secretKey } = input
  const transactions = new Map<string, Transaction>()
  const pending = new Map<string, Record<string, string>>()
  const calls = { status: 0, refund: 0, partial_refund: 0, cancel: 0, complete: 0, partial_complete: 0 }
  const options = { chargeCents: null as number | null }

  function checkout(request: FakeRequest, baseUrl: string): FakeResponse {
    const fields = request.form
    const problems = [
      fields.store_id !== storeId && 'store_id',
      !fields.order_number || fields.order_number.length > 36 ? 'order_number' : false,
      !LANGUAGES.has(fields.language ?? '') && 'language',
      !CORVUS_CURRENCY_CODES[fields.currency ?? ''] && 'currency',
      decimalToCents(fields.amount) === null && 'amount',
      !fields.cart && 'cart',
      !['true', 'false'].includes(fields.require_complete ?? '') && 'require_complete',
      fields.signature !== corvusSignature(fields, secretKey) && 'signature',
    ].filter(Boolean)
    if (problems.length) return html(400, 'CorvusPay', `<h1>Neispravan zahtjev</h1><p>${problems.join(', ')}</p>`)
    pending.set(fields.order_number!, fields)
    return hostedPage({ processor: 'CorvusPay', decideUrl: `${baseUrl}/checkout/decide`, orderNumber: fields.cart!, amount: `${fields.amount} ${fields.currency}`, hidden: { order_number: fields.order_number! } })
  }

  function decide(request: FakeRequest): FakeResponse {
    const shop = pending.get(request.form.order_number ?? '')
    if (!shop) return html(400, 'CorvusPay', '<h1>Nepoznata narudžba</h1>')
    const orderNumber = shop.order_number!
    const cancel = { order_number: orderNumber, language: shop.language! }
    if (request.form.decision === 'cancelled') return sendBuyerBack({ method: 'POST', url: input.cancelUrl, fields: cancel })
    const approvalCode = randomDigits(6)
    const approved = request.form.decision === 'approved'
    transactions.set(orderNumber, {
      orderNumber,
      currency: shop.currency!,
      amount: options.chargeCents ?? decimalToCents(shop.amount)!,
      status: approved ? (shop.require_complete === 'true' ? 'authorized' : 'completed') : 'declined',
      responseCode: approved ? '0' : '1050',
      approvalCode: approved ? approvalCode : '',
    })
    // A declined card: CorvusPay's page says so and the buyer leaves through the cancel URL.
    if (!approved) return sendBuyerBack({ method: 'POST', url: input.cancelUrl, fields: cancel })
    const back = { order_number: orderNumber, language: shop.language!, approval_code: approvalCode }
    return sendBuyerBack({ method: 'POST', url: input.successUrl, fields: { ...back, signature: corvusSignature(back, secretKey) } })
  }

  const order = (transaction: Transaction) =>
    xml(
      200,
      writeXml('order', [
        ['order-number', transaction.orderNumber],
        ['transaction-amount', String(transaction.amount)],
        ['currency-code', CORVUS_CURRENCY_CODES[transaction.currency]!],
        ['status', transaction.status],
        ['response-code', transaction.responseCode],
        ['approval-code', transaction.approvalCode],
      ]),
    )

  function api(endpoint: keyof typeof calls, fields: Record<string, string>): FakeResponse {
    calls[endpoint]++
    const transaction = transactions.get(fields.order_number ?? '')
    const partial = endpoint === 'partial_refund' || endpoint === 'partial_complete'
    const hashed =
      endpoint === 'status'
        ? [fields.order_number, fields.store_id, fields.currency_code, fields.timestamp, fields.version]
        : partial
          ? [fields.order_number, fields.store_id, fields.version, fields.new_amount, fields.currency]
          : [fields.order_number, fields.store_id]
    if (fields.store_id !== storeId || fields.hash !== corvusApiHash(secretKey, hashed.map((value) => value ?? ''))) return errors('Invalid hash')
    if (!transaction || (endpoint === 'status' && CORVUS_CURRENCY_CODES[transaction.currency] !== fields.currency_code)) return errors('Order not found')
    if (endpoint === 'status') return order(transaction)
    const newAmount = partial ? decimalToCents(fields.new_amount) : 0
    const allowed: Record<string, string[]> = {
      refund: ['completed', 'partially_completed', 'partially_refunded'],
      partial_refund: ['completed', 'partially_completed', 'partially_refunded'],
      cancel: ['authorized'],
      complete: ['authorized'],
      partial_complete: ['authorized'],
    }
    if (!allowed[endpoint]!.includes(transaction.status)) return errors(`Action not allowed in state ${transaction.status}`)
    if (partial && (newAmount === null || newAmount >= transaction.amount || fields.currency !== transaction.currency)) return errors('Invalid new_amount')
    const next: Record<string, [string, number]> = {
      refund: ['refunded', 0],
      partial_refund: [newAmount === 0 ? 'refunded' : 'partially_refunded', newAmount ?? 0],
      cancel: ['voided', transaction.amount],
      complete: ['completed', transaction.amount],
      partial_complete: ['partially_completed', newAmount ?? 0],
    }
    const [status, amount] = next[endpoint]!
    Object.assign(transaction, { status, amount })
    return order(transaction)
  }

  const server = await startFakeServer((request, baseUrl) => {
    if (request.method !== 'POST') return errors('POST only')
    if (request.path === '/checkout/') return checkout(request, baseUrl)
    if (request.path === '/checkout/decide') return decide(request)
    const endpoint = request.path.slice(1) as keyof typeof calls
    if (endpoint in calls) return api(endpoint, request.form)
    return xml(404, writeXml('errors', [['description', 'Not found']]))
  }, input.port)

  return {
    ...server,
    checkoutUrl: `${server.url}/checkout/`,
    apiUrl: server.url,
    options,
    calls,
    transactions,
    /** What stays charged on an order, as CorvusPay writes it. */
    charged: (orderNumber: string) => centsToDecimal(transactions.get(orderNumber)?.amount ?? 0),
  }
}
