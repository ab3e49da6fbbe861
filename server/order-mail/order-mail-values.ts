import { asc, eq } from 'drizzle-orm'
import { isLocale, type Locale } from '../../common/i18n/locales'
import { translate } from '../../common/i18n/translate'
import { formatMoney } from '../../common/money'
import { pathFor } from '../../common/i18n/paths'
import { partLabel } from '../../common/catalog/product-name'
import type { OrderStatus } from '../../common/checkout/schemas'
import type { OrderShipment } from '../../common/orders/shipment'
import type { OrderLineView } from '../../common/orders/views'
import type { Db } from '../db/client'
import type { MailAttachment } from '../mail/mailer'
import { toOrderLineView } from '../orders/order-line-view'
import { orderLines, orders } from '../db/schema'
import { escapeHtml } from '../../common/text/escape-html'
import type { TemplateValue } from '../outbox/fill-template'
import { getSiteOptions } from '../site/site-service'
import { paymentSlipFields, paymentSlipPng } from '../payment-slip/payment-slip'
import { orderLinesTable } from '../mail-layout/order-lines-table'

/**
 * What an order e-mail template may name: the order's number, people, money (formatted in the
 * order's language), its lines as a table, and the payment instructions for a bank transfer.
 */
export interface OrderMail {
  values: Record<string, TemplateValue>
  attachments: MailAttachment[]
}

const SLIP_CID = 'hub3-slip@izlog'

/**
 * `status` is the status the message announces (a status e-mail names the change that queued it,
 * even when the order has moved on since); it defaults to the order's status now.
 */
export async function orderMailValues(db: Db, input: { orderId: number; locale: string; origin: string; status?: OrderStatus }): Promise<OrderMail | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId))
  if (!order) return null
  const locale: Locale = isLocale(input.locale) ? input.locale : 'hr'
  const money = (cents: number) => formatMoney(cents, locale)
  const status = input.status ?? order.status
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position))
  const options = await getSiteOptions(db, order.siteId)
  const bank = options.BankTransfer
  const slip = bank ? paymentSlipFields(order, bank) : null
  const linesHtml = orderLinesTable({
    locale,
    lines: lines.map(toOrderLineView).map((line) => ({
      name: `${escapeHtml(line.name)}${partsHtml(line.parts)}`,
      qty: line.qty,
      unitPrice: money(line.unitPrice),
      lineTotal: money(line.lineTotal),
    })),
    totals: [
      ...(order.couponDiscount ? [{ label: translate(locale, 'cart.couponDiscount'), amount: money(-order.couponDiscount) }] : []),
      { label: translate(locale, 'cart.delivery'), amount: order.deliveryPrice ? money(order.deliveryPrice) : translate(locale, 'cart.deliveryFree') },
      { label: translate(locale, 'cart.total'), amount: money(order.orderTotal), isGrandTotal: true },
      { label: translate(locale, 'cart.tax'), amount: money(order.taxTotal) },
    ],
  })
  const paymentHtml =
    order.paymentType === 'bank_transfer' && bank && slip
      ? `<p>${[
          `${escapeHtml(translate(locale, 'order.mail.payTo'))}: ${escapeHtml(bank.recipient)}, ${escapeHtml(bank.street)}, ${escapeHtml(bank.city)}`,
          `IBAN: ${escapeHtml(bank.iban)}`,
          `${escapeHtml(translate(locale, 'order.mail.reference'))}: ${escapeHtml(`${slip.model} ${slip.reference}`)}`,
          `${escapeHtml(translate(locale, 'order.mail.amount'))}: ${escapeHtml(money(order.orderTotal))}`,
        ].join('<br>')}</p><p><img src="cid:${SLIP_CID}" alt="${escapeHtml(translate(locale, 'order.mail.barcode'))}" style="max-width:100%"></p>`
      : ''
  const attachments =
    order.paymentType === 'bank_transfer' && order.status === 'not_paid' && bank
      ? [{ filename: 'hub3-uplatnica.png', content: await paymentSlipPng(order, bank), cid: SLIP_CID, contentType: 'image/png' }]
      : []
  const billing = order.billingAddress
  const values: Record<string, TemplateValue> = {
    orderNumber: order.number,
    firstName: billing.firstName,
    customerName: `${billing.firstName} ${billing.lastName}`,
    email: order.email,
    phone: billing.contactPhone,
    orderTotal: money(order.orderTotal),
    itemsTotal: money(order.itemsTotal),
    deliveryPrice: money(order.deliveryPrice),
    taxTotal: money(order.taxTotal),
    paymentMethod: order.paymentMethodName,
    deliveryMethod: [order.deliveryMethodName, order.deliveryBranchName].filter(Boolean).join(' — '),
    status: translate(locale, `order.status.${status}`),
    shipment: { html: status === 'sent' && order.shipment ? shipmentHtml(order.shipment, locale) : '' },
    orderUrl: `${input.origin}${pathFor('checkoutSuccess', locale)}?orderSlug=${encodeURIComponent(order.slug)}`,
    orderMessage: order.orderMessage,
    // Issue 22: the withdrawal function is linked from every order e-mail ("Raskid ugovora ovdje").
    withdrawalUrl: `${input.origin}${pathFor('withdrawal', locale)}?order=${encodeURIComponent(order.number)}`,
    linesTable: { html: linesHtml },
    paymentInstructions: { html: attachments.length ? paymentHtml : paymentHtml.replace(/<p><img[^>]*><\/p>$/, '') },
  }
  return { values, attachments }
}

/** A bundle's parts under its line, each with the variant chosen for it: what the warehouse picks. */
function partsHtml(parts: OrderLineView['parts']): string {
  return parts.map((part) => `<br><small>${escapeHtml(partLabel(part))}${part.sku ? ` (${escapeHtml(part.sku)})` : ''}</small>`).join('')
}

/** The "sent" e-mail's shipment paragraph: carrier, tracking number and, when the desk gave one, the tracking link. */
function shipmentHtml(shipment: OrderShipment, locale: Locale): string {
  const lines = [
    `${escapeHtml(translate(locale, 'order.mail.carrier'))}: ${escapeHtml(shipment.carrier)}`,
    `${escapeHtml(translate(locale, 'order.mail.trackingNumber'))}: ${escapeHtml(shipment.trackingNumber)}`,
    ...(shipment.trackingUrl.startsWith('https://') ? [`<a href="${escapeHtml(shipment.trackingUrl)}">${escapeHtml(translate(locale, 'order.mail.track'))}</a>`] : []),
  ]
  return `<p>${lines.join('<br>')}</p>`
}
