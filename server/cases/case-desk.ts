import { and, asc, count, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { GoodsReceived } from '../../common/cases/case-view-schema'
import { DEADLINE_WARNING_DAYS, type CaseDeskQuery, type CaseView } from '../../common/cases/schemas'
import type { ListResult } from '../../common/http/envelope'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { orderCaseLines, orderCases, orderLines, orders } from '../db/schema'
import { ApiError } from '../http/api-error'
import { enqueueCaseMail } from './case-mails'
import { paginationOf } from '../../common/http/envelope'

type CaseRow = typeof orderCases.$inferSelect
const DAY_MS = 86_400_000
/** Statuses in which the shop still owes something (a refund or an answer). */
const openStatuses = ['received', 'goods_received'] as const

export function deadlineState(row: Pick<CaseRow, 'status' | 'answerDeadline'>, now: Date): CaseView['deadlineState'] {
  if (!(openStatuses as readonly string[]).includes(row.status)) return 'closed'
  const left = row.answerDeadline.getTime() - now.getTime()
  if (left < 0) return 'overdue'
  return left <= DEADLINE_WARNING_DAYS * DAY_MS ? 'near' : 'ok'
}

async function views(db: Db, rows: CaseRow[], now: Date): Promise<CaseView[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [lines, numbers] = await Promise.all([
    db
      .select({ id: orderCaseLines.id, caseId: orderCaseLines.caseId, orderLineId: orderCaseLines.orderLineId, quantity: orderCaseLines.quantity, receivedQuantity: orderCaseLines.receivedQuantity, name: orderLines.name, sku: orderLines.sku })
      .from(orderCaseLines)
      .innerJoin(orderLines, eq(orderLines.id, orderCaseLines.orderLineId))
      .where(inArray(orderCaseLines.caseId, ids))
      .orderBy(asc(orderCaseLines.id)),
    db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, [...new Set(rows.map((row) => row.orderId))])),
  ])
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    orderNumber: numbers.find((order) => order.id === row.orderId)?.number ?? '',
    kind: row.kind,
    status: row.status,
    contactEmail: row.contactEmail,
    buyerName: row.buyerName,
    statement: row.statement,
    photos: row.photos.map((photo) => ({ token: photo.token, name: photo.name })),
    createdAt: row.createdAt.toISOString(),
    answerDeadline: row.answerDeadline.toISOString(),
    deadlineState: deadlineState(row, now),
    replyText: row.replyText,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    refusedReason: row.refusedReason,
    lines: lines.filter((line) => line.caseId === row.id).map(({ caseId: _caseId, ...line }) => line),
  }))
}

/** /admin/cases: newest first, filtered by kind and status. */
export async function listCases(db: Db, input: { siteId: number; query: CaseDeskQuery; now?: Date }): Promise<ListResult<CaseView>> {
  const where: SQL[] = [eq(orderCases.siteId, input.siteId)]
  if (input.query.kind) where.push(eq(orderCases.kind, input.query.kind))
  if (input.query.status) where.push(eq(orderCases.status, input.query.status))
  const [total] = await db.select({ value: count() }).from(orderCases).where(and(...where))
  const rows = await db
    .select()
    .from(orderCases)
    .where(and(...where))
    .orderBy(desc(orderCases.createdAt), desc(orderCases.id))
    .limit(input.query.limit)
    .offset((input.query.page - 1) * input.query.limit)
  const totalCount = total?.value ?? 0
  return {
    records: await views(db, rows, input.now ?? new Date()),
    pagination: paginationOf({ page: input.query.page, perPage: input.query.limit, total: totalCount }),
  }
}

/** The order desk's cases section: every case of one order, oldest first. */
export async function casesOfOrder(db: Db, input: { siteId: number; orderId: number; now?: Date }): Promise<CaseView[]> {
  const rows = await db
    .select()
    .from(orderCases)
    .where(and(eq(orderCases.siteId, input.siteId), eq(orderCases.orderId, input.orderId)))
    .orderBy(asc(orderCases.createdAt), asc(orderCases.id))
  return views(db, rows, input.now ?? new Date())
}

