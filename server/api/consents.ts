import { Hono, type Context } from 'hono'
import { consentAssignmentSchema, consentFilterSchema, consentTextSaveSchema } from '../../common/consent/consents'
import { hasScope, requireUser, type AuthUser } from '../auth/access'
import { recordAudit } from '../audit/audit-log'
import { filterConsents, saveConsentAssignment, saveConsentAudited } from '../gdpr'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson } from '../http/validate'

/** Consent texts and where they are asked for are settings of the site: `settings` or `admin` scope. */
export function canManageConsents(user: AuthUser | null | undefined): boolean {
  return hasScope(user, 'settings') || hasScope(user, 'admin')
}

export function requireConsentManager(c: Context<AppEnv>): AuthUser {
  const user = requireUser(c.get('user'))
  if (!canManageConsents(user)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden')
  return user
}

const db = (c: Context<AppEnv>) => c.get('runtime').database.db

/** §7 CMS consent calls under `/api/v1/cms/consent` (backoffice; every write audited). */
export const cmsConsentApi = new Hono<AppEnv>()
  .post('/create', async (c) => {
    const user = requireConsentManager(c)
    const input = await parseJson(c, consentAssignmentSchema)
    const siteId = c.get('site').id
    const saved = await db(c).transaction(async (tx) => {
      const result = await saveConsentAssignment(tx, { ...input, siteId })
      await recordAudit(tx, {
        siteId,
        actor: user,
        action: 'consent.assign',
        entityType: 'consent_assignment',
        entityId: input.assigned_to,
        before: result.before,
        after: result.assignment,
      })
      return result.assignment
    })
    return ok(c, saved, 201)
  })
  .post('/text/save', async (c) => {
    const user = requireConsentManager(c)
    const input = await parseJson(c, consentTextSaveSchema)
    const saved = await saveConsentAudited(db(c), { ...input, siteId: c.get('site').id, actor: user })
    return ok(c, saved, input.id ? 200 : 201)
  })
  .post('/filter', async (c) => {
    requireConsentManager(c)
    const input = await parseJson(c, consentFilterSchema)
    return ok(c, await filterConsents(db(c), { ...input, siteId: c.get('site').id }))
  })
