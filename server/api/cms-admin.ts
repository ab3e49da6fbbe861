import { Hono } from 'hono'
import { z } from 'zod'
import { siteOptionsSchema, type SiteOptionKey } from '../../common/settings/site-options'
import { requireScope } from '../auth/access'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson } from '../http/validate'
import { setSiteOption } from '../site/site-service'

const optionKeys = Object.keys(siteOptionsSchema.shape) as [SiteOptionKey, ...SiteOptionKey[]]
export const updateSchema = z.object({ key: z.enum(optionKeys), value: z.unknown() })

/**
 * Backoffice CMS calls under `/api/v1/cms` that change things; each needs its scope (403
 * otherwise). `option/update` sets one site option, e.g. MaintenanceMode.
 */
export const cmsAdminApi = new Hono<AppEnv>().put('/option/update', async (c) => {
  requireScope(c.get('user'), 'settings')
  const { key, value } = await parseJson(c, updateSchema)
  // Validate the value with the option's own schema, without its fallback (`.catch`) defaults.
  const optionSchema = siteOptionsSchema.shape[key]
  const strict = 'unwrap' in optionSchema && typeof optionSchema.unwrap === 'function' ? optionSchema.unwrap() : optionSchema
  const parsed = (strict as z.ZodType).safeParse(value)
  if (value !== null && !parsed.success) throw ApiError.badRequest('INVALID_OPTION_VALUE')
  await setSiteOption(c.get('runtime').database.db, {
    siteId: c.get('site').id,
    key,
    value: (value === null ? null : parsed.data) as never,
  })
  return ok(c, { key, value })
})