/** The dashboard's warning: open cases whose deadline is past, and those within the warning days. */
export async function caseWarnings(db: Db, input: { siteId: number; now?: Date }): Promise<{ overdue: number; near: number }> {
  const now = input.now ?? new Date()
  const soon = new Date(now.getTime() + DEADLINE_WARNING_DAYS * DAY_MS)
  const [row] = await db
    .select({
      overdue: sql<number>`count(*) filter (where ${orderCases.answerDeadline} < ${now.toISOString()})::int`,
      near: sql<number>`count(*) filter (where ${orderCases.answerDeadline} >= ${now.toISOString()})::int`,
    })
    .from(orderCases)
    .where(and(eq(orderCases.siteId, input.siteId), inArray(orderCases.status, [...openStatuses]), or(lt(orderCases.answerDeadline, soon))))
  return { overdue: Number(row?.overdue ?? 0), near: Number(row?.near ?? 0) }
}

async function lockCase(tx: Db, siteId: number, caseId: number): Promise<CaseRow> {
  const [row] = await tx
    .select()
    .from(orderCases)
    .where(and(eq(orderCases.id, caseId), eq(orderCases.siteId, siteId)))
    .for('update')
  if (!row) throw new ApiError(404, 'CASE_NOT_FOUND', 'error.notFound')
  return row
}

async function orderOf(tx: Db, row: CaseRow) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId))
  if (!order) throw new ApiError(404, 'CASE_NOT_FOUND', 'error.notFound')
  return order
}

const wrongState = () => new ApiError(409, 'CASE_WRONG_STATE', 'desk.cases.wrongState')

/**
 * A withdrawal's goods came back, line by line (partly is possible): the received count of one
 * case line is set; when every line is complete the case moves to `goods_received`.
 */
export async function markGoodsReceived(db: Db, input: { siteId: number; caseId: number; caseLineId: number; receivedQuantity: number; actor: AuditActor }): Promise<GoodsReceived> {
  return db.transaction(async (tx) => {
    const row = await lockCase(tx, input.siteId, input.caseId)
    if (row.kind !== 'withdrawal' || !(openStatuses as readonly string[]).includes(row.status)) throw wrongState()
    const lines = await tx.select().from(orderCaseLines).where(eq(orderCaseLines.caseId, row.id))
    const line = lines.find((candidate) => candidate.id === input.caseLineId)
    if (!line) throw new ApiError(404, 'CASE_LINE_NOT_FOUND', 'error.notFound')
    if (input.receivedQuantity > line.quantity) throw new ApiError(400, 'CASE_RECEIVED_TOO_HIGH', 'desk.cases.receivedTooHigh', { max: line.quantity })
    await tx.update(orderCaseLines).set({ receivedQuantity: input.receivedQuantity }).where(eq(orderCaseLines.id, line.id))
    const isComplete = lines.every((candidate) => (candidate.id === line.id ? input.receivedQuantity : candidate.receivedQuantity) >= candidate.quantity)
    const status = isComplete ? 'goods_received' : 'received'
    const [updated] = await tx.update(orderCases).set({ status, updatedAt: new Date() }).where(eq(orderCases.id, row.id)).returning()
    // Every returned line is in: the buyer hears that the refund is next (once per case).
    if (isComplete && row.status !== 'goods_received' && updated) {
      await enqueueCaseMail(tx, { template: 'case.goods.buyer', case: updated, order: await orderOf(tx, row), lines: await caseMailLines(tx, row.id), dedupe: 'goods' })
    }
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: 'case.goodsReceived',
      entityType: 'order_case',
      entityId: row.id,
      before: { status: row.status, caseLineId: line.id, receivedQuantity: line.receivedQuantity },
      after: { status, caseLineId: line.id, receivedQuantity: input.receivedQuantity },
    })
    return { status }
  })
}

