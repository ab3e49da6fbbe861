import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orders } from '../db/schema'
// The reader itself, not the domain's index: invoicing queues the invoice e-mail, which renders
// this PDF, so going through the index would import invoicing back into itself.
import { readInvoice } from '../invoices/invoice-read'
import { invoicePdf, type InvoicePdfInput } from './invoice-pdf'

export interface PdfFile {
  fileName: string
  bytes: Uint8Array
}

/** `racun-17-WEB1-1.pdf`, `storno-racun-18-WEB1-1.pdf`: the number with its slashes made safe for a file name. */
export function invoiceFileName(invoice: { kind: 'invoice' | 'storno'; number: string }): string {
  return `${invoice.kind === 'storno' ? 'storno-racun' : 'racun'}-${invoice.number.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`
}

/** What the PDF of one of the site's invoices prints, read as it was issued; null when the site has no such invoice. */
export async function invoicePdfInput(db: Db, input: { siteId: number; invoiceId: number }): Promise<InvoicePdfInput | null> {
  const read = await readInvoice(db, { invoiceId: input.invoiceId, siteId: input.siteId })
  if (!read) return null
  const [order] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, read.invoice.orderId))
  return { invoice: read.invoice, lines: read.lines, orderNumber: order?.number ?? '', stornoOfNumber: read.stornoOf?.number ?? null }
}

/** The PDF of one of the site's invoices or stornos, made from the invoice as it stands (with its JIR once CIS gave it). */
export async function invoicePdfFile(db: Db, input: { siteId: number; invoiceId: number }): Promise<PdfFile | null> {
  const document = await invoicePdfInput(db, input)
  if (!document) return null
  return { fileName: invoiceFileName(document.invoice), bytes: await invoicePdf(document) }
}
