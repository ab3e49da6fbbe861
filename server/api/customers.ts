import { Hono, type Context } from 'hono'
import { customerListQuerySchema } from '../../common/sales/customers'
import { dbIdParamSchema } from '../../common/validation/numbers'
import { requireScope } from '../auth/access'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseQuery, parseValue } from '../http/validate'
import { customerDetail, listCustomers } from '../users/customer-directory'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db

/** `/api/v1/backoffice/customers`: shoppers and their orders, for the `orders` scope. */
export const customersApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    requireScope(c.get('user'), 'orders')
    c.header('Cache-Control', 'private, no-store')
    return ok(c, await listCustomers(db(c), { siteId: c.get('site').id, query: parseQuery(c, customerListQuerySchema) }))
  })
  .get('/:id', async (c) => {
    requireScope(c.get('user'), 'orders')
    c.header('Cache-Control', 'private, no-store')
    return ok(c, await customerDetail(db(c), { siteId: c.get('site').id, userId: parseValue(c, dbIdParamSchema, c.req.param('id')) }))
  })
