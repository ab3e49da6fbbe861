import { z } from '../validation/z'
import { paginationSchema } from '../catalog/product-card-schema'
import type { ListResult } from '../http/envelope'
import { caseKinds, caseStatuses, type CaseLineView, type CaseOrderLine, type CaseOrderView, type CaseView } from './schemas'

/** The answer schemas of the cases API (issue 22): the buyer's steps and the desk's list. */

const caseOrderLineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  qty: z.number().int(),
  withdrawable: z.number().int(),
  isDigital: z.boolean(),
}) satisfies z.ZodType<CaseOrderLine>

export const caseOrderViewSchema = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  withdrawalEndsAt: z.string().nullable(),
  isWithdrawalOpen: z.boolean(),
  lines: z.array(caseOrderLineSchema),
}) satisfies z.ZodType<CaseOrderView>

/** Withdrawal step 1: the checked lines and the key step 2 sends back. */
export const preparedWithdrawalSchema = z.object({
  confirmKey: z.uuid(),
  orderNumber: z.string(),
  lines: z.array(z.object({ orderLineId: z.number().int(), name: z.string(), quantity: z.number().int() })),
})
export type PreparedWithdrawal = z.output<typeof preparedWithdrawalSchema>

/** A withdrawal or complaint opened (`created`), or the one its confirm key opened before. */
export const openedCaseSchema = z.object({
  caseId: z.number().int(),
  createdAt: z.string(),
  created: z.boolean(),
})
export type OpenedCase = z.output<typeof openedCaseSchema>

const caseLineViewSchema = z.object({
  id: z.number().int(),
  orderLineId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  receivedQuantity: z.number().int(),
}) satisfies z.ZodType<CaseLineView>

export const caseViewSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  kind: z.enum(caseKinds),
  status: z.enum(caseStatuses),
  contactEmail: z.string(),
  buyerName: z.string(),
  statement: z.string(),
  photos: z.array(z.object({ token: z.string(), name: z.string() })),
  createdAt: z.string(),
  answerDeadline: z.string(),
  deadlineState: z.enum(['ok', 'near', 'overdue', 'closed']),
  replyText: z.string().nullable(),
  repliedAt: z.string().nullable(),
  refusedReason: z.string().nullable(),
  lines: z.array(caseLineViewSchema),
}) satisfies z.ZodType<CaseView>

export const caseListSchema = z.object({ records: z.array(caseViewSchema), pagination: paginationSchema }) satisfies z.ZodType<ListResult<CaseView>>

/** Goods received: the case's status after the line's count changed. */
export const goodsReceivedSchema = z.object({ status: z.enum(['received', 'goods_received']) })
export type GoodsReceived = z.output<typeof goodsReceivedSchema>

