import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import {
  COMPLAINT_ANSWER_DAYS,
  REFUND_DEADLINE_DAYS,
  type CaseOrderView,
  type ComplaintInput,
  type WithdrawalConfirm,
  type WithdrawalStatement,
} from '../../common/cases/schemas'
import type { OpenedCase, PreparedWithdrawal } from '../../common/cases/case-view-schema'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { orderCaseLines, orderCases, orderEvents } from '../db/schema'
import { ApiError } from '../http/api-error'
import { findPublicUpload } from '../media/public-upload-service'
import { enqueueCaseMail } from './case-mails'
import { assertWithdrawalOpen, caseOrderLines, caseOrderView, orderForBuyer, withdrawalWindow, type OrderRow } from './case-order'

export type { OpenedCase }

type CaseRow = typeof orderCases.$inferSelect
const DAY_MS = 86_400_000

interface BuyerScope {
  siteId: number
  /** The logged-in member, whose own orders need no e-mail match. */
  userId: number | null
  locale: Locale
  now?: Date
}

/** Step 0 of both forms: the order named by number and e-mail, with its lines and the withdrawal period. */
export async function findCaseOrder(db: Db, input: BuyerScope & { access: { orderNumber: string; email: string } }): Promise<CaseOrderView> {
  const order = await orderForBuyer(db, { siteId: input.siteId, access: input.access, userId: input.userId })
  return caseOrderView(db, order, input.now ?? new Date())
}

/** The chosen lines checked against the order: each its own, within what is left to withdraw, no eProduct. */
async function checkedWithdrawalLines(db: Db, order: OrderRow, chosen: WithdrawalStatement['lines']) {
  const lines = await caseOrderLines(db, order)
  return chosen.map((choice) => {
    const line = lines.find((candidate) => candidate.id === choice.orderLineId)
    if (!line) throw new ApiError(400, 'CASE_LINE_UNKNOWN', 'cases.lineUnknown')
    // ZZP Art. 79 point 13: digital content supplied at once with the buyer's consent (given at checkout).
    if (line.isDigital) throw new ApiError(409, 'WITHDRAWAL_DIGITAL', 'cases.digitalRefused', { name: line.name })
    if (choice.quantity > line.withdrawable) throw new ApiError(409, 'CASE_QUANTITY_TOO_HIGH', 'cases.quantityTooHigh', { name: line.name, max: line.withdrawable })
    return { orderLineId: line.id, name: line.name, quantity: choice.quantity }
  })
}

/**
 * Step 1, the statement: everything is checked (order, period, lines) and nothing is stored.
 * The answer carries the key step 2 must send back, so a double confirm finds one case.
 */
export async function prepareWithdrawal(db: Db, input: BuyerScope & { statement: WithdrawalStatement }): Promise<PreparedWithdrawal> {
  const now = input.now ?? new Date()
  const order = await orderForBuyer(db, { siteId: input.siteId, access: input.statement, userId: input.userId })
  assertWithdrawalOpen(await withdrawalWindow(db, order, now), order, input.locale)
  const lines = await checkedWithdrawalLines(db, order, input.statement.lines)
  return { confirmKey: randomUUID(), orderNumber: order.number, lines }
}

async function caseWithKey(tx: Db, orderId: number, confirmKey: string): Promise<CaseRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderCases)
    .where(and(eq(orderCases.orderId, orderId), eq(orderCases.confirmKey, confirmKey)))
  return row
}

const opened = (row: CaseRow, created: boolean): OpenedCase => ({ caseId: row.id, createdAt: row.createdAt.toISOString(), created })

/**
 * Step 2, "Potvrdi raskid": in one transaction with the order row locked, the statement is checked
 * again, the case and its lines are written, the order's history notes it, and the buyer's
 * acknowledgement (content, date and time) is queued. The same confirm key again answers the case
 * it made: parallel confirms queue on the lock and make one case.
 */
