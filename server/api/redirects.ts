import { Hono } from 'hono'
import { z } from 'zod'
import { REDIRECTS_PER_PAGE, redirectCreateSchema, redirectListQuerySchema } from '../../common/community/schemas'
import { requireScope } from '../auth/access'
import { listFailedRequests } from '../cms'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery } from '../http/validate'
import { deleteRedirect, listRedirects, saveRedirect } from '../redirects'

export const deleteSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** Backoffice redirect calls under `/api/v1/cms/redirect` (content scope); addFailedRequest is in cms.ts. */
export const redirectsApi = new Hono<AppEnv>()
  .get('/filter', async (c) => {
    requireScope(c.get('user'), 'content')
    const { db } = c.get('runtime').database
    const siteId = c.get('site').id
    const query = parseQuery(c, redirectListQuerySchema)
    const [records, failed] = await Promise.all([
      listRedirects(db, { siteId, page: query.page, perPage: REDIRECTS_PER_PAGE }),
      listFailedRequests(db, { siteId, page: query.failedPage, perPage: REDIRECTS_PER_PAGE }),
    ])
    return ok(c, {
      records: records.items.map((r) => ({ id: r.id, fromPath: r.fromPath, toTarget: r.toTarget, statusCode: r.statusCode, hits: r.hits })),
      pagination: { page: records.page, perPage: records.perPage, total: records.total },
      failedRequests: failed.items.map((f) => ({ path: f.path, hits: f.hits, lastSeenAt: f.lastSeenAt.toISOString() })),
      failedPagination: { page: failed.page, perPage: failed.perPage, total: failed.total },
    })
  })
  .post('/create', async (c) => {
    const user = requireScope(c.get('user'), 'content')
    const payload = await parseJson(c, redirectCreateSchema)
    const site = c.get('site')
    const row = await saveRedirect(c.get('runtime').database.db, { siteId: site.id, hosts: site.hosts, actor: user, payload })
    return ok(c, { id: row.id, fromPath: row.fromPath, toTarget: row.toTarget, statusCode: row.statusCode }, 201)
  })
  .post('/delete', async (c) => {
    const user = requireScope(c.get('user'), 'content')
    const { id } = await parseJson(c, deleteSchema)
    await deleteRedirect(c.get('runtime').database.db, { siteId: c.get('site').id, actor: user, id })
    return ok(c, { deleted: true })
  })
