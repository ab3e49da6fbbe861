import { randomInt } from 'node:crypto'
import { minorUnits } from '../amounts'
import { deliverOverHttp, hostedPage, html, randomDigits, sendBuyerBack, startFakeServer, xml, type Deliver, type FakeRequest, type FakeResponse } from '../fake-processor.test-helpers'
import { readXmlAnswer, writeXml } from '../processor-xml'
import { monriDigests } from './monri-signature'

interface Transaction {
  id: number
  orderNumber: string
  currency: string
  amount: number
  refunded: number
  status: 'approved' | 'declined'
  transactionType: string
  responseCode: string
  approvalCode: string
  callbackUrl: string
}

const CURRENCIES = new Set(['EUR', 'USD', 'BAM', 'HRK'])
const errors = (status: number, message: string) => xml(status, writeXml('errors', [['error', message]]))
const within = (text: string | undefined, min: number, max: number) => (text ?? '').length >= min && (text ?? '').length <= max

/**
 * A local Monri WebPay: the form (`/v2/form`) checking the shop's SHA-512 digest and the field
 * rules of its documentation, a hosted page, the success redirect signed over its whole URL, the
 * cancel redirect, the JSON callback signed in `Authorization: WP3-callback`, and transaction
 * management (`/transactions/:order_number/{capture,refund,void}.xml`, `/orders/show`) as XML with
 * the SHA-1 digest. Tests set `options`.
 */
