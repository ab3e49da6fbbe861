import type { OrderCreateResponse } from '../../common/checkout/schemas'
import type { Config } from '../config'
import type { orders } from '../db/schema'
import { escapeHtml } from '../../common/text/escape-html'
import { hpfSettings, payPalSettings } from './payment-settings'
import { sign } from './signature'
import { createPayPalOrder } from './paypal-rest'

export type OrderRow = typeof orders.$inferSelect

/** What a payment start needs besides the order: absolute URLs come from the site origin, never the Host header. */
export interface PaymentContext {
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

/**
 * §4 order creation's payment part: cash on delivery and bank transfer need nothing more (the buyer
 * goes to the success page); a hosted payment form (HPF) answers a plain HTML form the client
 * inserts and submits (no script: the nonce CSP stays intact); PayPal answers the object the
 * PayPal buttons are rendered from. Called after the order's transaction committed.
 */
export async function startPayment(order: OrderRow, context: PaymentContext): Promise<OrderCreateResponse['html']> {
  switch (order.paymentType) {
    case 'cod':
    case 'bank_transfer':
      return null
    case 'hpf': {
      const settings = hpfSettings(context.config, context.origin)
      const inputs = Object.entries(hpfRequestFields(order, context))
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('')
      return `<form method="post" action="${escapeHtml(settings.url)}" data-payment-form="hpf">${inputs}<button type="submit">Nastavi na plaćanje</button></form>`
    }
    case 'paypal': {
      const settings = payPalSettings(context.config, context.origin)
      // With a real PayPal app the buttons need PayPal's own order id; the test gateway uses ours.
      const orderId = settings.rest ? await createPayPalOrder(settings.rest, order) : order.slug
      return { isSubscription: false, plan_id: null, quantity: 1, orderId, total: order.orderTotal, scriptUrl: settings.scriptUrl }
    }
  }
}