export async function confirmWithdrawal(db: Db, input: BuyerScope & { statement: WithdrawalConfirm }): Promise<OpenedCase> {
  const now = input.now ?? new Date()
  const { statement } = input
  return db.transaction(async (tx) => {
    const order = await orderForBuyer(tx, { siteId: input.siteId, access: statement, userId: input.userId, lock: true })
    const existing = await caseWithKey(tx, order.id, statement.confirmKey)
    if (existing) return opened(existing, false)
    assertWithdrawalOpen(await withdrawalWindow(tx, order, now), order, input.locale)
    const lines = await checkedWithdrawalLines(tx, order, statement.lines)
    const row = await insertCase(tx, {
      order,
      kind: 'withdrawal',
      confirmKey: statement.confirmKey,
      contactEmail: statement.contactEmail,
      buyerName: statement.buyerName,
      statement: statement.statement,
      locale: input.locale,
      now,
      deadline: new Date(now.getTime() + REFUND_DEADLINE_DAYS * DAY_MS),
      lines,
    })
    await enqueueCaseMail(tx, { template: 'case.withdrawal.buyer', case: row, order, lines, dedupe: 'received' })
    return opened(row, true)
  })
}

async function insertCase(
  tx: Db,
  input: {
    order: OrderRow
    kind: 'withdrawal' | 'complaint'
    confirmKey: string
    contactEmail: string
    buyerName: string
    statement: string
    photos?: ComplaintInput['photos']
    locale: Locale
    now: Date
    deadline: Date
    lines: { orderLineId: number; quantity: number }[]
  },
): Promise<CaseRow> {
  const [row] = await tx
    .insert(orderCases)
    .values({
      siteId: input.order.siteId,
      orderId: input.order.id,
      kind: input.kind,
      confirmKey: input.confirmKey,
      contactEmail: input.contactEmail,
      buyerName: input.buyerName,
      statement: input.statement,
      photos: input.photos ?? [],
      locale: input.locale,
      createdAt: input.now,
      updatedAt: input.now,
      answerDeadline: input.deadline,
    })
    .returning()
  if (!row) throw new Error('case insert returned nothing')
  await tx.insert(orderCaseLines).values(input.lines.map((line) => ({ caseId: row.id, orderLineId: line.orderLineId, quantity: line.quantity })))
  await tx.insert(orderEvents).values({ orderId: input.order.id, type: 'case', note: `${input.kind} #${row.id}`, actorEmail: input.contactEmail, data: { caseId: row.id, kind: input.kind } })
  return row
}

/** A photo must be one the public upload kept (its token names a file under `<data>/public-uploads`). */
async function assertPhotosExist(dataDir: string, photos: ComplaintInput['photos']): Promise<void> {
  for (const photo of photos) {
    if (!(await findPublicUpload(dataDir, photo.token))) throw new ApiError(400, 'CASE_PHOTO_UNKNOWN', 'cases.photoUnknown', { name: photo.name })
  }
}

/** A complaint (ZZP Art. 10): one step; the desk owes a written answer within 15 days. */
export async function openComplaint(db: Db, input: BuyerScope & { complaint: ComplaintInput; dataDir: string }): Promise<OpenedCase> {
  const now = input.now ?? new Date()
  const { complaint } = input
  await assertPhotosExist(input.dataDir, complaint.photos)
  return db.transaction(async (tx) => {
    const order = await orderForBuyer(tx, { siteId: input.siteId, access: complaint, userId: input.userId, lock: true })
    const existing = await caseWithKey(tx, order.id, complaint.confirmKey)
    if (existing) return opened(existing, false)
    const lines = await caseOrderLines(tx, order)
    const chosen = complaint.lines.map((choice) => {
      const line = lines.find((candidate) => candidate.id === choice.orderLineId)
      if (!line) throw new ApiError(400, 'CASE_LINE_UNKNOWN', 'cases.lineUnknown')
      if (choice.quantity > line.qty) throw new ApiError(409, 'CASE_QUANTITY_TOO_HIGH', 'cases.quantityTooHigh', { name: line.name, max: line.qty })
      return { orderLineId: line.id, name: line.name, quantity: choice.quantity }
    })
    const row = await insertCase(tx, {
      order,
      kind: 'complaint',
      confirmKey: complaint.confirmKey,
      contactEmail: complaint.contactEmail,
      buyerName: complaint.buyerName,
      statement: complaint.description,
      photos: complaint.photos,
      locale: input.locale,
      now,
      deadline: new Date(now.getTime() + COMPLAINT_ANSWER_DAYS * DAY_MS),
      lines: chosen,
    })
    await enqueueCaseMail(tx, { template: 'case.complaint.buyer', case: row, order, lines: chosen, dedupe: 'received' })
    return opened(row, true)
  })
}
