import { Hono } from 'hono'
import { isBackoffice, requireUser } from '../auth/access'
import { loadDashboard } from '../admin/dashboard'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'

/** `/api/v1/backoffice/dashboard`: the blocks of the admin's first page this login may see. */
export const adminDashboardApi = new Hono<AppEnv>().get('/', async (c) => {
  const user = requireUser(c.get('user'))
  if (!isBackoffice(user)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden')
  c.header('Cache-Control', 'private, no-store')
  return ok(c, await loadDashboard(c.get('runtime').database.db, { siteId: c.get('site').id, user, config: c.get('runtime').config }))
})
