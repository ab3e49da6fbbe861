import { minorUnits } from '../amounts'
import { type CardProcessor, type OperationAnswer, type PaymentHandle, type ProcessorMessage, type StatusAnswer } from '../card-processor'
import type { MonriConfig } from '../processor-config'
import { processorPost, ProcessorUnreachable } from '../processor-http'
import { readXmlAnswer, writeXml } from '../processor-xml'
import { sameSignature } from '../signature-compare'
import { monriDigests, urlWithoutDigest } from './monri-signature'

const APPROVED = '0000'
/** Callbacks of the shop's own captures, refunds and voids decide no payment. */
const PAYMENT_TYPES = new Set(['purchase', 'authorize'])

/** Monri's form languages; German buyers get the English form. */
const monriLanguage = (locale: string) => (locale === 'en' || locale === 'de' ? 'en' : 'hr')
const clip = (text: string, max: number) => text.trim().slice(0, max)

/**
 * Monri WebPay: the redirect form (`/v2/form`, SHA-512 digest of key, order number, amount and
 * currency), the success redirect signed over its whole URL, the callback signed in its
 * `Authorization: WP3-callback` header, and transaction management (capture, refund, void) as XML
 * posts with a SHA-1 digest. Amounts are minor units throughout.
 */
export function monriProcessor(config: MonriConfig): CardProcessor {
  async function transaction(action: 'capture' | 'refund' | 'void', payment: PaymentHandle, amount: number): Promise<OperationAnswer> {
    const orderNumber = payment.reference.orderNumber ?? payment.orderSlug
    const body = writeXml('transaction', [
      ['amount', String(amount)],
      ['currency', payment.currency],
      ['digest', monriDigests.transaction(config.key, orderNumber, amount, payment.currency)],
      ['authenticity-token', config.authenticityToken],
      ['order-number', orderNumber],
    ])
    try {
      const response = await processorPost({
        url: `${config.baseUrl}/transactions/${encodeURIComponent(orderNumber)}/${action}.xml`,
        headers: { 'content-type': 'application/xml', accept: 'application/xml' },
        body,
      })
      const answer = readXmlAnswer(response.body)
      if (response.status >= 500 || !answer) return { ok: false, reason: `Monri ${action}: HTTP ${response.status}`, unknown: true }
      if (answer.root === 'errors' || response.status >= 400) return { ok: false, reason: answer.fields.error ?? `Monri ${action}: HTTP ${response.status}`, unknown: false }
      if (answer.fields.status !== 'approved' || answer.fields['response-code'] !== APPROVED) return { ok: false, reason: answer.fields['response-message'] ?? `Monri ${action} declined`, unknown: false }
      return { ok: true, providerRefundId: action === 'refund' ? (answer.fields.id ?? null) : null }
    } catch (error) {
      if (error instanceof ProcessorUnreachable) return { ok: false, reason: error.message, unknown: true }
      throw error
    }
  }

  return {
    id: 'monri',
    formAction: `${config.baseUrl}/v2/form`,

    formFields(order, urls) {
      const address = order.billingAddress
      return {
        ch_full_name: clip(`${address.firstName} ${address.lastName}`, 30),
        ch_address: clip(`${address.street} ${address.houseNumber}`, 100),
        ch_city: clip(address.city, 30),
        ch_zip: clip(address.zipCode, 9),
        ch_country: address.country,
        ch_phone: clip(address.contactPhone, 30),
        ch_email: clip(order.email, 100),
        order_info: `Narudžba ${order.number}`,
        order_number: order.slug,
        amount: String(order.orderTotal),
        currency: order.currency,
        language: monriLanguage(order.locale),
        transaction_type: config.transactionType,
        authenticity_token: config.authenticityToken,
        digest: monriDigests.form(config.key, order.slug, order.orderTotal, order.currency),
        success_url_override: urls.returnUrl,
        cancel_url_override: urls.cancelUrl,
        callback_url_override: urls.notifyUrl,
      }
    },

    verifyReturn(message, kind): ProcessorMessage {
      const orderSlug = message.fields.order_number ?? null
      if (!orderSlug) return { kind: 'forged', orderSlug: null }
      if (kind === 'cancel') return { kind: 'ask_status', orderSlug, fallback: 'cancelled' }
      if (!sameSignature(message.fields.digest, monriDigests.returnUrl(config.key, urlWithoutDigest(message.url)))) return { kind: 'forged', orderSlug }
      const { fields } = message
      return {
        kind: 'verified',
        payment: {
          orderSlug,
          status: fields.response_code === APPROVED ? 'approved' : 'declined',
          // The digest covers the whole URL, amount included; without one the status answer names it.
          amount: minorUnits(fields.amount),
          currency: fields.currency ?? null,
          transactionId: `${orderSlug}/${fields.approval_code ?? ''}`,
          reference: { orderNumber: orderSlug, approvalCode: fields.approval_code ?? '' },
        },
      }
    },

    verifyNotification(message): ProcessorMessage {
      const authorization = message.headers.get('authorization') ?? message.headers.get('http_authorization') ?? ''
      const digest = authorization.replace(/^WP3-callback\s+/, '').trim()
      const { fields } = message
      const orderSlug = fields.order_number ?? null
      if (!orderSlug || !sameSignature(digest, monriDigests.callback(config.key, message.rawBody))) return { kind: 'forged', orderSlug }
      if (!PAYMENT_TYPES.has(fields.transaction_type ?? 'purchase')) return { kind: 'ignored', orderSlug, note: fields.transaction_type ?? '' }
      return {
        kind: 'verified',
        payment: {
          orderSlug,
          status: fields.status === 'approved' && fields.response_code === APPROVED ? 'approved' : 'declined',
          amount: minorUnits(fields.amount),
          currency: fields.currency ?? null,
          transactionId: `${orderSlug}/${fields.id ?? fields.approval_code ?? ''}`,
          reference: { orderNumber: orderSlug, approvalCode: fields.approval_code ?? '' },
        },
      }
    },

    async status(order): Promise<StatusAnswer> {
      const orderNumber = order.reference.orderNumber ?? order.slug
      const body = writeXml('order', [
        ['order-number', orderNumber],
        ['authenticity-token', config.authenticityToken],
        ['digest', monriDigests.orderShow(config.key, orderNumber)],
      ])
      try {
        const response = await processorPost({ url: `${config.baseUrl}/orders/show`, headers: { 'content-type': 'application/xml', accept: 'application/xml' }, body })
        if (response.status === 404) return { kind: 'not_found' }
        const answer = readXmlAnswer(response.body)
        if (!answer || answer.root === 'errors') return response.status < 500 && answer ? { kind: 'not_found' } : { kind: 'unavailable', message: `Monri orders/show: HTTP ${response.status}` }
        const { fields } = answer
        const amount = minorUnits(fields.amount)
        if (amount === null || fields['order-number'] !== orderNumber) return { kind: 'unavailable', message: 'Monri orders/show without order or amount' }
        return {
          kind: 'found',
          payment: {
            orderSlug: order.slug,
            status: fields.status === 'approved' && fields['response-code'] === APPROVED ? 'approved' : 'declined',
            amount,
            currency: fields.currency ?? null,
            transactionId: `${order.slug}/${fields.id ?? ''}`,
            reference: { orderNumber, approvalCode: fields['approval-code'] ?? '' },
          },
        }
      } catch (error) {
        if (error instanceof ProcessorUnreachable) return { kind: 'unavailable', message: error.message }
        throw error
      }
    },

    capture: (payment, amount) => transaction('capture', payment, amount),
    refund: (payment, input) => transaction('refund', payment, input.amount),
    void: (payment) => transaction('void', payment, payment.orderTotal),
  }
}
