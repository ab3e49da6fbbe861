import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import {
  caseAccessSchema,
  casePhotoSchema,
  complaintSchema,
  withdrawalConfirmSchema,
  withdrawalStatementSchema,
  type CaseOrderView,
  type CasePageResult,
} from '../../common/cases/schemas'
import { formatDate, formatTime } from '../../common/i18n/dates'
import { translate } from '../../common/i18n/translate'
import { fieldErrors } from '../../common/validation/messages'
import type { RequestContext } from '../context'
import { ApiError } from '../http/api-error'
import { kickOutbox } from '../outbox/outbox-worker'
import { enforceRateLimit } from '../rate-limit/limits'
import { confirmWithdrawal, findCaseOrder, openComplaint, prepareWithdrawal } from './open-case'

export type { CasePageResult }

type Raw = Record<string, unknown>

/** The form's lines: `qty.<order line id>` fields with a positive number. */
function linesFromForm(form: FormData): { orderLineId: number; quantity: number }[] {
  return [...form.entries()]
    .filter(([name, value]) => name.startsWith('qty.') && Number(value) > 0)
    .map(([name, value]) => ({ orderLineId: Number(name.slice(4)), quantity: Number(value) }))
}

function parse<S extends z.ZodType>(schema: S, raw: unknown, ctx: RequestContext): { ok: true; data: z.output<S> } | { ok: false; fields: Record<string, string> } {
  const result = schema.safeParse(raw)
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: fieldErrors(result.error, ctx.locale) }
}

async function limited(ctx: RequestContext, orderNumber: string) {
  await enforceRateLimit(ctx.runtime.config, { action: 'caseLookup', ip: ctx.clientIp, account: `order:${orderNumber}` })
}

/**
 * The withdrawal and complaint pages' form posts (they work without JavaScript): `find` names the
 * order, `prepare` is step 1 of a withdrawal, `confirm` step 2, `complaint` sends a complaint.
 * Every error is a translated message; nothing here answers 500 for a buyer's input.
 */
export async function casePageAction(ctx: RequestContext, form: FormData): Promise<CasePageResult> {
  const raw: Raw = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
  const scope = { siteId: ctx.site.id, userId: ctx.user?.id ?? null, locale: ctx.locale }
  const access = caseAccessSchema.safeParse(raw)
  const known = access.success ? access.data : undefined
  let order: CaseOrderView | undefined
  try {
    if (!access.success) return { step: 'error', message: '', fields: fieldErrors(access.error, ctx.locale) }
    await limited(ctx, access.data.orderNumber)
    order = await findCaseOrder(ctx.db, { ...scope, access: access.data })
    const intent = raw.intent
    if (intent === 'find') return { step: 'lines', access: access.data, order, confirmKey: randomUUID() }
    const lines = linesFromForm(form)
    if (intent === 'prepare' || intent === 'confirm') {
      const schema = intent === 'prepare' ? withdrawalStatementSchema : withdrawalConfirmSchema
      const parsed = parse(schema, { ...raw, lines }, ctx)
      if (!parsed.ok) return { step: 'error', message: '', fields: parsed.fields, access: access.data, order }
      if (intent === 'prepare') {
        const prepared = await prepareWithdrawal(ctx.db, { ...scope, statement: parsed.data })
        const { buyerName, contactEmail, statement } = parsed.data
        return { step: 'review', access: access.data, order, confirmKey: prepared.confirmKey, statement: { buyerName, contactEmail, statement, lines: prepared.lines } }
      }
      const opened = await confirmWithdrawal(ctx.db, { ...scope, statement: withdrawalConfirmSchema.parse(parsed.data) })
      kickOutbox()
      return {
        step: 'done',
        message: translate(ctx.locale, 'cases.withdrawalDone', { date: formatDate(opened.createdAt, ctx.locale), time: formatTime(opened.createdAt, ctx.locale), email: parsed.data.contactEmail, id: opened.caseId }),
      }
    }
    if (intent === 'complaint') {
      const photos = parsePhotos(raw.photos)
      const parsed = parse(complaintSchema, { ...raw, lines, photos }, ctx)
      if (!parsed.ok) return { step: 'error', message: '', fields: parsed.fields, access: access.data, order, confirmKey: randomUUID() }
      const opened = await openComplaint(ctx.db, { ...scope, complaint: parsed.data, dataDir: ctx.runtime.config.dataDir })
      kickOutbox()
      const deadline = new Date(new Date(opened.createdAt).getTime() + 15 * 86_400_000).toISOString()
      return {
        step: 'done',
        message: translate(ctx.locale, 'cases.complaintDone', { date: formatDate(opened.createdAt, ctx.locale), time: formatTime(opened.createdAt, ctx.locale), deadline: formatDate(deadline, ctx.locale), id: opened.caseId }),
      }
    }
    return { step: 'lines', access: access.data, order, confirmKey: randomUUID() }
  } catch (error) {
    if (error instanceof ApiError) return { step: 'error', message: error.localizedMessage(ctx.locale), fields: {}, access: order ? known : undefined, order, confirmKey: randomUUID() }
    throw error
  }
}

/** The photos the page's uploader put in a hidden field as JSON; anything malformed counts as none. */
function parsePhotos(value: unknown): unknown[] {
  if (typeof value !== 'string' || value === '') return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.filter((photo) => casePhotoSchema.safeParse(photo).success) : []
  } catch {
    return []
  }
}
