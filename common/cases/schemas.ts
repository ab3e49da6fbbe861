import { z } from '../validation/z'
import { emailField } from '../users/schemas'
import { uploadMimeTypes } from '../media/upload-limits'

/** Issue 22: a withdrawal (Art. 11a CRD, ZZP Art. 72–79) or a complaint (reklamacija, ZZP Art. 10). */
export const caseKinds = ['withdrawal', 'complaint'] as const
export type CaseKind = (typeof caseKinds)[number]
export const caseStatuses = ['received', 'goods_received', 'refunded', 'refused', 'answered', 'closed'] as const
export type CaseStatus = (typeof caseStatuses)[number]

/** The law's defaults: 14 days to withdraw (from delivery), 14 days to refund, 15 days to answer a complaint. */
export const DEFAULT_WITHDRAWAL_DAYS = 14
export const REFUND_DEADLINE_DAYS = 14
export const COMPLAINT_ANSWER_DAYS = 15
/** The desk warns this many days before a deadline. */
export const DEADLINE_WARNING_DAYS = 3

/** Who may open a case on an order: its number and the e-mail it was placed with (a member's own order needs no e-mail match). */
export const caseAccessSchema = z.object({
  orderNumber: z.string().trim().min(1).max(40),
  email: emailField,
})
export type CaseAccess = z.output<typeof caseAccessSchema>

const caseLineSchema = z.object({
  orderLineId: z.coerce.number().int().positive().max(2_147_483_647),
  quantity: z.coerce.number().int().min(1).max(100_000),
})

const statementBase = caseAccessSchema.extend({
  buyerName: z.string().trim().min(2).max(120),
  contactEmail: emailField,
  lines: z
    .array(caseLineSchema)
    .min(1)
    .max(200)
    .refine((lines) => new Set(lines.map((line) => line.orderLineId)).size === lines.length, 'cases.duplicateLine'),
})

/** Step 1 of the withdrawal function: the statement; nothing is stored yet. */
export const withdrawalStatementSchema = statementBase.extend({
  statement: z.string().trim().max(2000).default(''),
})
export type WithdrawalStatement = z.output<typeof withdrawalStatementSchema>

/** Step 2, "Potvrdi raskid": the same statement with the key step 1 handed out (a double click makes one case). */
export const withdrawalConfirmSchema = withdrawalStatementSchema.extend({ confirmKey: z.string().uuid() })
export type WithdrawalConfirm = z.output<typeof withdrawalConfirmSchema>

/** A photo the buyer sent through the public upload (`/api/v2/media/upload/public`): its token and what the upload said. */
export const casePhotoSchema = z.object({
  token: z.string().uuid(),
  name: z.string().trim().min(1).max(120),
  mime: z.enum(uploadMimeTypes),
  size: z.number().int().min(1).max(50 * 1024 * 1024),
})

export const complaintSchema = statementBase.extend({
  description: z.string().trim().min(10).max(5000),
  photos: z.array(casePhotoSchema).max(10).default([]),
  confirmKey: z.string().uuid(),
})
export type ComplaintInput = z.output<typeof complaintSchema>

/** The desk's list filters. */
export const caseDeskQuerySchema = z.object({
  kind: z.enum(caseKinds).optional().catch(undefined),
  status: z.enum(caseStatuses).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(25).default(25),
})
export type CaseDeskQuery = z.output<typeof caseDeskQuerySchema>

export const caseReplySchema = z.object({ reply: z.string().trim().min(2).max(5000) })
export const caseRefuseSchema = z.object({ reason: z.string().trim().min(2).max(2000) })
export const caseGoodsReceivedSchema = z.object({
  caseLineId: z.coerce.number().int().positive().max(2_147_483_647),
  receivedQuantity: z.coerce.number().int().min(0).max(100_000),
})

export interface CaseLineView {
  id: number
  orderLineId: number
  name: string
  sku: string
  quantity: number
  receivedQuantity: number
}

export interface CaseView {
  id: number
  orderId: number
  orderNumber: string
  kind: CaseKind
  status: CaseStatus
  contactEmail: string
  buyerName: string
  statement: string
  photos: { token: string; name: string }[]
  createdAt: string
  answerDeadline: string
  /** Open and the deadline is within DEADLINE_WARNING_DAYS days (`near`) or past (`overdue`). */
  deadlineState: 'ok' | 'near' | 'overdue' | 'closed'
  replyText: string | null
  repliedAt: string | null
  refusedReason: string | null
  lines: CaseLineView[]
}

/** An order's lines as the withdrawal and complaint forms offer them. */
export interface CaseOrderLine {
  id: number
  name: string
  sku: string
  qty: number
  /** Units still open to withdrawal (bought minus already withdrawn). */
  withdrawable: number
  /** An eProduct supplied at once with the buyer's consent: no withdrawal (ZZP Art. 79 point 13). */
  isDigital: boolean
}

export interface CaseOrderView {
  orderNumber: string
  createdAt: string
  deliveredAt: string | null
  /** The last day of the withdrawal period (null while the order is not delivered: it is open). */
  withdrawalEndsAt: string | null
  isWithdrawalOpen: boolean
  lines: CaseOrderLine[]
}

/** What the withdrawal and complaint pages show after a step; each carries what the next step sends back. */
export type CasePageResult =
  | { step: 'lines'; access: { orderNumber: string; email: string }; order: CaseOrderView; confirmKey: string }
  | { step: 'review'; access: { orderNumber: string; email: string }; order: CaseOrderView; confirmKey: string; statement: { buyerName: string; contactEmail: string; statement: string; lines: { orderLineId: number; name: string; quantity: number }[] } }
  | { step: 'done'; message: string }
  | { step: 'error'; message: string; fields: Record<string, string>; access?: { orderNumber: string; email: string }; order?: CaseOrderView; confirmKey?: string }

