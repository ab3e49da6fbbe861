import { Hono, type Context } from 'hono'
import { payoutBatchSchema, refundCreateSchema } from '../../common/refunds/refund-schemas'
import { requireScope } from '../auth/access'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseValue } from '../http/validate'
import { kickOutbox } from '../outbox/outbox-worker'
import { exportPayouts, listPayouts, markPayoutBatchPaid, payoutBatchXml } from '../refunds/payouts'
import { refundOrder, retryProviderRefund } from '../refunds/refund-money'
import { previewRefund } from '../refunds/refund-order'
import { listOrderRefunds } from '../refunds/refund-read'
import { refundOptions } from '../refunds/refund-state'
import { orderIdParam } from './order-desk'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db
export const refundPreviewSchema = refundCreateSchema.pick({ lines: true, includeDelivery: true })
export const batchParam = payoutBatchSchema
export const refundIdParam = orderIdParam

const xmlDownload = (c: Context<AppEnv>, batch: string, xml: string) => {
  c.header('Content-Type', 'application/xml; charset=utf-8')
  c.header('Content-Disposition', `attachment; filename="${batch}.xml"`)
  c.header('Cache-Control', 'private, no-store')
  return c.body(xml)
}

/**
 * Issue 22 point 3 under `/api/v1/backoffice` (`orders` scope): an order's refunds, the amount a
 * refund would move, the refund itself (idempotent by its key), and the payouts' pain.001 files.
 */
export const refundsApi = new Hono<AppEnv>()
  .get('/orders/:id/refunds', async (c) => {
    requireScope(c.get('user'), 'orders')
    const input = { siteId: c.get('site').id, orderId: parseValue(c, orderIdParam, c.req.param('id')) }
    return ok(c, { options: await refundOptions(db(c), input), refunds: await listOrderRefunds(db(c), input) })
  })
  .post('/orders/:id/refunds/preview', async (c) => {
    requireScope(c.get('user'), 'orders')
    const orderId = parseValue(c, orderIdParam, c.req.param('id'))
    const request = await parseJson(c, refundPreviewSchema)
    return ok(c, await previewRefund(db(c), { siteId: c.get('site').id, orderId, request }))
  })
  .post('/orders/:id/refunds', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const orderId = parseValue(c, orderIdParam, c.req.param('id'))
    const request = await parseJson(c, refundCreateSchema)
    const result = await refundOrder(db(c), { siteId: c.get('site').id, orderId, request, actor, config: c.get('runtime').config })
    const [view] = (await listOrderRefunds(db(c), { siteId: c.get('site').id, orderId })).filter((refund) => refund.id === result.refund.id)
    return ok(c, { ...view, replayed: result.replayed }, result.replayed ? 200 : 201)
  })
  .post('/orders/:id/refunds/:refundId/retry', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const input = { siteId: c.get('site').id, orderId: parseValue(c, orderIdParam, c.req.param('id')) }
    const refundId = parseValue(c, refundIdParam, c.req.param('refundId'))
    const retried = await retryProviderRefund(db(c), { ...input, refundId, actor, config: c.get('runtime').config })
    const [view] = (await listOrderRefunds(db(c), input)).filter((refund) => refund.id === retried.id)
    return ok(c, view)
  })
  .get('/payouts', async (c) => {
    requireScope(c.get('user'), 'orders')
    return ok(c, await listPayouts(db(c), { siteId: c.get('site').id }))
  })
  .post('/payouts/export', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const file = await exportPayouts(db(c), { siteId: c.get('site').id, actor })
    if (!file) return c.body(null, 204)
    return xmlDownload(c, file.batch, file.xml)
  })
  .get('/payouts/batches/:batch', async (c) => {
    requireScope(c.get('user'), 'orders')
    const batch = parseValue(c, batchParam, c.req.param('batch'))
    return xmlDownload(c, batch, await payoutBatchXml(db(c), { siteId: c.get('site').id, batch }))
  })
  .post('/payouts/batches/:batch/paid', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const batch = parseValue(c, batchParam, c.req.param('batch'))
    const result = await markPayoutBatchPaid(db(c), { siteId: c.get('site').id, batch, actor })
    kickOutbox()
    return ok(c, result)
  })

