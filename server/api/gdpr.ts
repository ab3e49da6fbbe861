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
    // The one client-IP rule (server/auth/client-ip.ts): X-Forwarded-For only behind TRUST_PROXY,
    // so a visitor cannot write someone else's address into the consent record.
    ip: c.get('clientIp'),
    userAgent: c.req.header('user-agent') ?? null,
  })
  return ok(
    c,
    { id: row.id, status: row.status, statusTimestamp: row.statusTimestamp.toISOString(), consents: row.consents },
    201,
  )
})
