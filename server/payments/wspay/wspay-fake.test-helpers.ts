import { randomUUID } from 'node:crypto'
import { centsToDecimal, decimalToCents, minorUnits } from '../amounts'
import { deliverOverHttp, hostedPage, json, randomDigits, sendBuyerBack, startFakeServer, html, type Deliver, type FakeRequest, type FakeResponse } from '../fake-processor.test-helpers'
import { wsPaySignatures } from './wspay-signature'

interface Transaction {
  cartId: string
  wsPayOrderId: string
  stan: string
  approvalCode: string
  /** What the card was charged, cents. */
  amount: number
  refunded: number
  voided: boolean
}

/**
 * A local WSPay: the form (`/authorization.aspx`) checking the shop's SHA-512 request signature,
 * a hosted page, the signed return (GET) for success, error and cancel, the transaction report
 * posted as JSON to the shop's callback URL, and API v2 (`/api/services/statusCheck`,
 * `completion`, `refund`, `void`) with its request and answer signatures. Tests set `options`.
 */
export async function startFakeWsPay(input: { port?: number; shopId: string; secretKey: string; callbackUrl: string; deliver?: Deliver }) {
  const { shopId, secretKey } = input
  const deliver = input.deliver ?? deliverOverHttp
  const transactions = new Map<string, Transaction>()
  const pending = new Map<string, Record<string, string>>()
  const calls = { refund: 0, void: 0, completion: 0, statusCheck: 0 }
  /** `chargeCents`: charge another amount than the form asked (a tampered or broken processor). */
  const options = { chargeCents: null as number | null, refuseNextRefund: false }

  function report(transaction: Transaction, flags: { actionSuccess: string; refunded?: boolean }): Record<string, string> {
    const fields = {
      WsPayOrderId: transaction.wsPayOrderId,
      ShoppingCartID: transaction.cartId,
      ShopID: shopId,
      Amount: centsToDecimal(transaction.amount),
      CurrencyCode: 'EUR',
      ActionSuccess: flags.actionSuccess,
      Authorized: '1',
      Completed: '1',
      Voided: transaction.voided ? '1' : '0',
      Refunded: flags.refunded ? '1' : '0',
      ApprovalCode: transaction.approvalCode,
      STAN: transaction.stan,
    }
    return { ...fields, Signature: wsPaySignatures.report(shopId, secretKey, fields.ActionSuccess, fields.ApprovalCode, fields.WsPayOrderId) }
  }

  const notify = (fields: Record<string, string>) => deliver(input.callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) })

  function form(request: FakeRequest, baseUrl: string): FakeResponse {
    const fields = request.form
    const cents = decimalToCents(fields.TotalAmount)
    const signed = cents !== null && fields.ShopID === shopId && fields.ShoppingCartID && fields.Signature === wsPaySignatures.request(shopId, secretKey, fields.ShoppingCartID, cents)
    if (!signed || fields.Version !== '2.0' || !fields.ReturnURL || !fields.CancelURL) return html(400, 'WSPay', '<h1>Greška</h1><p>Neispravan potpis zahtjeva.</p>')
    pending.set(fields.ShoppingCartID!, fields)
    return hostedPage({ processor: 'WSPay', decideUrl: `${baseUrl}/authorization.aspx/decide`, orderNumber: fields.ShoppingCartID!, amount: `${fields.TotalAmount} EUR`, hidden: { ShoppingCartID: fields.ShoppingCartID! } })
  }

  async function decide(request: FakeRequest): Promise<FakeResponse> {
    const shop = pending.get(request.form.ShoppingCartID ?? '')
    if (!shop) return html(400, 'WSPay', '<h1>Nepoznata kupnja</h1>')
    const cartId = shop.ShoppingCartID!
    const back = (url: string, fields: Record<string, string>) => sendBuyerBack({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(fields)}` })
    const signedReturn = (success: string, approvalCode: string) => wsPaySignatures.return(shopId, secretKey, cartId, success, approvalCode)
    if (request.form.decision === 'cancelled') return back(shop.CancelURL!, { ShoppingCartID: cartId, Success: '0', ApprovalCode: '', ResponseCode: '1', Signature: signedReturn('0', '') })
    if (request.form.decision === 'declined') {
      return back(shop.ReturnErrorURL ?? shop.ReturnURL!, { ShoppingCartID: cartId, Success: '0', ApprovalCode: '', ErrorMessage: 'ODBIJENO', Amount: shop.TotalAmount!, Signature: signedReturn('0', '') })
    }
    const transaction: Transaction = { cartId, wsPayOrderId: randomUUID(), stan: randomDigits(6), approvalCode: randomDigits(6), amount: options.chargeCents ?? decimalToCents(shop.TotalAmount)!, refunded: 0, voided: false }
    transactions.set(cartId, transaction)
    await notify(report(transaction, { actionSuccess: '1' }))
    return back(shop.ReturnURL!, {
      ShoppingCartID: cartId,
      Success: '1',
      ApprovalCode: transaction.approvalCode,
      Amount: centsToDecimal(transaction.amount, ','),
      WsPayOrderId: transaction.wsPayOrderId,
      STAN: transaction.stan,
      Signature: signedReturn('1', transaction.approvalCode),
    })
  }

  /** completion, refund, void: the documented request signature; a signed ActionSuccess back. */
  async function change(service: 'completion' | 'refund' | 'void', body: Record<string, string>): Promise<FakeResponse> {
    calls[service]++
    const cents = minorUnits(body.Amount)
    const transaction = [...transactions.values()].find((item) => item.wsPayOrderId === body.WsPayOrderId)
    const expected = cents === null ? '' : wsPaySignatures.change(shopId, secretKey, body.WsPayOrderId ?? '', body.STAN ?? '', body.ApprovalCode ?? '', cents)
    let error = ''
    if (body.ShopID !== shopId || body.Signature !== expected) error = 'Neispravan potpis'
    else if (!transaction || transaction.stan !== body.STAN || transaction.approvalCode !== body.ApprovalCode) error = 'Transakcija nije pronađena'
    else if (service === 'refund' && (options.refuseNextRefund || cents! > transaction.amount - transaction.refunded)) error = 'Iznos povrata nije dozvoljen'
    if (service === 'refund') options.refuseNextRefund = false
    const actionSuccess = error ? '0' : '1'
    if (!error && transaction && service === 'refund') transaction.refunded += cents!
    if (!error && transaction && service === 'void') transaction.voided = true
    const answer = { WsPayOrderId: body.WsPayOrderId ?? '', ShopID: shopId, ApprovalCode: body.ApprovalCode ?? '', STAN: body.STAN ?? '', ErrorMessage: error, ActionSuccess: actionSuccess }
    if (!error && transaction && service === 'refund') await notify(report(transaction, { actionSuccess: '1', refunded: true }))
    return json(200, { ...answer, Signature: wsPaySignatures.changeAnswer(shopId, secretKey, answer.STAN, actionSuccess, answer.ApprovalCode, answer.WsPayOrderId) })
  }

  function statusCheck(body: Record<string, string>): FakeResponse {
    calls.statusCheck++
    if (body.ShopID !== shopId || body.Signature !== wsPaySignatures.statusCheck(shopId, secretKey, body.ShoppingCartID ?? '')) return json(200, { ErrorMessage: 'Neispravan potpis', ActionSuccess: '0' })
    const transaction = transactions.get(body.ShoppingCartID ?? '')
    if (!transaction) return json(200, { ErrorMessage: 'Transakcija nije pronađena', ActionSuccess: '0' })
    return json(200, report(transaction, { actionSuccess: '1', refunded: transaction.refunded > 0 }))
  }

  const server = await startFakeServer(async (request, baseUrl) => {
    const path = request.path.toLowerCase()
    if (request.method === 'POST' && path === '/authorization.aspx') return form(request, baseUrl)
    if (request.method === 'POST' && path === '/authorization.aspx/decide') return decide(request)
    const service = /^\/api\/services\/(statuscheck|completion|refund|void)$/.exec(path)?.[1]
    if (request.method !== 'POST' || !service) return json(404, { ErrorMessage: 'Not found' })
    let body: Record<string, string>
    try {
      body = Object.fromEntries(Object.entries(JSON.parse(request.body) as Record<string, unknown>).map(([key, value]) => [key, String(value)]))
    } catch {
      return json(400, { ErrorMessage: 'Invalid JSON' })
    }
    return service === 'statuscheck' ? statusCheck(body) : change(service as 'completion' | 'refund' | 'void', body)
  }, input.port)

  return {
    ...server,
    formUrl: `${server.url}/authorization.aspx`,
    apiUrl: `${server.url}/api/services`,
    options,
    calls,
    transactions,
    /** The transaction report WSPay would post for an order, signed (a replay, or a forgery after edits). */
    reportFor: (cartId: string) => report(transactions.get(cartId)!, { actionSuccess: '1' }),
  }
}
