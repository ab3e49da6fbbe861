import { centsToDecimal, decimalToCents } from '../amounts'
import { processorLanguage, type CardProcessor, type OperationAnswer, type PaymentHandle, type ProcessorMessage, type ProcessorPayment, type StatusAnswer } from '../card-processor'
import type { WsPayConfig } from '../processor-config'
import { processorPost, ProcessorUnreachable } from '../processor-http'
import { sameSignature } from '../signature-compare'
import { wsPaySignatures } from './wspay-signature'

const VERSION = '2.0'

/** A JSON answer's values as strings (WSPay writes flags as `"1"`, some clients as `1`). */
function flatStrings(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {}
  const fields: Record<string, string> = {}
  for (const [key, item] of Object.entries(value)) if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') fields[key] = String(item)
  return fields
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/**
 * WSPay (form 2.0 at `form.wspay.biz/authorization.aspx`, API v2 at `secure.wspay.biz/api/services`):
 * SHA-512 signatures of concatenated values (wspay-signature.ts), amounts `12,34` on the form and in
 * cents in the API, a signed return for success, error and cancel, and the transaction report the
 * shop's callback URL receives (set in WSPay's administration).
 */
export function wsPayProcessor(config: WsPayConfig): CardProcessor {
  const { shopId, secretKey } = config

  /** A transaction report (callback body or statusCheck answer), once its signature is checked. */
  function fromReport(report: Record<string, string>): ProcessorPayment | 'forged' {
    const approvalCode = report.ApprovalCode ?? ''
    const expected = wsPaySignatures.report(shopId, secretKey, report.ActionSuccess ?? '', approvalCode, report.WsPayOrderId ?? '')
    if (!report.ShoppingCartID || report.ShopID !== shopId || !sameSignature(report.Signature, expected)) return 'forged'
    const taken = report.ActionSuccess === '1' && (report.Authorized === '1' || report.Completed === '1') && report.Voided !== '1'
    return {
      orderSlug: report.ShoppingCartID,
      status: taken ? 'approved' : report.Voided === '1' ? 'cancelled' : 'declined',
      amount: decimalToCents(report.Amount),
      currency: /^[A-Z]{3}$/.test(report.CurrencyCode ?? '') ? report.CurrencyCode! : null,
      transactionId: report.WsPayOrderId ?? null,
      reference: { wsPayOrderId: report.WsPayOrderId ?? '', stan: report.STAN ?? '', approvalCode },
    }
  }

  async function post(service: string, body: Record<string, string>) {
    const response = await processorPost({ url: `${config.apiUrl}/${service}`, headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, fields: flatStrings(parseJson(response.body)) }
  }

  /** completion, refund, void: the transaction's WSPay ids, the amount in cents; a signed ActionSuccess back. */
  async function change(service: 'completion' | 'refund' | 'void', payment: PaymentHandle, cents: number): Promise<OperationAnswer> {
    const { wsPayOrderId = '', stan = '', approvalCode = '' } = payment.reference
    const request = {
      Version: VERSION,
      WsPayOrderId: wsPayOrderId,
      ShopID: shopId,
      ApprovalCode: approvalCode,
      STAN: stan,
      Amount: String(cents),
      Signature: wsPaySignatures.change(shopId, secretKey, wsPayOrderId, stan, approvalCode, cents),
    }
    try {
      const { fields } = await post(service, request)
      const expected = wsPaySignatures.changeAnswer(shopId, secretKey, fields.STAN ?? '', fields.ActionSuccess ?? '', fields.ApprovalCode ?? '', fields.WsPayOrderId ?? '')
      if (!sameSignature(fields.Signature, expected)) return { ok: false, reason: `WSPay ${service}: answer not signed by WSPay${fields.ErrorMessage ? ` (${fields.ErrorMessage})` : ''}`, unknown: true }
      if (fields.ActionSuccess !== '1') return { ok: false, reason: fields.ErrorMessage || `WSPay ${service} refused`, unknown: false }
      // WSPay may answer a new approval code; the next operation must name it.
      return { ok: true, providerRefundId: null, reference: fields.ApprovalCode ? { approvalCode: fields.ApprovalCode } : {} }
    } catch (error) {
      if (error instanceof ProcessorUnreachable) return { ok: false, reason: error.message, unknown: true }
      throw error
    }
  }

  return {
    id: 'wspay',
    formAction: config.formUrl,

    formFields(order, urls) {
      const address = order.billingAddress
      return {
        Version: VERSION,
        ShopID: shopId,
        ShoppingCartID: order.slug,
        TotalAmount: centsToDecimal(order.orderTotal, ','),
        Signature: wsPaySignatures.request(shopId, secretKey, order.slug, order.orderTotal),
        ReturnURL: urls.returnUrl,
        ReturnErrorURL: urls.returnUrl,
        CancelURL: urls.cancelUrl,
        ReturnMethod: 'GET',
        Lang: processorLanguage(order.locale).toUpperCase(),
        CustomerFirstName: address.firstName,
        CustomerLastName: address.lastName,
        CustomerAddress: `${address.street} ${address.houseNumber}`.trim(),
        CustomerCity: address.city,
        CustomerZIP: address.zipCode,
        CustomerCountry: address.country,
        CustomerEmail: order.email,
      }
    },

    verifyReturn(message, kind): ProcessorMessage {
      const { ShoppingCartID: cartId, Success: success = '', ApprovalCode: approvalCode = '' } = message.fields
      if (!cartId) return { kind: 'forged', orderSlug: null }
      if (!sameSignature(message.fields.Signature, wsPaySignatures.return(shopId, secretKey, cartId, success, approvalCode))) return { kind: 'forged', orderSlug: cartId }
      const approved = kind === 'return' && success === '1' && approvalCode !== ''
      return {
        kind: 'verified',
        payment: {
          orderSlug: cartId,
          status: approved ? 'approved' : kind === 'cancel' ? 'cancelled' : 'declined',
          // The return's Amount is outside the signature; a tampered one only fails this return, the report still counts.
          amount: decimalToCents(message.fields.Amount),
          currency: null,
          transactionId: message.fields.WsPayOrderId ?? null,
          reference: { wsPayOrderId: message.fields.WsPayOrderId ?? '', stan: message.fields.STAN ?? '', approvalCode },
        },
      }
    },

    verifyNotification(message): ProcessorMessage {
      const payment = fromReport(message.fields)
      if (payment === 'forged') return { kind: 'forged', orderSlug: message.fields.ShoppingCartID ?? null }
      // Reports of the shop's own refunds and voids decide no payment.
      if (message.fields.Refunded === '1' || message.fields.Voided === '1') return { kind: 'ignored', orderSlug: payment.orderSlug, note: message.fields.Refunded === '1' ? 'refunded' : 'voided' }
      return { kind: 'verified', payment }
    },

    async status(order): Promise<StatusAnswer> {
      try {
        const { fields } = await post('statusCheck', { Version: VERSION, ShopID: shopId, ShoppingCartID: order.slug, Signature: wsPaySignatures.statusCheck(shopId, secretKey, order.slug) })
        if (!fields.WsPayOrderId) return { kind: 'not_found' }
        const payment = fromReport(fields)
        if (payment === 'forged' || payment.amount === null || payment.orderSlug !== order.slug) return { kind: 'unavailable', message: 'WSPay statusCheck answer not signed or incomplete' }
        return { kind: 'found', payment: { ...payment, amount: payment.amount } }
      } catch (error) {
        if (error instanceof ProcessorUnreachable) return { kind: 'unavailable', message: error.message }
        throw error
      }
    },

    capture: (payment, amount) => change('completion', payment, amount),
    refund: (payment, input) => change('refund', payment, input.amount),
    void: (payment) => change('void', payment, payment.orderTotal),
  }
}
