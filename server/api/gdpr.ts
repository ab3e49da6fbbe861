import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { consentLogPayloadSchema } from '../../common/consent/consent-log'
import { createConsentLog } from '../gdpr'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson } from '../http/validate'

/** §7 GDPR calls under `/api/v1/gdpr`. */
export const gdprApi = new Hono<AppEnv>().post('/web/consent/log/create', async (c) => {
  const payload = await parseJson(c, consentLogPayloadSchema)
  const row = await createConsentLog(c.get('runtime').database.db, payload, {
    siteId: c.get('site').id,
    locale: c.get('locale'),
    ip: clientIp(c),
    userAgent: c.req.header('user-agent') ?? null,
  })
  return ok(
    c,
    { id: row.id, status: row.status, statusTimestamp: row.statusTimestamp.toISOString(), consents: row.consents },
    201,
  )
})

/**
 * The visitor's address: the first X-Forwarded-For hop when a proxy set one, else the socket's.
 * It is only stored truncated, so a forged header cannot do more than mislabel one log row.
 */
function clientIp(c: Context<AppEnv>): string | null {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  if (forwarded) return forwarded
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    // `app.request()` in tests has no socket.
    return null
  }
}
