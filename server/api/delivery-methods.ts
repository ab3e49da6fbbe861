import { Hono, type Context } from 'hono'
import { deliveryMethodSaveSchema, methodActiveSchema, shippingListQuerySchema } from '../../common/shipping/schemas'
import { dbIdParamSchema } from '../../common/validation/numbers'
import { requireScope } from '../auth/access'
import { createDeliveryMethod, getDeliveryMethod, listDeliveryMethods, setDeliveryMethodActive, updateDeliveryMethod } from '../checkout/delivery-method-admin'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db
const methodId = (c: Context<AppEnv>) => parseValue(c, dbIdParamSchema, c.req.param('id'))

/** `/api/v1/backoffice/delivery-methods`: what checkout offers and charges for delivery (scope `settings`, ADR 032). */
export const deliveryMethodAdminApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    requireScope(c.get('user'), 'settings')
    return ok(c, await listDeliveryMethods(db(c), { siteId: c.get('site').id, query: parseQuery(c, shippingListQuerySchema) }))
  })
  .post('/', async (c) => {
    const actor = requireScope(c.get('user'), 'settings')
    return ok(c, await createDeliveryMethod(db(c), { siteId: c.get('site').id, actor, payload: await parseJson(c, deliveryMethodSaveSchema) }), 201)
  })
  .get('/:id', async (c) => {
    requireScope(c.get('user'), 'settings')
    return ok(c, await getDeliveryMethod(db(c), { siteId: c.get('site').id, id: methodId(c) }))
  })
  .put('/:id', async (c) => {
    const actor = requireScope(c.get('user'), 'settings')
    const id = methodId(c)
    await updateDeliveryMethod(db(c), { siteId: c.get('site').id, actor, id, payload: await parseJson(c, deliveryMethodSaveSchema) })
    return ok(c, { saved: true })
  })
  .post('/:id/active', async (c) => {
    const actor = requireScope(c.get('user'), 'settings')
    const id = methodId(c)
    const { isActive } = await parseJson(c, methodActiveSchema)
    await setDeliveryMethodActive(db(c), { siteId: c.get('site').id, actor, id, isActive })
    return ok(c, { isActive })
  })
