import { Hono, type Context } from 'hono'
import { backofficeScopesSchema, backofficeUserCreateSchema, backofficeUserListQuerySchema } from '../../common/users/backoffice'
import { dbIdParamSchema } from '../../common/validation/numbers'
import { requireScope } from '../auth/access'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'
import { createBackofficeUser, deactivateBackofficeUser, listBackofficeUsers, setBackofficeScopes } from '../users/backoffice-users'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db
const userId = (c: Context<AppEnv>) => parseValue(c, dbIdParamSchema, c.req.param('id'))

/** `/api/v1/backoffice/users`: backoffice accounts and their scopes, for the `users` scope. */
export const backofficeUsersApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    requireScope(c.get('user'), 'users')
    c.header('Cache-Control', 'private, no-store')
    return ok(c, await listBackofficeUsers(db(c), { query: parseQuery(c, backofficeUserListQuerySchema) }))
  })
  .post('/', async (c) => {
    const actor = requireScope(c.get('user'), 'users')
    c.header('Cache-Control', 'private, no-store')
    return ok(c, await createBackofficeUser(db(c), { siteId: c.get('site').id, actor, payload: await parseJson(c, backofficeUserCreateSchema) }), 201)
  })
  .put('/:id/scopes', async (c) => {
    const actor = requireScope(c.get('user'), 'users')
    const id = userId(c)
    const { scopes } = await parseJson(c, backofficeScopesSchema)
    await setBackofficeScopes(db(c), { siteId: c.get('site').id, actor, id, scopes })
    return ok(c, { scopes })
  })
  .post('/:id/deactivate', async (c) => {
    const actor = requireScope(c.get('user'), 'users')
    await deactivateBackofficeUser(db(c), { siteId: c.get('site').id, actor, id: userId(c) })
    return ok(c, { deactivated: true })
  })
