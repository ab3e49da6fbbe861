import { asc, eq } from 'drizzle-orm'
import { isLocale, type Locale } from '../../common/i18n/locales'
import { translate } from '../../common/i18n/translate'
import { formatMoney } from '../../common/money'
import { pathFor } from '../../common/i18n/paths'
import type { Db } from '../db/client'
import { orderLines, orders } from '../db/schema'
import { escapeHtml } from '../../common/text/escape-html'
import type { TemplateValue } from '../outbox/fill-template'
import { getSiteOptions } from '../site/site-service'
import { paymentSlipFields, paymentSlipPng } from '../payment-slip/payment-slip'

/**
 * What an order e-mail template may name: the order's number, people, money (formatted in the
 * order's language), its lines as a table, and the payment instructions for a bank transfer.
 */
export interface OrderMail {
  values: Record<string, TemplateValue>
  attachments: { filename: string; content: Buffer; cid: string; contentType: string }[]
}

const SLIP_CID = 'hub3-slip@izlog'

export async function orderMailValues(db: Db, input: { orderId: number; locale: string; origin: string }): Promise<OrderMail | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId))
  if (!order) return null
  const locale: Locale = isLocale(input.locale) ? input.locale : 'hr'
  const money = (cents: number) => formatMoney(cents, locale)
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position))
  const options = await getSiteOptions(db, order.siteId)
  const bank = options.BankTransfer
  const slip = paymentSlipFields(order, bank)
  const reference = `${slip.model} ${slip.reference}`
  const row = (cells: string[]) => `<tr>${cells.map((cell, i) => `<td style="padding:4px 8px;${i > 0 ? 'text-align:right' : ''}">${cell}</td>`).join('')}</tr>`
  const linesHtml = `<table style="border-collapse:collapse;width:100%">${[
    ...lines.map((line) => row([`${escapeHtml(line.name)} × ${line.qty}`, escapeHtml(money(line.unitPrice)), escapeHtml(money(line.lineTotal))])),
    ...(order.couponDiscount ? [row([escapeHtml(translate(locale, 'cart.couponDiscount')), '', escapeHtml(money(-order.couponDiscount))])] : []),
    row([escapeHtml(translate(locale, 'cart.delivery')), '', escapeHtml(order.deliveryPrice ? money(order.deliveryPrice) : translate(locale, 'cart.deliveryFree'))]),
    row([`<strong>${escapeHtml(translate(locale, 'cart.total'))}</strong>`, '', `<strong>${escapeHtml(money(order.orderTotal))}</strong>`]),
    row([escapeHtml(translate(locale, 'cart.tax')), '', escapeHtml(money(order.taxTotal))]),
  ].join('')}</table>`
  const paymentHtml =
    order.paymentType === 'bank_transfer'
      ? `<p>${[
          `${escapeHtml(translate(locale, 'order.mail.payTo'))}: ${escapeHtml(bank.recipient)}, ${escapeHtml(bank.street)}, ${escapeHtml(bank.city)}`,
          `IBAN: ${escapeHtml(bank.iban)}`,
          `${escapeHtml(translate(locale, 'order.mail.reference'))}: ${escapeHtml(reference)}`,
          `${escapeHtml(translate(locale, 'order.mail.amount'))}: ${escapeHtml(money(order.orderTotal))}`,
        ].join('<br>')}</p><p><img src="cid:${SLIP_CID}" alt="${escapeHtml(translate(locale, 'order.mail.barcode'))}" style="max-width:100%"></p>`
      : ''
  const attachments =
    order.paymentType === 'bank_transfer' && order.status === 'not_paid'
      ? [{ filename: 'hub3-uplatnica.png', content: await paymentSlipPng(order, bank), cid: SLIP_CID, contentType: 'image/png' }]
      : []
  const billing = order.billingAddress
  const values: Record<string, TemplateValue> = {
    orderNumber: order.number,
    customerName: `${billing.firstName} ${billing.lastName}`,
    email: order.email,
    phone: billing.contactPhone,
    orderTotal: money(order.orderTotal),
    itemsTotal: money(order.itemsTotal),
    deliveryPrice: money(order.deliveryPrice),
    taxTotal: money(order.taxTotal),
    paymentMethod: order.paymentMethodName,
    deliveryMethod: [order.deliveryMethodName, order.deliveryBranchName].filter(Boolean).join(' — '),
    status: translate(locale, `order.status.${order.status}`),
    orderUrl: `${input.origin}${pathFor('checkoutSuccess', locale)}?orderSlug=${encodeURIComponent(order.slug)}`,
    orderMessage: order.orderMessage,
    linesTable: { html: linesHtml },
    paymentInstructions: { html: attachments.length ? paymentHtml : paymentHtml.replace(/<p><img[^>]*><\/p>$/, '') },
  }
  return { values, attachments }
}
