import { eq } from 'drizzle-orm'
import { isLocale, type Locale } from '../../common/i18n/locales'
import { translate } from '../../common/i18n/translate'
import { formatMoney } from '../../common/money'
import { escapeHtml } from '../../common/text/escape-html'
import type { Db } from '../db/client'
import { orderLines, orderRefundLines, type orderRefunds, type orders } from '../db/schema'
import { enqueueEmail } from '../outbox/enqueue'
import { toOrderLineView } from '../orders/order-line-view'

/** An IBAN as a buyer's e-mail names it: country, check digits and the last four characters. */
export function maskedIban(iban: string): string {
  return iban.length > 8 ? `${iban.slice(0, 4)} … ${iban.slice(-4)}` : iban
}

/**
 * Queues the buyer's refund e-mail (`order.refund.buyer`: amount, lines, how the money comes back)
 * or, when the owner marks a payout paid, `order.payout.buyer`, in the caller's transaction; the
 * outbox sends it after the commit, once per refund and kind.
 */
export async function queueRefundEmail(
  tx: Db,
  input: { refund: typeof orderRefunds.$inferSelect; order: Pick<typeof orders.$inferSelect, 'id' | 'siteId' | 'locale' | 'email' | 'paymentMethodName'>; kind: 'refund' | 'payout' },
): Promise<void> {
  const { refund, order } = input
  const locale: Locale = isLocale(order.locale) ? order.locale : 'hr'
  const lines = await tx
    .select({ qty: orderRefundLines.qty, amount: orderRefundLines.amount, line: orderLines })
    .from(orderRefundLines)
    .innerJoin(orderLines, eq(orderLines.id, orderRefundLines.orderLineId))
    .where(eq(orderRefundLines.refundId, refund.id))
  const row = (cells: string[]) => `<tr>${cells.map((cell, i) => `<td style="padding:4px 8px;${i > 0 ? 'text-align:right' : ''}">${cell}</td>`).join('')}</tr>`
  const html = `<table style="border-collapse:collapse;width:100%">${[
    ...lines.map((line) => row([`${escapeHtml(toOrderLineView(line.line).name)} × ${line.qty}`, escapeHtml(formatMoney(line.amount, locale))])),
    ...(refund.deliveryAmount ? [row([escapeHtml(translate(locale, 'cart.delivery')), escapeHtml(formatMoney(refund.deliveryAmount, locale))])] : []),
  ].join('')}</table>`
  const method =
    refund.method === 'payout'
      ? translate(locale, 'desk.refunds.mail.payout', { iban: maskedIban(refund.payoutIban ?? '') })
      : translate(locale, 'desk.refunds.mail.provider', { method: order.paymentMethodName })
  await enqueueEmail(tx, {
    siteId: order.siteId,
    dedupeKey: `refund:${refund.id}:${input.kind}`,
    email: {
      template: input.kind === 'refund' ? 'order.refund.buyer' : 'order.payout.buyer',
      locale,
      to: order.email,
      orderId: order.id,
      vars: { refundAmount: formatMoney(refund.amount, locale), refundMethod: method },
      htmlVars: { refundLines: html },
    },
  })
}
