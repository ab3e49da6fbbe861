import type { OrderStatus } from '../../common/checkout/schemas'
import type { Db } from '../db/client'
import { isInvoiceMoment } from './invoice-moment'
import { readInvoiceSettings } from './invoice-settings'
import { issueInvoiceForOrder } from './issue-invoice'
import { stornoOrderInvoice } from './storno'

/**
 * What an order's new status means for its invoices, inside the transaction that changed it
 * (`changeOrderStatus`, the one place statuses change): the status its payment type is invoiced
 * at issues the invoice, a cancel cancels what is left of it with a storno.
 */
export async function invoiceOnStatus(tx: Db, order: { id: number; siteId: number; paymentType: string; status: OrderStatus }): Promise<void> {
  if (order.status === 'cancelled') {
    await stornoOrderInvoice(tx, order.id)
    return
  }
  const settings = await readInvoiceSettings(tx, order.siteId)
  const moment = settings?.issueOn[order.paymentType as keyof typeof settings.issueOn]
  if (moment && isInvoiceMoment(moment, order.status)) await issueInvoiceForOrder(tx, order.id)
}
