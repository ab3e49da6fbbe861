import { Hono, type Context } from 'hono'
import { z } from '../../common/validation/z'
import { invoiceSettingsSchema } from '../../common/invoices/invoice-settings'
import { pendingInvoicesQuerySchema, stornoRequestSchema } from '../../common/invoices/invoice-views'
import { requireScope } from '../auth/access'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseOptionalJson, parseQuery, parseValue } from '../http/validate'
import { certificateUploadSchema, uploadFiscalCertificate } from '../invoices/certificate-upload'
import { fiscaliseOrder } from '../invoices/cis-sender'
import { deskOrderInvoices, dueNow, listPendingInvoices, stornoFromDesk } from '../invoices/invoice-desk'
import { invoicingSettingsView } from '../invoices/invoicing-view'
import { saveInvoiceSettings } from '../invoices/invoice-settings'
import { orderIdParam } from './order-desk'

export const invoiceIdParam = z.coerce.number().int().positive().max(2_147_483_647)
const db = (c: Context<AppEnv>) => c.get('runtime').database.db

/**
 * Issue 21 under `/api/v1/backoffice`: an order's invoices, a storno, "send again", the invoices
 * still waiting for a JIR (`orders` scope); the invoicing settings and the fiscal certificate
 * (`settings` scope). Handlers parse, call the invoices domain, and tell CIS after the commit.
 */
export const invoicesApi = new Hono<AppEnv>()
  .get('/orders/:id/invoices', async (c) => {
    requireScope(c.get('user'), 'orders')
    return ok(c, await deskOrderInvoices(db(c), { siteId: c.get('site').id, orderId: parseValue(c, orderIdParam, c.req.param('id')) }))
  })
  .get('/invoices/pending', async (c) => {
    requireScope(c.get('user'), 'orders')
    const query = parseQuery(c, pendingInvoicesQuerySchema)
    return ok(c, await listPendingInvoices(db(c), { siteId: c.get('site').id, ...query }))
  })
  .post('/invoices/:id/storno', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const invoiceId = parseValue(c, invoiceIdParam, c.req.param('id'))
    const request = await parseOptionalJson(c, stornoRequestSchema)
    const storno = await stornoFromDesk(db(c), { siteId: c.get('site').id, invoiceId, actor, request })
    const [outcome] = await fiscaliseOrder(db(c), c.get('runtime').config, storno.orderId)
    return ok(c, { ...storno, fiscalOutcome: outcome?.outcome ?? null }, 201)
  })
  .post('/invoices/:id/fiscalise', async (c) => {
    requireScope(c.get('user'), 'orders')
    const { orderId } = await dueNow(db(c), { siteId: c.get('site').id, invoiceId: parseValue(c, invoiceIdParam, c.req.param('id')) })
    const outcomes = await fiscaliseOrder(db(c), c.get('runtime').config, orderId)
    return ok(c, { outcomes: outcomes.map((outcome) => outcome.outcome) })
  })
  .get('/invoicing/settings', async (c) => {
    requireScope(c.get('user'), 'settings')
    return ok(c, await invoicingSettingsView(db(c), { siteId: c.get('site').id, config: c.get('runtime').config }))
  })
  .put('/invoicing/settings', async (c) => {
    const actor = requireScope(c.get('user'), 'settings')
    const settings = await parseJson(c, invoiceSettingsSchema)
    await saveInvoiceSettings(db(c), { siteId: c.get('site').id, actor, settings })
    return ok(c, settings)
  })
  .put('/invoicing/certificate', async (c) => {
    const actor = requireScope(c.get('user'), 'settings')
    const body = await c.req.parseBody().catch(() => null)
    if (!body) throw ApiError.badRequest('MULTIPART_EXPECTED')
    const { password } = parseValue(c, certificateUploadSchema, { password: body.password ?? '' })
    const file = body.file
    if (!(file instanceof File)) throw new ApiError(400, 'CERTIFICATE_INVALID', 'invoice.certificateInvalid', undefined, { file: 'invoice.certificateInvalid' })
    return ok(c, await uploadFiscalCertificate(db(c), { siteId: c.get('site').id, actor, file: new Uint8Array(await file.arrayBuffer()), password }))
  })
