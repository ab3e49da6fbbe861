import { Hono, type Context } from 'hono'
import {
  caseAccessSchema,
  caseDeskQuerySchema,
  caseGoodsReceivedSchema,
  caseRefuseSchema,
  caseReplySchema,
  complaintSchema,
  withdrawalConfirmSchema,
  withdrawalStatementSchema,
} from '../../common/cases/schemas'
import { z } from '../../common/validation/z'
import { requireScope } from '../auth/access'
import {
  casesOfOrder,
  closeComplaint,
  confirmWithdrawal,
  findCaseOrder,
  listCases,
  markGoodsReceived,
  openComplaint,
  prepareWithdrawal,
  refuseCase,
  replyToComplaint,
} from '../cases'
import { formRecipientOf, withdrawalFormPdf } from '../cases/withdrawal-form-pdf'
import { download } from '../http/download'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'
import { kickOutbox } from '../outbox/outbox-worker'
import { enforceRateLimit } from '../rate-limit/limits'
import { orderIdParam } from './order-desk'

export const caseIdParam = z.coerce.number().int().positive().max(2_147_483_647)
const db = (c: Context<AppEnv>) => c.get('runtime').database.db

/** Every public call names an order by number and e-mail: counted per IP and per order number (no guessing of orders). */
async function limited(c: Context<AppEnv>, orderNumber: string): Promise<void> {
  await enforceRateLimit(c.get('runtime').config, { action: 'caseLookup', ip: c.get('clientIp'), account: `order:${orderNumber}` })
}

const scope = (c: Context<AppEnv>) => ({ siteId: c.get('site').id, userId: c.get('user')?.id ?? null, locale: c.get('locale') })

/**
 * Issue 22, the buyer's side under `/api/v1/ecommerce/cases`: find an order, the withdrawal in two
 * steps (statement, then confirm), a complaint, and the model withdrawal form as a PDF.
 */
export const publicCasesApi = new Hono<AppEnv>()
  .post('/order', async (c) => {
    const access = await parseJson(c, caseAccessSchema)
    await limited(c, access.orderNumber)
    c.header('Cache-Control', 'private, no-store')
    return ok(c, await findCaseOrder(db(c), { ...scope(c), access }))
  })
  .post('/withdrawal/prepare', async (c) => {
    const statement = await parseJson(c, withdrawalStatementSchema)
    await limited(c, statement.orderNumber)
    c.header('Cache-Control', 'private, no-store')
    return ok(c, await prepareWithdrawal(db(c), { ...scope(c), statement }))
  })
  .post('/withdrawal/confirm', async (c) => {
    const statement = await parseJson(c, withdrawalConfirmSchema)
    await limited(c, statement.orderNumber)
    const result = await confirmWithdrawal(db(c), { ...scope(c), statement })
    if (result.created) kickOutbox()
    return ok(c, result, result.created ? 201 : 200)
  })
  .post('/complaint', async (c) => {
    const complaint = await parseJson(c, complaintSchema)
    await limited(c, complaint.orderNumber)
    const result = await openComplaint(db(c), { ...scope(c), complaint, dataDir: c.get('runtime').config.dataDir })
    if (result.created) kickOutbox()
    return ok(c, result, result.created ? 201 : 200)
  })
  .get('/withdrawal-form.pdf', async (c) => {
    const pdf = await withdrawalFormPdf(c.get('locale'), await formRecipientOf(db(c), c.get('site').id))
    return download(c, { contentType: 'application/pdf', fileName: 'obrazac-za-raskid-ugovora.pdf', body: pdf, cacheControl: 'public, max-age=3600' })
  })

/** The desk's side under `/api/v1/backoffice/cases` (`orders` scope; every change audited). */
export const deskCasesApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    requireScope(c.get('user'), 'orders')
    return ok(c, await listCases(db(c), { siteId: c.get('site').id, query: parseQuery(c, caseDeskQuerySchema) }))
  })
  .get('/order/:orderId', async (c) => {
    requireScope(c.get('user'), 'orders')
    return ok(c, await casesOfOrder(db(c), { siteId: c.get('site').id, orderId: parseValue(c, orderIdParam, c.req.param('orderId')) }))
  })
  .post('/:id/goods-received', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const caseId = parseValue(c, caseIdParam, c.req.param('id'))
    const body = await parseJson(c, caseGoodsReceivedSchema)
    return ok(c, await markGoodsReceived(db(c), { siteId: c.get('site').id, caseId, actor, ...body }))
  })
  .post('/:id/reply', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const caseId = parseValue(c, caseIdParam, c.req.param('id'))
    const { reply } = await parseJson(c, caseReplySchema)
    await replyToComplaint(db(c), { siteId: c.get('site').id, caseId, reply, actor })
    kickOutbox()
    return ok(c, { saved: true })
  })
  .post('/:id/refuse', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const caseId = parseValue(c, caseIdParam, c.req.param('id'))
    const { reason } = await parseJson(c, caseRefuseSchema)
    await refuseCase(db(c), { siteId: c.get('site').id, caseId, reason, actor })
    kickOutbox()
    return ok(c, { saved: true })
  })
  .post('/:id/close', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const caseId = parseValue(c, caseIdParam, c.req.param('id'))
    await closeComplaint(db(c), { siteId: c.get('site').id, caseId, actor })
    return ok(c, { saved: true })
  })
