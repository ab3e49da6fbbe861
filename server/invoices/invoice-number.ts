import { sql } from 'drizzle-orm'
import type { InvoiceSettings } from '../../common/invoices/invoice-settings'
import { siteTimeZone } from '../../common/i18n/dates'
import type { Db } from '../db/client'
import { invoiceCounters } from '../db/schema'

export interface InvoiceNumber {
  year: number
  premises: string
  device: string
  seq: number
  /** As printed: `17/WEB1/1`. */
  number: string
}

const yearInCroatia = new Intl.DateTimeFormat('en-GB', { timeZone: siteTimeZone, year: 'numeric' })

/** The calendar year of an instant in Croatia: an invoice issued at 00:30 on 1 January (local) is the new year's. */
export function numberingYear(at: Date, numbering: InvoiceSettings['numbering']): number {
  return numbering === 'yearly' ? Number(yearInCroatia.format(at)) : 0
}

/**
 * Takes the next invoice number inside the caller's transaction. The counter row is created or
 * raised in one statement, which holds its row lock until the transaction ends: parallel issues
 * queue on it and get consecutive numbers, and a transaction that rolls back gives its number
 * back with it, so the run has no gap and no number is ever used twice.
 *
 * With the sequence mark `P` the run belongs to the premises (its devices share it), with `N` to
 * the device; the counter row is keyed accordingly, while the invoice keeps its real device code.
 */
export async function takeInvoiceNumber(tx: Db, input: { siteId: number; settings: InvoiceSettings; issuedAt: Date }): Promise<InvoiceNumber> {
  const { premises, device, sequenceMark, numbering } = input.settings
  const year = numberingYear(input.issuedAt, numbering)
  const counterDevice = sequenceMark === 'P' ? '*' : device
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ siteId: input.siteId, premises, device: counterDevice, year, lastSeq: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.siteId, invoiceCounters.premises, invoiceCounters.device, invoiceCounters.year],
      set: { lastSeq: sql`${invoiceCounters.lastSeq} + 1` },
    })
    .returning({ seq: invoiceCounters.lastSeq })
  if (!row) throw new Error('the invoice counter returned no row')
  return { year, premises, device, seq: row.seq, number: `${row.seq}/${premises}/${device}` }
}
