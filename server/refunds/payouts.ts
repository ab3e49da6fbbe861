import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm'
import type { PayoutRow, PayoutStatus } from '../../common/refunds/refund-views'
import { compactIban, isValidIban } from '../../common/settings/iban'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { orderRefunds, orders } from '../db/schema'
import { ApiError } from '../http/api-error'
import { getSiteOptions } from '../site/site-service'
import { pain001Xml, type Pain001Payment } from './pain001'
import { queueRefundEmail } from './refund-mail'

type PayoutJoin = { refund: typeof orderRefunds.$inferSelect; orderNumber: string }

const toRow = ({ refund, orderNumber }: PayoutJoin): PayoutRow => ({
  refundId: refund.id,
  orderId: refund.orderId,
  orderNumber,
  createdAt: refund.createdAt.toISOString(),
  amount: refund.amount,
  currency: refund.currency,
  iban: refund.payoutIban ?? '',
  name: refund.payoutName ?? '',
  status: (refund.payoutStatus ?? 'pending') as PayoutStatus,
  batch: refund.payoutBatch,
  exportedAt: refund.payoutExportedAt?.toISOString() ?? null,
  paidAt: refund.payoutPaidAt?.toISOString() ?? null,
})

/** /admin/payouts: the refunds paid by credit transfer, those still to export first. */
export async function listPayouts(db: Db, input: { siteId: number }): Promise<PayoutRow[]> {
  const rows = await db
    .select({ refund: orderRefunds, orderNumber: orders.number })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.siteId, input.siteId), isNotNull(orderRefunds.payoutStatus)))
    .orderBy(desc(orderRefunds.createdAt), desc(orderRefunds.id))
    .limit(500)
  const rank: Record<string, number> = { pending: 0, exported: 1, paid: 2 }
  return rows.map(toRow).sort((a, b) => (rank[a.status] ?? 3) - (rank[b.status] ?? 3))
}

const payment = ({ refund, orderNumber }: PayoutJoin): Pain001Payment => ({
  endToEndId: `IZLOG-REFUND-${refund.id}`,
  amount: refund.amount,
  currency: refund.currency,
  name: refund.payoutName ?? '',
  iban: refund.payoutIban ?? '',
  text: `Povrat novca, narudzba ${orderNumber}`,
})

async function debtorOf(db: Db, siteId: number) {
  const { BankTransfer } = await getSiteOptions(db, siteId)
  if (!BankTransfer || !isValidIban(BankTransfer.iban) || !BankTransfer.recipient.trim()) throw new ApiError(409, 'PAYOUT_DEBTOR_MISSING', 'desk.payouts.debtorMissing')
  return { name: BankTransfer.recipient, iban: compactIban(BankTransfer.iban) }
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/**
 * Every payout still to export, in one pain.001 file (debtor: the shop's payee from the site
 * settings, the HUB-3 slip's). They are marked exported with the file's message id in the same
 * transaction, so two owners exporting at once never put one payout in two files. Null: nothing to export.
 */
export async function exportPayouts(db: Db, input: { siteId: number; actor: AuditActor; now?: Date }): Promise<{ batch: string; xml: string } | null> {
  const now = input.now ?? new Date()
  const debtor = await debtorOf(db, input.siteId)
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ refund: orderRefunds, orderNumber: orders.number })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(and(eq(orderRefunds.siteId, input.siteId), eq(orderRefunds.payoutStatus, 'pending')))
      .orderBy(asc(orderRefunds.id))
      .for('update', { of: orderRefunds })
    if (rows.length === 0) return null
    const batch = `IZLOG-${now.toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${randomBytes(3).toString('hex').toUpperCase()}`
    for (const { refund } of rows) {
      await tx.update(orderRefunds).set({ payoutStatus: 'exported', payoutBatch: batch, payoutExportedAt: now, updatedAt: now }).where(eq(orderRefunds.id, refund.id))
    }
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'refund.payout.export', entityType: 'payout_batch', entityId: batch, after: { refunds: rows.map((row) => row.refund.id) } })
    return { batch, xml: pain001Xml({ messageId: batch, createdAt: now, executionDate: isoDate(now), debtor, payments: rows.map(payment) }) }
  })
}

/** An exported file again (the same message id and transactions), for a second download. */
export async function payoutBatchXml(db: Db, input: { siteId: number; batch: string }): Promise<string> {
  const rows = await db
    .select({ refund: orderRefunds, orderNumber: orders.number })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.siteId, input.siteId), eq(orderRefunds.payoutBatch, input.batch)))
    .orderBy(asc(orderRefunds.id))
  const first = rows[0]?.refund.payoutExportedAt
  if (!first) throw ApiError.notFound('PAYOUT_BATCH_NOT_FOUND')
  return pain001Xml({ messageId: input.batch, createdAt: first, executionDate: isoDate(first), debtor: await debtorOf(db, input.siteId), payments: rows.map(payment) })
}

/** The bank carried out a file: its payouts are paid, their refunds succeeded, and each buyer is told. */
export async function markPayoutBatchPaid(db: Db, input: { siteId: number; batch: string; actor: AuditActor; now?: Date }): Promise<{ paid: number }> {
  const now = input.now ?? new Date()
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ refund: orderRefunds, order: orders })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(and(eq(orderRefunds.siteId, input.siteId), eq(orderRefunds.payoutBatch, input.batch), eq(orderRefunds.payoutStatus, 'exported')))
      .for('update', { of: orderRefunds })
    for (const { refund, order } of rows) {
      const [updated] = await tx.update(orderRefunds).set({ payoutStatus: 'paid', status: 'succeeded', payoutPaidAt: now, updatedAt: now }).where(eq(orderRefunds.id, refund.id)).returning()
      await queueRefundEmail(tx, { refund: updated ?? refund, order, kind: 'payout' })
    }
    if (rows.length) await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'refund.payout.paid', entityType: 'payout_batch', entityId: input.batch, after: { refunds: rows.map((row) => row.refund.id) } })
    return { paid: rows.length }
  })
}
