import { and, asc, count, desc, eq, inArray, isNull, lte, min, or, sql } from 'drizzle-orm'
import type { ListResult } from '../../common/http/envelope'
import type { DeskInvoice, DeskInvoiceLine, PendingInvoiceRow, StornoRequestInput } from '../../common/invoices/invoice-views'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { fiscalAttempts, invoices, orders } from '../db/schema'
import { ApiError } from '../http/api-error'
import { SUBSEQUENT_DELIVERY_LIMIT_MS } from './fiscal-delivery'
import { readOrderInvoices } from './invoice-read'
import type { InvoiceLineKind } from './invoice-lines'
import { issueStorno } from './storno'
import { paginationOf } from '../../common/http/envelope'

const isOverdue = (invoice: { fiscalStatus: string; issuedAt: Date }, now: Date) => invoice.fiscalStatus === 'pending' && now.getTime() - invoice.issuedAt.getTime() > SUBSEQUENT_DELIVERY_LIMIT_MS

/** An order's invoices and stornos for the desk: fiscal state, the last attempt, and what a storno may still take. */
export async function deskOrderInvoices(db: Db, input: { siteId: number; orderId: number; now?: Date }): Promise<DeskInvoice[]> {
  const now = input.now ?? new Date()
  const all = await readOrderInvoices(db, input)
  if (all.length === 0) return []
  const lastAttempts = await db
    .selectDistinctOn([fiscalAttempts.invoiceId], { invoiceId: fiscalAttempts.invoiceId, createdAt: fiscalAttempts.createdAt })
    .from(fiscalAttempts)
    .where(inArray(fiscalAttempts.invoiceId, all.map((row) => row.invoice.id)))
    .orderBy(fiscalAttempts.invoiceId, desc(fiscalAttempts.createdAt), desc(fiscalAttempts.id))
  const stornoLines = all.filter((row) => row.invoice.kind === 'storno').flatMap((row) => row.lines)
  return all.map(({ invoice, lines, stornoOf }) => ({
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
    stornoOfNumber: stornoOf?.number ?? null,
    issuedAt: invoice.issuedAt.toISOString(),
    total: invoice.total,
    fiscalStatus: invoice.fiscalStatus,
    zki: invoice.zki,
    jir: invoice.jir,
    fiscalisedAt: invoice.fiscalisedAt?.toISOString() ?? null,
    attempts: invoice.fiscalAttempts,
    lastError: invoice.fiscalError,
    lastAttemptAt: lastAttempts.find((attempt) => attempt.invoiceId === invoice.id)?.createdAt.toISOString() ?? null,
    isOverdue: isOverdue(invoice, now),
    eracunStatus: invoice.eracunStatus,
    eracunError: invoice.eracunError,
    leftToCancel: invoice.kind === 'invoice' ? invoice.total + all.filter((row) => row.invoice.stornoOfId === invoice.id).reduce((sum, row) => sum + row.invoice.total, 0) : 0,
    lines: lines.map((line): DeskInvoiceLine => {
      const kind = line.kind as InvoiceLineKind
      const canChoose = invoice.kind === 'invoice' && (kind === 'goods' || kind === 'delivery')
      const cancelled = stornoLines.filter((s) => s.stornoOfLineId === line.id).reduce((sum, s) => sum - s.qty, 0)
      return { id: line.id, kind, name: line.name, qty: line.qty, unitPrice: line.unitPrice, lineTotal: line.lineTotal, vatPercent: line.vatPercent, qtyLeft: canChoose ? line.qty - cancelled : null }
    }),
  }))
}

/** The desk's list of invoices still waiting for their JIR, oldest first (the ones nearest the 48-hour limit). */
export async function listPendingInvoices(db: Db, input: { siteId: number; page: number; limit: number; now?: Date }): Promise<ListResult<PendingInvoiceRow>> {
  const now = input.now ?? new Date()
  const where = and(eq(invoices.siteId, input.siteId), eq(invoices.fiscalStatus, 'pending'))
  const [total] = await db.select({ value: count() }).from(invoices).where(where)
  const rows = await db
    .select({ invoice: invoices, orderNumber: orders.number })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(where)
    .orderBy(asc(invoices.issuedAt), asc(invoices.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit)
  const totalCount = total?.value ?? 0
  return {
    records: rows.map(({ invoice, orderNumber }) => ({
      id: invoice.id,
      orderId: invoice.orderId,
      orderNumber,
      number: invoice.number,
      kind: invoice.kind,
      issuedAt: invoice.issuedAt.toISOString(),
      total: invoice.total,
      attempts: invoice.fiscalAttempts,
      lastError: invoice.fiscalError,
      isOverdue: isOverdue(invoice, now),
    })),
    pagination: paginationOf({ page: input.page, perPage: input.limit, total: totalCount }),
  }
}

/** How many invoices wait for a JIR, how many are past the limit, and since when the oldest waits. */
export async function pendingInvoiceSummary(db: Db, input: { siteId: number; now?: Date }): Promise<{ pending: number; overdue: number; oldestPendingAt: Date | null }> {
  const now = input.now ?? new Date()
  const limit = new Date(now.getTime() - SUBSEQUENT_DELIVERY_LIMIT_MS)
  const [row] = await db
    .select({ pending: count(), oldest: min(invoices.issuedAt), overdue: sql<number>`count(*) filter (where ${invoices.issuedAt} < ${limit})`.mapWith(Number) })
    .from(invoices)
    .where(and(eq(invoices.siteId, input.siteId), eq(invoices.fiscalStatus, 'pending')))
  return { pending: row?.pending ?? 0, overdue: row?.overdue ?? 0, oldestPendingAt: row?.oldest ?? null }
}

/** The invoice of this site (and of this order, when the desk's order page asks). */
async function ownInvoice(tx: Db, input: { siteId: number; invoiceId: number; orderId?: number }) {
  const id = Number.isSafeInteger(input.invoiceId) && input.invoiceId > 0 && input.invoiceId <= 2_147_483_647 ? input.invoiceId : 0
  const [invoice] = await tx
    .select({ id: invoices.id, orderId: invoices.orderId, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.siteId, input.siteId), input.orderId === undefined ? undefined : eq(invoices.orderId, input.orderId)))
  if (!invoice) throw new ApiError(404, 'INVOICE_NOT_FOUND', 'invoice.notFound')
  return invoice
}

/** A storno from the desk or the API: the storno and an audit row in one transaction. CIS is told after it (the caller). */
export async function stornoFromDesk(db: Db, input: { siteId: number; orderId?: number; invoiceId: number; actor: AuditActor; request: StornoRequestInput }): Promise<{ id: number; number: string; orderId: number; total: number }> {
  return db.transaction(async (tx) => {
    const original = await ownInvoice(tx, input)
    const storno = await issueStorno(tx, original.id, input.request)
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'invoice.storno', entityType: 'invoice', entityId: original.id, after: { stornoId: storno.id, number: storno.number, total: storno.total, request: input.request } })
    return { id: storno.id, number: storno.number, orderId: storno.orderId, total: storno.total }
  })
}

/** "Send again" from the desk: a pending invoice is due at once (unless a sender holds it right now). */
export async function dueNow(db: Db, input: { siteId: number; orderId?: number; invoiceId: number }): Promise<{ orderId: number }> {
  const invoice = await ownInvoice(db, input)
  await db
    .update(invoices)
    .set({ fiscalNextAttemptAt: sql`now()` })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.fiscalStatus, 'pending'), or(isNull(invoices.fiscalClaimedUntil), lte(invoices.fiscalClaimedUntil, sql`now()`))))
  return { orderId: invoice.orderId }
}

