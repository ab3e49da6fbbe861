import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { invoices, orders } from '../db/schema'
import { buildUblInvoice } from './build-ubl-invoice'
import type { EracunContext, EracunInvoice } from './eracun-plan'
import { resolveKpdCodes } from './kpd-codes'

/**
 * The eRačun of a stored invoice: its lines with their KPD codes resolved (and stored), the order
 * it bills and, for a storno, the invoice it cancels — written as UBL. Throws
 * `EracunBuildError` for what the owner has to fix first (a product without a KPD code).
 */
export async function eracunDocumentOf(db: Db, invoice: EracunInvoice): Promise<string> {
  const lines = await resolveKpdCodes(db, invoice.id)
  return buildUblInvoice(invoice, lines, await eracunContextOf(db, invoice))
}

export async function eracunContextOf(db: Db, invoice: EracunInvoice): Promise<EracunContext> {
  const [order] = await db
    .select({ number: orders.number, paymentStatus: orders.paymentStatus, paidAt: orders.paidAt, status: orders.status })
    .from(orders)
    .where(eq(orders.id, invoice.orderId))
  const [original] = invoice.stornoOfId
    ? await db.select({ number: invoices.number, issuedAt: invoices.issuedAt }).from(invoices).where(eq(invoices.id, invoice.stornoOfId))
    : []
  return {
    ...(order
      ? {
          order: {
            number: order.number,
            // Cash on delivery is paid as it is delivered, which is when its invoice is issued.
            isPaid: order.paymentStatus === 'paid' || order.paidAt !== null || (invoice.paymentType === 'cod' && order.status === 'delivered'),
          },
        }
      : {}),
    ...(original ? { original } : {}),
  }
}
