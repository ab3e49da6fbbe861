import { Hono, type Context } from 'hono'
import { memberCardImportSchema, memberCardListQuerySchema } from '../../common/members/schemas'
import { dbIdParamSchema } from '../../common/validation/numbers'
import { requireScope } from '../auth/access'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'
import { importMemberCards, listMemberCards, releaseMemberCard } from '../users/member-cards'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db

/** `/api/v1/backoffice/member-cards`: the member cards the checkout accepts, for the `orders` scope. */
export const memberCardsApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    requireScope(c.get('user'), 'orders')
    return ok(c, await listMemberCards(db(c), { query: parseQuery(c, memberCardListQuerySchema) }))
  })
  .post('/import', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const { csv, dryRun } = await parseJson(c, memberCardImportSchema)
    const report = await importMemberCards(db(c), { siteId: c.get('site').id, actor, csv, dryRun })
    // A file with row errors is a report, not a failed call: nothing was imported and it says why.
    return ok(c, report)
  })
  .post('/:id/release', async (c) => {
    const actor = requireScope(c.get('user'), 'orders')
    const id = parseValue(c, dbIdParamSchema, c.req.param('id'))
    return ok(c, await releaseMemberCard(db(c), { siteId: c.get('site').id, actor, cardId: id }))
  })
