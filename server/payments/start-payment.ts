import { and, eq, isNull } from 'drizzle-orm'
import type { OrderCreateResponse } from '../../common/checkout/schemas'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { orders } from '../db/schema'
import { escapeHtml } from '../../common/text/escape-html'
import type { CardProcessor } from './card-processor'
import { hpfSettings, paymentProviderFor, payPalSettings } from './payment-settings'
import { activeCardProcessor } from './processors'
import { sign } from './signature'
import { createPayPalOrder } from './paypal-rest'

export type OrderRow = typeof orders.$inferSelect

/** What a payment start needs besides the order: absolute URLs come from the site origin, never the Host header. */
export interface PaymentContext {
  db: Db
  config: Pick<Config, 'payments' | 'authSecret' | 'dataDir'>
  origin: string
  successPath: string
  failurePath: string
}

/** The fields sent to the hosted payment form, signed with the shop's secret. */
export function hpfRequestFields(order: OrderRow, context: PaymentContext): Record<string, string> {
  const settings = hpfSettings(context.config, context.origin)
  const slug = encodeURIComponent(order.slug)
  const fields: Record<string, string> = {
    shop_id: settings.shopId,
    order_number: order.number,
    order_id: order.slug,
    amount: String(order.orderTotal),
    currency: order.currency,
    language: order.locale,
    // The buyer comes back here (a GET the server checks and answers with a redirect) …
    return_url: `${context.origin}/api/v1/ecommerce/order/pgReturn/${slug}`,
    // … and the provider's server reports here, whether or not the buyer comes back.
    notify_url: `${context.origin}/api/v1/ecommerce/order/pgNotify/${slug}`,
  }
  return { ...fields, signature: sign(fields, settings.secret) }
}

/** Where a processor sends the buyer back and reports: one route per processor, the order named in what it sends. */
export function processorUrls(origin: string, processor: CardProcessor) {
  const base = `${origin}/api/v1/ecommerce/order/processor/${processor.id}`
  return { returnUrl: `${base}/return`, cancelUrl: `${base}/cancel`, notifyUrl: `${base}/notify` }
}

/** A plain HTML form the client inserts and submits (no script: the nonce CSP stays intact). */
function postForm(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  return `<form method="post" action="${escapeHtml(action)}" data-payment-form="hpf">${inputs}<button type="submit">Nastavi na plaćanje</button></form>`
}

/** The order keeps who takes its payment, set once when the payment first starts (a repeated order/create keeps it). */
async function recordPaymentProvider(db: Db, order: OrderRow, provider: string): Promise<void> {
  if (order.paymentProvider) return
  await db
    .update(orders)
    .set({ paymentProvider: provider })
    .where(and(eq(orders.id, order.id), isNull(orders.paymentProvider)))
}

/**
 * §4 order creation's payment part: cash on delivery and bank transfer need nothing more (the buyer
 * goes to the success page); a card payment answers a plain HTML form to the card processor's
 * hosted form (CorvusPay, WSPay, Monri, HPF_* or the local test gateway); PayPal answers the object the
 * PayPal buttons are rendered from. Called after the order's transaction committed.
 */
export async function startPayment(order: OrderRow, context: PaymentContext): Promise<OrderCreateResponse['html']> {
  switch (order.paymentType) {
    case 'cod':
    case 'bank_transfer':
      return null
    case 'hpf': {
      await recordPaymentProvider(context.db, order, paymentProviderFor(context.config, 'hpf'))
      const processor = activeCardProcessor(context.config)
      if (processor) return postForm(processor.formAction, processor.formFields(order, processorUrls(context.origin, processor)))
      return postForm(hpfSettings(context.config, context.origin).url, hpfRequestFields(order, context))
    }
    case 'paypal': {
      await recordPaymentProvider(context.db, order, paymentProviderFor(context.config, 'paypal'))
      const settings = payPalSettings(context.config, context.origin)
      // With a real PayPal app the buttons need PayPal's own order id; the test gateway uses ours.
      const orderId = settings.rest ? await createPayPalOrder(settings.rest, order) : order.slug
      return { isSubscription: false, plan_id: null, quantity: 1, orderId, total: order.orderTotal, scriptUrl: settings.scriptUrl }
    }
  }
}
