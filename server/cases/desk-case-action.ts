import { caseGoodsReceivedSchema, caseRefuseSchema, caseReplySchema } from '../../common/cases/schemas'
import type { Locale } from '../../common/i18n/locales'
import { zodIssueMessage } from '../../common/validation/messages'
import type { AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { ApiError } from '../http/api-error'
import { kickOutbox } from '../outbox/outbox-worker'
import { z } from '../../common/validation/z'
import { closeComplaint, markGoodsReceived, refuseCase, replyToComplaint } from './case-desk'
import { casesOfOrder } from './case-desk'

type Outcome = { ok: true; message: 'desk.cases.saved' } | { ok: false; message: string }
const caseIdField = z.object({ caseId: z.coerce.number().int().positive().max(2_147_483_647) })

/**
 * The order page's case forms (`intent` caseReceived, caseReply, caseRefuse, caseClose); null for
 * any other intent. The case must belong to the order the page shows.
 */
export async function deskCaseAction(db: Db, input: { siteId: number; orderId: number; actor: AuditActor; form: Record<string, FormDataEntryValue>; locale: Locale }): Promise<Outcome | null> {
  const { form, siteId, actor } = input
  const intent = form.intent
  if (intent !== 'caseReceived' && intent !== 'caseReply' && intent !== 'caseRefuse' && intent !== 'caseClose') return null
  const fail = (error: z.ZodError): Outcome => ({ ok: false, message: error.issues.map((issue) => zodIssueMessage(issue, input.locale)).join(' ') })
  const id = caseIdField.safeParse(form)
  if (!id.success) return fail(id.error)
  const caseId = id.data.caseId
  const own = await casesOfOrder(db, { siteId, orderId: input.orderId })
  if (!own.some((item) => item.id === caseId)) throw new ApiError(404, 'CASE_NOT_FOUND', 'error.notFound')
  if (intent === 'caseReceived') {
    const parsed = caseGoodsReceivedSchema.safeParse(form)
    if (!parsed.success) return fail(parsed.error)
    await markGoodsReceived(db, { siteId, caseId, actor, ...parsed.data })
  } else if (intent === 'caseReply') {
    const parsed = caseReplySchema.safeParse(form)
    if (!parsed.success) return fail(parsed.error)
    await replyToComplaint(db, { siteId, caseId, actor, reply: parsed.data.reply })
    kickOutbox()
  } else if (intent === 'caseRefuse') {
    const parsed = caseRefuseSchema.safeParse(form)
    if (!parsed.success) return fail(parsed.error)
    await refuseCase(db, { siteId, caseId, actor, reason: parsed.data.reason })
    kickOutbox()
  } else {
    await closeComplaint(db, { siteId, caseId, actor })
  }
  return { ok: true, message: 'desk.cases.saved' }
}
