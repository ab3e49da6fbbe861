import type { OrderStatus } from '../../common/checkout/schemas'
import type { InvoiceMoment } from '../../common/invoices/invoice-settings'

/** The order's way to the buyer; a status further along it has passed the ones before. */
const fulfilment: readonly OrderStatus[] = ['ready_for_shipping', 'sent', 'delivered']

/**
 * Whether an order that has just reached `status` is due its invoice, when its payment type is
 * invoiced at `moment`: at that status, at a later step of fulfilment (an order marked sent has
 * been ready for shipping), and in any case once delivered — a delivered sale always has one.
 */
export function isInvoiceMoment(moment: InvoiceMoment, status: OrderStatus): boolean {
  if (status === moment || status === 'delivered') return true
  const reached = fulfilment.indexOf(status)
  const named = fulfilment.indexOf(moment)
  return reached >= 0 && named >= 0 && reached >= named
}
