import { Hono } from 'hono'
import {
  commentCreateSchema,
  commentFilterSchema,
  commentTargetSchema,
  commentModerationSchema,
  commentOptionsQuerySchema,
  commentUpdateSchema,
} from '../../common/community/schemas'
import { adminPagingSchema } from '../../common/admin/paging'
import { requireScope, requireUser } from '../auth/access'
import {
  createComment,
  findOwnComment,
  getCommentOptions,
  listModerationQueue,
  listPublishedComments,
  moderateComment,
  updateComment,
} from '../comments'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseOptionalJson, parseQuery } from '../http/validate'
import { enforceRateLimit } from '../rate-limit/limits'
import { resolveStore } from '../site/store-service'

/** §7 CMS comment calls under `/api/v1/cms/comment`, and the moderation queue for `content` users. */
export const commentsApi = new Hono<AppEnv>()
  .get('/getOptions', async (c) => {
    const { store_id: store } = parseQuery(c, commentOptionsQuerySchema)
    const { db } = c.get('runtime').database
    // The options are the site's; a store of another site is refused, not answered for this one.
    if (store !== undefined) await resolveStore(db, c.get('site').id, store)
    return ok(c, await getCommentOptions(db, c.get('site').id))
  })
  .on(['GET', 'POST'], '/filterStandard', async (c) => {
    const input = c.req.method === 'GET' ? parseQuery(c, commentFilterSchema) : await parseOptionalJson(c, commentFilterSchema)
    return ok(c, await listPublishedComments(c.get('runtime').database.db, { siteId: c.get('site').id, ...input }))
  })
  // Per visitor, after hydration: the logged-in author's own review (pending or published), to edit.
  .get('/mine', async (c) => {
    const user = requireUser(c.get('user'))
    const target = parseQuery(c, commentTargetSchema)
    c.header('Cache-Control', 'private, no-store')
    return ok(c, { comment: await findOwnComment(c.get('runtime').database.db, { siteId: c.get('site').id, userId: user.id, ...target }) })
  })
  .post('/create', async (c) => {
    const payload = await parseJson(c, commentCreateSchema)
    const user = c.get('user')
    await enforceRateLimit(c.get('runtime').config, { action: 'comment', ip: c.get('clientIp'), account: user ? String(user.id) : null })
    const result = await createComment(c.get('runtime').database.db, { siteId: c.get('site').id, user, locale: c.get('locale'), payload })
    return ok(c, result, 201)
  })
  .put('/update', async (c) => {
    const user = requireUser(c.get('user'))
    const payload = await parseJson(c, commentUpdateSchema)
    await enforceRateLimit(c.get('runtime').config, { action: 'comment', ip: c.get('clientIp'), account: String(user.id) })
    return ok(c, await updateComment(c.get('runtime').database.db, { siteId: c.get('site').id, user, payload }))
  })
  .get('/moderation/filter', async (c) => {
    requireScope(c.get('user'), 'content')
    const paging = parseQuery(c, adminPagingSchema)
    const queue = await listModerationQueue(c.get('runtime').database.db, { siteId: c.get('site').id, ...paging })
    return ok(c, { records: queue.items, pagination: { page: queue.page, perPage: queue.perPage, total: queue.total } })
  })
  .post('/moderation/decide', async (c) => {
    const user = requireScope(c.get('user'), 'content')
    const { id, decision } = await parseJson(c, commentModerationSchema)
    return ok(c, await moderateComment(c.get('runtime').database.db, { siteId: c.get('site').id, actor: user, id, decision }))
  })
