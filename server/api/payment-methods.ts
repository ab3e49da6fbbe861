import { Hono, type Context } from 'hono'
import { methodActiveSchema, paymentMethodSaveSchema, shippingListQuerySchema } from '../../common/shipping/schemas'
import { dbIdParamSchema } from '../../common/validation/numbers'
import { requireScope } from '../auth/access'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'
import { createPaymentMethod, getPaymentMethod, listPaymentMethods, paymentProviderStatus, setPaymentMethodActive, updatePaymentMethod } from '../payments/payment-method-admin'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db
const methodId = (c: Context<AppEnv>) => parseValue(c, dbIdParamSchema, c.req.param('id'))

/** `/api/v1/backoffice/payment-methods`: what checkout offers for payment (scope `settings`, ADR 032). */
export const paymentMethodAdminApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    requireScope(c.get('user'), 'settings')
    return ok(c, await listPaymentMethods(db(c), { siteId: c.get('site').id, query: parseQuery(c, shippingListQuerySchema) }))
  })
  .post('/', async (c) => {
    const actor = requireScope(c.get('user'), 'settings')
    return ok(c, await createPaymentMethod(db(c), { siteId: c.get('site').id, actor, payload: await parseJson(c, paymentMethodSaveSchema) }), 201)
  })
  .get('/providers', (c) => {
    requireScope(c.get('user'), 'settings')
    return ok(c, paymentProviderStatus(c.get('runtime').config))
  })
  .get('/:id', async (c) => {
    requireScope(c.get('user'), 'settings')
    return ok(c, await getPaymentMethod(db(c), { siteId: c.get('site').id, id: methodId(c) }))
  })
  .put('/:id', async (c) => {
    const actor = requireScope(c.get('user'), 'settings')
    const id = methodId(c)
    await updatePaymentMethod(db(c), { siteId: c.get('site').id, actor, id, payload: await parseJson(c, paymentMethodSaveSchema) })
    return ok(c, { saved: true })
  })
  .post('/:id/active', async (c) => {
    const actor = requireScope(c.get('user'), 'settings')
    const id = methodId(c)
    const { isActive } = await parseJson(c, methodActiveSchema)
    await setPaymentMethodActive(db(c), { siteId: c.get('site').id, actor, id, isActive })
    return ok(c, { isActive })
  })
