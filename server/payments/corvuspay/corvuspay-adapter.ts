import { centsToDecimal, minorUnits } from '../amounts'
import { processorLanguage, type CardProcessor, type OperationAnswer, type PaymentHandle, type ProcessorMessage, type StatusAnswer } from '../card-processor'
import type { CorvusPayConfig } from '../processor-config'
import { processorPost, ProcessorUnreachable } from '../processor-http'
import { readXmlAnswer } from '../processor-xml'
import { sameSignature } from '../signature-compare'
import { CORVUS_CURRENCY_CODES, corvusApiHash, corvusSignature } from './corvuspay-signature'

const API_VERSION = '1.4'
/** Statuses of a transaction that took (or holds) the buyer's money. */
const MONEY_TAKEN = new Set(['authorized', 'completed', 'partially_completed', 'refunded', 'partially_refunded'])

/** `YYYYMMDDhhmmss`, as the status request's timestamp. */
function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14)
}

/**
 * CorvusPay (Corvus Info): the hosted checkout (`wallet.corvuspay.com/checkout/`), its signed
 * success return, and the merchant API at `cps.corvus.hr` (form posts over mutual TLS, XML answers,
 * a SHA-1 `hash`). CorvusPay pushes no server notification: a signed success return is confirmed
 * by the status API, whose answer names the amount (ADR 059).
 */
export function corvusPayProcessor(config: CorvusPayConfig): CardProcessor {
  async function call(endpoint: string, fields: Record<string, string>): Promise<{ status: number; answer: ReturnType<typeof readXmlAnswer> }> {
    const response = await processorPost({
      url: `${config.apiUrl}/${endpoint}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      clientCertificate: config.certificate,
    })
    return { status: response.status, answer: readXmlAnswer(response.body) }
  }

  /** complete, partial_complete, refund, partial_refund, cancel: `<order>` with the new status, or `<errors>`. */
  async function operation(endpoint: string, fields: Record<string, string>, expected: string[]): Promise<OperationAnswer> {
    try {
      const { answer } = await call(endpoint, fields)
      if (!answer) return { ok: false, reason: 'CorvusPay answered no XML', unknown: true }
      if (answer.root === 'errors') return { ok: false, reason: answer.fields.description ?? 'CorvusPay refused', unknown: false }
      if (!expected.includes(answer.fields.status ?? '')) return { ok: false, reason: `CorvusPay status ${answer.fields.status ?? 'none'}`, unknown: false }
      return { ok: true, providerRefundId: null }
    } catch (error) {
      if (error instanceof ProcessorUnreachable) return { ok: false, reason: error.message, unknown: true }
      throw error
    }
  }

  const simple = (payment: PaymentHandle) => {
    const orderNumber = payment.reference.orderNumber ?? payment.orderSlug
    return { order_number: orderNumber, store_id: config.storeId, hash: corvusApiHash(config.secretKey, [orderNumber, config.storeId]) }
  }

  /** partial_complete and partial_refund name the amount that stays charged (`new_amount`). */
  const partial = (payment: PaymentHandle, newAmount: number) => {
    const orderNumber = payment.reference.orderNumber ?? payment.orderSlug
    const values = { order_number: orderNumber, store_id: config.storeId, version: API_VERSION, new_amount: centsToDecimal(newAmount), currency: payment.currency }
    return { ...values, hash: corvusApiHash(config.secretKey, Object.values(values)) }
  }

  return {
    id: 'corvuspay',
    formAction: config.checkoutUrl,

    formFields(order) {
      const fields: Record<string, string> = {
        version: API_VERSION,
        store_id: config.storeId,
        order_number: order.slug,
        language: processorLanguage(order.locale),
        currency: order.currency,
        amount: centsToDecimal(order.orderTotal),
        cart: `Narudžba ${order.number}`,
        require_complete: 'false',
        cardholder_name: order.billingAddress.firstName.slice(0, 40),
        cardholder_surname: order.billingAddress.lastName.slice(0, 40),
        cardholder_email: order.email,
      }
      return { ...fields, signature: corvusSignature(fields, config.secretKey) }
    },

    verifyReturn(message, kind): ProcessorMessage {
      const orderSlug = message.fields.order_number ?? null
      if (!orderSlug) return { kind: 'forged', orderSlug: null }
      // The cancel URL carries nothing that proves a cancel: the status API says whether money moved.
      if (kind === 'cancel') return { kind: 'ask_status', orderSlug, fallback: 'cancelled' }
      if (!sameSignature(message.fields.signature, corvusSignature(message.fields, config.secretKey)) || !message.fields.approval_code) return { kind: 'forged', orderSlug }
      return {
        kind: 'verified',
        payment: { orderSlug, status: 'approved', amount: null, currency: null, transactionId: `${orderSlug}/${message.fields.approval_code}`, reference: { orderNumber: orderSlug, approvalCode: message.fields.approval_code } },
      }
    },

    verifyNotification: () => null,

    async status(order): Promise<StatusAnswer> {
      const orderNumber = order.reference.orderNumber ?? order.slug
      const currencyCode = CORVUS_CURRENCY_CODES[order.currency] ?? ''
      const values = { order_number: orderNumber, store_id: config.storeId, currency_code: currencyCode, timestamp: timestamp(), version: API_VERSION }
      try {
        const { answer } = await call('status', { ...values, hash: corvusApiHash(config.secretKey, Object.values(values)) })
        if (!answer) return { kind: 'unavailable', message: 'CorvusPay answered no XML' }
        if (answer.root === 'errors') return { kind: 'not_found' }
        const { fields } = answer
        const amount = minorUnits(fields['transaction-amount'])
        if (amount === null || fields['order-number'] !== orderNumber) return { kind: 'unavailable', message: 'CorvusPay status without order or amount' }
        const taken = fields['response-code'] === '0' && MONEY_TAKEN.has(fields.status ?? '')
        const currency = Object.entries(CORVUS_CURRENCY_CODES).find(([, code]) => code === fields['currency-code'])?.[0] ?? null
        return {
          kind: 'found',
          payment: {
            orderSlug: order.slug,
            status: taken ? 'approved' : fields.status === 'voided' ? 'cancelled' : 'declined',
            amount,
            currency,
            transactionId: `${order.slug}/${fields['approval-code'] ?? ''}`,
            reference: { orderNumber, approvalCode: fields['approval-code'] ?? '' },
          },
        }
      } catch (error) {
        if (error instanceof ProcessorUnreachable) return { kind: 'unavailable', message: error.message }
        throw error
      }
    },

    capture: (payment, amount) =>
      amount === payment.orderTotal ? operation('complete', simple(payment), ['completed']) : operation('partial_complete', partial(payment, amount), ['partially_completed', 'completed']),

    refund: (payment, input) =>
      input.remainingAfter === 0 && input.amount === payment.orderTotal
        ? operation('refund', simple(payment), ['refunded'])
        : operation('partial_refund', partial(payment, input.remainingAfter), ['partially_refunded', 'refunded']),

    void: (payment) => operation('cancel', simple(payment), ['voided']),
  }
}
