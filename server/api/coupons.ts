import { Hono, type Context } from 'hono'
import { couponActiveSchema, couponListQuerySchema, couponSaveSchema } from '../../common/coupons/schemas'
import { dbIdParamSchema } from '../../common/validation/numbers'
import { requireScope } from '../auth/access'
import { createCoupon, getCoupon, listCoupons, setCouponActive, updateCoupon } from '../cart/coupon-admin'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db
const couponId = (c: Context<AppEnv>) => parseValue(c, dbIdParamSchema, c.req.param('id'))

/** `/api/v1/backoffice/coupons`: discount codes, for backoffice users with the `orders` scope. */
export const couponAdminApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    requireScope(c.get('user'), 'orders')
    return ok(c, await listCoupons(db(c), { siteId: c.get('site').id, query: parseQuery(c, couponListQuerySchema) }))
  })
  .post('/', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    return ok(c, await createCoupon(db(c), { siteId: c.get('site').id, actor, payload: await parseJson(c, couponSaveSchema) }), 201)
  })
  .get('/:id', async (c) => {
    requireScope(c.get('user'), 'orders')
    return ok(c, await getCoupon(db(c), { siteId: c.get('site').id, id: couponId(c) }))
  })
  .put('/:id', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const id = couponId(c)
    await updateCoupon(db(c), { siteId: c.get('site').id, actor, id, payload: await parseJson(c, couponSaveSchema) })
    return ok(c, { saved: true })
  })
  .post('/:id/active', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const id = couponId(c)
    const { isActive } = await parseJson(c, couponActiveSchema)
    await setCouponActive(db(c), { siteId: c.get('site').id, actor, id, isActive })
    return ok(c, { isActive })
  })