export async function startFakeMonri(input: { port?: number; key: string; authenticityToken: string; deliver?: Deliver }) {
  const { key, authenticityToken } = input
  const deliver = input.deliver ?? deliverOverHttp
  const transactions = new Map<string, Transaction>()
  const pending = new Map<string, Record<string, string>>()
  const calls = { refund: 0, capture: 0, void: 0, show: 0 }
  const options = { chargeCents: null as number | null }

  async function callback(transaction: Transaction, fields: { transactionType: string; amount: number; id: number }) {
    const body = JSON.stringify({
      id: fields.id,
      acquirer: 'xml-sim',
      order_number: transaction.orderNumber,
      amount: fields.amount,
      currency: transaction.currency,
      outgoing_amount: fields.amount,
      approval_code: transaction.approvalCode,
      response_code: transaction.responseCode,
      response_message: transaction.status,
      status: transaction.status,
      transaction_type: fields.transactionType,
      created_at: new Date().toISOString(),
    })
    await deliver(transaction.callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `WP3-callback ${monriDigests.callback(key, body)}` }, body })
  }

  function form(request: FakeRequest, baseUrl: string): FakeResponse {
    const fields = request.form
    const amount = minorUnits(fields.amount)
    const problems = [
      fields.authenticity_token !== authenticityToken && 'authenticity_token',
      !within(fields.order_number, 1, 40) && 'order_number',
      !within(fields.order_info, 3, 100) && 'order_info',
      (amount === null || !within(fields.amount, 3, 11)) && 'amount',
      !CURRENCIES.has(fields.currency ?? '') && 'currency',
      !['purchase', 'authorize'].includes(fields.transaction_type ?? '') && 'transaction_type',
      !within(fields.ch_full_name, 3, 30) && 'ch_full_name',
      !within(fields.ch_email, 3, 100) && 'ch_email',
      fields.digest !== monriDigests.form(key, fields.order_number ?? '', amount ?? -1, fields.currency ?? '') && 'digest',
    ].filter(Boolean)
    if (problems.length) return html(400, 'Monri', `<h1>Neispravan zahtjev</h1><p>${problems.join(', ')}</p>`)
    pending.set(fields.order_number!, fields)
    return hostedPage({ processor: 'Monri WebPay', decideUrl: `${baseUrl}/v2/form/decide`, orderNumber: fields.order_info!, amount: `${(amount! / 100).toFixed(2)} ${fields.currency}`, hidden: { order_number: fields.order_number! } })
  }

  async function decide(request: FakeRequest): Promise<FakeResponse> {
    const shop = pending.get(request.form.order_number ?? '')
    if (!shop) return html(400, 'Monri', '<h1>Nepoznata narudžba</h1>')
    const orderNumber = shop.order_number!
    const cancelUrl = `${shop.cancel_url_override}?${new URLSearchParams({ order_number: orderNumber })}`
    if (request.form.decision === 'cancelled') return sendBuyerBack({ method: 'GET', url: cancelUrl })
    const approved = request.form.decision === 'approved'
    const transaction: Transaction = {
      id: randomInt(100_000, 999_999),
      orderNumber,
      currency: shop.currency!,
      amount: options.chargeCents ?? Number(shop.amount),
      refunded: 0,
      status: approved ? 'approved' : 'declined',
      transactionType: shop.transaction_type!,
      responseCode: approved ? '0000' : '1050',
      approvalCode: approved ? randomDigits(6) : '',
      callbackUrl: shop.callback_url_override!,
    }
    transactions.set(orderNumber, transaction)
    // Monri's page shows a decline; the buyer leaves through the cancel link. Callbacks are for approved transactions.
    if (!approved) return sendBuyerBack({ method: 'GET', url: cancelUrl })
    await callback(transaction, { transactionType: transaction.transactionType, amount: transaction.amount, id: transaction.id })
    const query = new URLSearchParams({
      acquirer: 'xml-sim',
      amount: String(transaction.amount),
      approval_code: transaction.approvalCode,
      cc_type: 'visa',
      currency: transaction.currency,
      language: shop.language ?? 'hr',
      order_number: orderNumber,
      response_code: transaction.responseCode,
      response_message: 'approved',
    })
    const url = `${shop.success_url_override}?${query}`
    return sendBuyerBack({ method: 'GET', url: `${url}&digest=${monriDigests.returnUrl(key, url)}` })
  }

  async function transactionApi(orderNumber: string, action: 'refund' | 'capture' | 'void', request: FakeRequest): Promise<FakeResponse> {
    calls[action]++
    const sent = readXmlAnswer(request.body)?.fields ?? {}
    const amount = minorUnits(sent.amount)
    if (sent['authenticity-token'] !== authenticityToken || amount === null || sent.digest !== monriDigests.transaction(key, orderNumber, amount, sent.currency ?? '')) return errors(406, 'Invalid digest')
    const transaction = transactions.get(orderNumber)
    if (!transaction || transaction.status !== 'approved') return errors(404, 'Original transaction not found')
    const left = transaction.amount - transaction.refunded
    const refused = (action === 'refund' && (amount > left || transaction.transactionType !== 'purchase')) || (action !== 'refund' && transaction.transactionType !== 'authorize')
    const id = randomInt(100_000, 999_999)
    if (!refused && action === 'refund') transaction.refunded += amount
    if (!refused && action === 'capture') transaction.transactionType = 'purchase'
    const answer = writeXml('transaction', [
      ['id', String(id)],
      ['amount', String(amount)],
      ['currency', transaction.currency],
      ['order-number', orderNumber],
      ['status', refused ? 'declined' : 'approved'],
      ['response-code', refused ? '1810' : '0000'],
      ['response-message', refused ? 'Invalid amount' : 'approved'],
      ['transaction-type', action],
    ])
    if (!refused) await callback(transaction, { transactionType: action, amount, id })
    return xml(201, answer)
  }

  function show(request: FakeRequest): FakeResponse {
    calls.show++
    const sent = readXmlAnswer(request.body)?.fields ?? {}
    const orderNumber = sent['order-number'] ?? ''
    if (sent['authenticity-token'] !== authenticityToken || sent.digest !== monriDigests.orderShow(key, orderNumber)) return errors(406, 'Invalid digest')
    const transaction = transactions.get(orderNumber)
    if (!transaction) return errors(404, 'Order not found')
    return xml(
      200,
      writeXml('order', [
        ['id', String(transaction.id)],
        ['order-number', orderNumber],
        ['amount', String(transaction.amount)],
        ['currency', transaction.currency],
        ['status', transaction.status],
        ['response-code', transaction.responseCode],
        ['approval-code', transaction.approvalCode],
        ['transaction-type', transaction.transactionType],
      ]),
    )
  }

  const server = await startFakeServer((request, baseUrl) => {
    if (request.method !== 'POST') return errors(405, 'POST only')
    if (request.path === '/v2/form') return form(request, baseUrl)
    if (request.path === '/v2/form/decide') return decide(request)
    if (request.path === '/orders/show') return show(request)
    const match = /^\/transactions\/([^/]+)\/(refund|capture|void)\.xml$/.exec(request.path)
    if (match && (request.headers['content-type'] ?? '').includes('application/xml')) return transactionApi(decodeURIComponent(match[1]!), match[2] as 'refund' | 'capture' | 'void', request)
    return errors(404, 'Not found')
  }, input.port)

  return { ...server, baseUrl: server.url, options, calls, transactions }
}
