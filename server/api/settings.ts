import { Hono } from 'hono'
import { z } from 'zod'
import { isBackoffice } from '../auth/access'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseQuery } from '../http/validate'
import { localeDescriptor } from '../site/locale-descriptor'
import { listStores } from '../site/store-service'
import { listCountries, listLanguages, listSites, resolveSite } from '../site/site-service'
import { generalSettingsQuerySchema } from '../../common/settings/general-settings'
import { readGeneralSettings } from '../settings/general-settings'

export const commonsSchema = z.object({ type: z.enum(['languages', 'countries', 'stores']) })

/** §7 commons (languages, countries and the site's stores) and the general settings, under `/api/v1/settings`. */
export const settingsApiV1 = new Hono<AppEnv>()
  .get('/commons', async (c) => {
    const { type } = parseQuery(c, commonsSchema)
    const { db } = c.get('runtime').database
    if (type === 'languages') {
      const rows = await listLanguages(db)
      // §3 Language beside its Locale: the Locale's `code` is two letters, so it is nested, not merged.
      const site = c.get('site')
      return ok(c, rows.map((row) => ({ id: row.id, code: row.code, code2: row.code2, names: row.names, locale: localeDescriptor(row.code2, site) })))
    }
    if (type === 'stores') return ok(c, await listStores(db, c.get('site').id))
    const rows = await listCountries(db)
    const locale = c.get('locale')
    return ok(
      c,
      rows.map((row) => ({ id: row.id, iso: row.iso, name: row.names[locale] ?? row.iso, isEu: row.isEu })),
    )
  })
  .get('/general/user', async (c) => {
    const query = parseQuery(c, generalSettingsQuerySchema)
    return ok(c, await readGeneralSettings(c.get('runtime').database.db, c.get('site').id, c.get('user'), query))
  })
  .post('/domain/filter', async (c) => {
    const rows = await listSites(c.get('runtime').database.db)
    return ok(c, {
      records: rows.map((site) => ({ id: site.id, name: site.name, url: site.hosts[0] ? `https://${site.hosts[0]}` : null })),
    })
  })

/** §7 `domainDetect` (v2): which site a client is, from its Referer/Origin (else the Host); its API key only for the backoffice. */
export const settingsApiV2 = new Hono<AppEnv>().post('/domainDetect', async (c) => {
  const source = c.req.header('referer') ?? c.req.header('origin')
  let host = c.req.header('host') ?? null
  if (source) {
    try {
      host = new URL(source).host
    } catch {
      // An unparsable Referer is ignored; the Host header still identifies the site.
    }
  }
  const site = (await resolveSite(c.get('runtime').database.db, host)) ?? c.get('site')
  // The API key identifies an integration, not a visitor: anyone could otherwise read it off the
  // public site and act as that integration. Only backoffice users (who configure one) get it.
  const apiKeyToken = isBackoffice(c.get('user')) ? site.apiKeyToken : null
  return ok(c, { apiKeyToken, siteID: site.id, name: site.name })
})
