import { Hono, type Context } from 'hono'
import { z } from '../../common/validation/z'
import { orderDeskQuerySchema, orderNoteSchema, orderStatusChangeSchema } from '../../common/checkout/schemas'
import { translate } from '../../common/i18n/translate'
import { requireScope, requireUser } from '../auth/access'
import type { AppEnv } from '../http/hono-env'
import { toCsv } from '../http/csv'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'
import { fiscaliseOrder } from '../invoices/cis-sender'
import { kickOutbox } from '../outbox/outbox-worker'
import { addDeskOrderNote, deskOrderDetail, exportDeskOrders, listDeskOrders, setDeskOrderStatus } from '../orders/order-desk'
import { memberOrder, memberOrderHistory } from '../orders/order-history'
import { saveOrderShipment } from '../orders/order-shipment'
import { orderShipmentSchema } from '../../common/orders/shipment'

export const orderIdParam = z.coerce.number().int().positive().max(2_147_483_647)
export const slugParam = z.string().regex(/^[A-Za-z0-9_-]{10,64}$/)
const db = (c: Context<AppEnv>) => c.get('runtime').database.db

/** Issue 9 order desk under `/api/v1/backoffice/orders`: every call needs the `orders` scope. */
export const orderDeskApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    requireScope(c.get('user'), 'orders')
    return ok(c, await listDeskOrders(db(c), { siteId: c.get('site').id, query: parseQuery(c, orderDeskQuerySchema) }))
  })
  .get('/export.csv', async (c) => {
    requireScope(c.get('user'), 'orders')
    const locale = c.get('locale')
    const rows = await exportDeskOrders(db(c), { siteId: c.get('site').id, query: parseQuery(c, orderDeskQuerySchema) })
    const csv = toCsv([
      ['Broj', 'Datum', 'Kupac', 'E-mail', 'Status', 'Plaćanje', 'Ukupno (EUR)'],
      ...rows.map((row) => [row.number, row.createdAt, row.customer, row.email, translate(locale, `order.status.${row.status}`), row.paymentMethodName, (row.orderTotal / 100).toFixed(2)]),
    ])
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', 'attachment; filename="narudzbe.csv"')
    c.header('Cache-Control', 'private, no-store')
    return c.body(csv)
  })
  .get('/:id', async (c) => {
    requireScope(c.get('user'), 'orders')
    return ok(c, await deskOrderDetail(db(c), { siteId: c.get('site').id, orderId: parseValue(c, orderIdParam, c.req.param('id')) }))
  })
  .post('/:id/status', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const orderId = parseValue(c, orderIdParam, c.req.param('id'))
    const change = await parseJson(c, orderStatusChangeSchema)
    const result = await setDeskOrderStatus(db(c), { siteId: c.get('site').id, orderId, actor, ...change })
    if (result.changed) {
      await fiscaliseOrder(db(c), c.get('runtime').config, orderId)
      kickOutbox()
    }
    return ok(c, result)
  })
  .put('/:id/shipment', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const orderId = parseValue(c, orderIdParam, c.req.param('id'))
    const shipment = await parseJson(c, orderShipmentSchema)
    return ok(c, await saveOrderShipment(db(c), { siteId: c.get('site').id, orderId, actor, shipment }))
  })
  .post('/:id/note', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const orderId = parseValue(c, orderIdParam, c.req.param('id'))
    const { note } = await parseJson(c, orderNoteSchema)
    await addDeskOrderNote(db(c), { siteId: c.get('site').id, orderId, actor, note })
    return ok(c, { saved: true }, 201)
  })

/** §2 profile: a member's order history and one order, under `/api/v1/ecommerce/order`. */
export const memberOrdersApi = new Hono<AppEnv>()
  .get('/history', async (c) => {
    const user = requireUser(c.get('user'))
    c.header('Cache-Control', 'private, no-store')
    return ok(c, await memberOrderHistory(db(c), { siteId: c.get('site').id, userId: user.id, limit: 50 }))
  })
  .get('/get/:slug', async (c) => {
    const user = requireUser(c.get('user'))
    c.header('Cache-Control', 'private, no-store')
    return ok(c, await memberOrder(db(c), { siteId: c.get('site').id, userId: user.id, slug: parseValue(c, slugParam, c.req.param('slug')) }))
  })