async function caseMailLines(tx: Db, caseId: number) {
  return tx
    .select({ name: orderLines.name, quantity: orderCaseLines.quantity })
    .from(orderCaseLines)
    .innerJoin(orderLines, eq(orderLines.id, orderCaseLines.orderLineId))
    .where(eq(orderCaseLines.caseId, caseId))
}

/** The owner's answer to a complaint: kept with the case and e-mailed to the buyer. A second answer replaces the first and is sent too. */
export async function replyToComplaint(db: Db, input: { siteId: number; caseId: number; reply: string; actor: AuditActor; now?: Date }): Promise<void> {
  const now = input.now ?? new Date()
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, input.siteId, input.caseId)
    if (row.kind !== 'complaint' || row.status === 'refused' || row.status === 'closed') throw wrongState()
    const [updated] = await tx.update(orderCases).set({ status: 'answered', replyText: input.reply, repliedAt: now, updatedAt: now }).where(eq(orderCases.id, row.id)).returning()
    if (!updated) throw wrongState()
    await enqueueCaseMail(tx, { template: 'case.reply.buyer', case: updated, order: await orderOf(tx, row), lines: await caseMailLines(tx, row.id), dedupe: `reply:${now.getTime()}`, extra: { reply: input.reply } })
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'case.reply', entityType: 'order_case', entityId: row.id, before: { status: row.status, replyText: row.replyText }, after: { status: 'answered', replyText: input.reply } })
  })
}

/** Refuses a case with a reason the buyer is told by e-mail (a withdrawal out of time, a complaint without fault). */
export async function refuseCase(db: Db, input: { siteId: number; caseId: number; reason: string; actor: AuditActor; now?: Date }): Promise<void> {
  const now = input.now ?? new Date()
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, input.siteId, input.caseId)
    if (!(openStatuses as readonly string[]).includes(row.status) && row.status !== 'answered') throw wrongState()
    const [updated] = await tx.update(orderCases).set({ status: 'refused', refusedReason: input.reason, refusedAt: now, updatedAt: now }).where(eq(orderCases.id, row.id)).returning()
    if (!updated) throw wrongState()
    await enqueueCaseMail(tx, { template: 'case.refused.buyer', case: updated, order: await orderOf(tx, row), lines: await caseMailLines(tx, row.id), dedupe: 'refused', extra: { reason: input.reason } })
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'case.refuse', entityType: 'order_case', entityId: row.id, before: { status: row.status }, after: { status: 'refused', refusedReason: input.reason } })
  })
}

/** An answered complaint is closed by the owner once nothing is left to do. */
export async function closeComplaint(db: Db, input: { siteId: number; caseId: number; actor: AuditActor }): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, input.siteId, input.caseId)
    if (row.kind !== 'complaint' || row.status !== 'answered') throw wrongState()
    await tx.update(orderCases).set({ status: 'closed', updatedAt: new Date() }).where(eq(orderCases.id, row.id))
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'case.close', entityType: 'order_case', entityId: row.id, before: { status: row.status }, after: { status: 'closed' } })
  })
}

/**
 * The refund (server/refunds) calls this in its own transaction once the money went back: the
 * withdrawal becomes `refunded`. Idempotent: an already refunded case stays as it is. Returns
 * whether this call changed it. The refund's own audit row covers the actor.
 */
export async function markCaseRefunded(tx: Db, caseId: number, now: Date = new Date()): Promise<boolean> {
  const updated = await tx
    .update(orderCases)
    .set({ status: 'refunded', refundedAt: now, updatedAt: now })
    .where(and(eq(orderCases.id, caseId), eq(orderCases.kind, 'withdrawal'), inArray(orderCases.status, [...openStatuses])))
    .returning({ id: orderCases.id })
  return updated.length > 0
}
