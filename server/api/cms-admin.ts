import { Hono } from 'hono'
import { z } from 'zod'
import { siteOptionKeys, strictSiteOptionSchema } from '../../common/settings/site-option-update'
import { requireScope } from '../auth/access'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson } from '../http/validate'
import { setSiteOption } from '../site/site-service'

export const updateSchema = z.object({ key: z.enum(siteOptionKeys), value: z.unknown() })

/**
 * Backoffice CMS calls under `/api/v1/cms` that change things; each needs its scope (403
 * otherwise). `option/update` sets one site option, e.g. MaintenanceMode.
 */
export const cmsAdminApi = new Hono<AppEnv>().put('/option/update', async (c) => {
  requireScope(c.get('user'), 'settings')
  const { key, value } = await parseJson(c, updateSchema)
  const parsed = strictSiteOptionSchema(key).safeParse(value)
  if (value !== null && !parsed.success) throw ApiError.badRequest('INVALID_OPTION_VALUE')
  await setSiteOption(c.get('runtime').database.db, {
    siteId: c.get('site').id,
    key,
    value: (value === null ? null : parsed.data) as never,
  })
  return ok(c, { key, value })
})
