import { Hono } from 'hono'
import { auditQuerySchema } from '../../common/audit/schemas'
import { newsletterAdminQuerySchema } from '../../common/community/schemas'
import { siteOptionsFormSchema } from '../../common/settings/site-options-form'
import { requireScope } from '../auth/access'
import { searchAuditLog } from '../audit/audit-query'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery } from '../http/validate'
import { pageSubscribers } from '../newsletter'
import { saveSiteOptions } from '../site/site-options-admin'
import { getSiteOptions } from '../site/site-service'

/**
 * `/api/v1/backoffice/…` for the owner's content operations (issue 14 point 5): the site options
 * as one form, the audit log, the newsletter's subscribers. The admin pages call the same services.
 */
export const siteOperationsApi = new Hono<AppEnv>()
  .get('/site-options', async (c) => {
    requireScope(c.get('user'), 'settings')
    return ok(c, await getSiteOptions(c.get('runtime').database.db, c.get('site').id))
  })
  .put('/site-options', async (c) => {
    const actor = requireScope(c.get('user'), 'settings')
    const values = await parseJson(c, siteOptionsFormSchema)
    await saveSiteOptions(c.get('runtime').database.db, { siteId: c.get('site').id, actor, values })
    return ok(c, values)
  })
  .get('/audit', async (c) => {
    requireScope(c.get('user'), 'admin')
    const query = parseQuery(c, auditQuerySchema)
    const page = await searchAuditLog(c.get('runtime').database.db, { siteId: c.get('site').id, query })
    return ok(c, { ...page, items: page.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) })
  })
  .get('/newsletter', async (c) => {
    requireScope(c.get('user'), 'content')
    const query = parseQuery(c, newsletterAdminQuerySchema)
    const page = await pageSubscribers(c.get('runtime').database.db, { siteId: c.get('site').id, query })
    return ok(c, {
      ...page,
      items: page.items.map((row) => ({ id: row.id, email: row.email, locale: row.locale, status: row.status, createdAt: row.createdAt.toISOString() })),
    })
  })
