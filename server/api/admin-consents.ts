import { Hono, type Context } from 'hono'
import { adminPagingSchema } from '../../common/admin/paging'
import { consentLogFilterSchema, consentPlacesSchema } from '../../common/consent/consents'
import { z } from '../../common/validation/z'
import { consentByNumber, consentLogPage, exportConsentLog, setConsentPlaces } from '../gdpr'
import { toCsv } from '../http/csv'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'
import { requireConsentManager } from './consents'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db
export const consentSlugParam = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\p{L}\p{N}._-]+$/u)
const consentOf = (c: Context<AppEnv>) => consentByNumber(db(c), c.get('site').id, parseValue(c, consentSlugParam, c.req.param('slug')))

/**
 * Issue 14 consents under `/api/v1/backoffice/consents` (texts and assignments are `cms/consent/*`):
 * one consent, its log (filtered, paged, CSV) and where it is asked for. Scope `settings` or `admin`.
 */
export const adminConsentsApi = new Hono<AppEnv>()
  .get('/:slug', async (c) => {
    requireConsentManager(c)
    return ok(c, await consentOf(c))
  })
  .get('/:slug/log', async (c) => {
    requireConsentManager(c)
    const consent = await consentOf(c)
    const filter = parseQuery(c, consentLogFilterSchema)
    const paging = adminPagingSchema.parse(c.req.query())
    return ok(c, await consentLogPage(db(c), { siteId: c.get('site').id, consentId: consent.id, filter, paging }))
  })
  .get('/:slug/log.csv', async (c) => {
    requireConsentManager(c)
    const consent = await consentOf(c)
    const rows = await exportConsentLog(db(c), { siteId: c.get('site').id, consentId: consent.id, filter: parseQuery(c, consentLogFilterSchema) })
    const csv = toCsv([
      ['Vrijeme', 'Status', 'Verzija', 'Izvor', 'E-mail', 'Korisnik', 'Jezik', 'IP (skraćen)'],
      ...rows.map((row) => [row.createdAt, row.status, row.version, row.sourceType, row.email, row.userId, row.locale, row.ipTruncated]),
    ])
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="consent-${consent.uniqueNumber}-log.csv"`,
    })
  })
  .put('/:slug/places', async (c) => {
    const user = requireConsentManager(c)
    const consent = await consentOf(c)
    const input = await parseJson(c, consentPlacesSchema)
    return ok(c, await setConsentPlaces(db(c), { ...input, siteId: c.get('site').id, consentId: consent.id, actor: user }))
  })
