import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { invoiceLines, invoices } from '../db/schema'

export type InvoiceRow = typeof invoices.$inferSelect
export type InvoiceLineRow = typeof invoiceLines.$inferSelect

/** One invoice as stored, its lines in order, and for a storno the invoice it cancels. */
export interface InvoiceWithLines {
  invoice: InvoiceRow
  lines: InvoiceLineRow[]
  /** The original a storno refers to (its number is printed on the storno); null on an invoice. */
  stornoOf: Pick<InvoiceRow, 'id' | 'number' | 'issuedAt' | 'jir' | 'zki'> | null
}

/**
 * Reads one invoice with its lines: what the invoice PDF, the e-mail attachment and the document
 * listings print (server/documents), and the desk shows. `siteId` keeps one site from another's.
 */
export async function readInvoice(db: Db, input: { invoiceId: number; siteId?: number }): Promise<InvoiceWithLines | null> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, input.invoiceId), input.siteId === undefined ? undefined : eq(invoices.siteId, input.siteId)))
  if (!invoice) return null
  return (await withLines(db, [invoice]))[0] ?? null
}

/** An order's invoice and stornos, oldest first. */
export async function readOrderInvoices(db: Db, input: { orderId: number; siteId?: number }): Promise<InvoiceWithLines[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, input.orderId), input.siteId === undefined ? undefined : eq(invoices.siteId, input.siteId)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id))
  return withLines(db, rows)
}

async function withLines(db: Db, rows: InvoiceRow[]): Promise<InvoiceWithLines[]> {
  if (rows.length === 0) return []
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, rows.map((row) => row.id)))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id))
  const originalIds = [...new Set(rows.flatMap((row) => (row.stornoOfId === null ? [] : [row.stornoOfId])))]
  const originals = originalIds.length
    ? await db.select({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt, jir: invoices.jir, zki: invoices.zki }).from(invoices).where(inArray(invoices.id, originalIds))
    : []
  return rows.map((invoice) => ({
    invoice,
    lines: lines.filter((line) => line.invoiceId === invoice.id),
    stornoOf: originals.find((original) => original.id === invoice.stornoOfId) ?? null,
  }))
}
