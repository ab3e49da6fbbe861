import { and, asc, eq } from 'drizzle-orm'
import { readSiteOptions, type SiteOptionKey, type SiteOptions } from '../../common/settings/site-options'
import { cachedForSite, invalidateSiteCache } from '../cache/site-cache'
import { pageTags } from '../page-cache/tags'
import type { Db } from '../db/client'
import { countries, languages, siteOptions, sites } from '../db/schema'

export interface Site {
  id: number
  name: string
  apiKeyToken: string
  hosts: string[]
}

/**
 * The site a request is for: the one listing the request's host name, else the default site.
 * Port numbers are ignored so `localhost:3000` and `localhost` are the same site.
 */
export async function resolveSite(db: Db, host: string | null | undefined): Promise<Site | null> {
  const hostname = (host ?? '').split(':')[0]?.toLowerCase() ?? ''
  // Every request asks: the (short) site list is kept in the site cache.
  const all = await cachedForSite(db, '*', 'sites', () => db.select().from(sites).orderBy(asc(sites.id)))
  return (hostname ? all.find((site) => site.hosts.includes(hostname)) : undefined) ?? all.find((site) => site.isDefault) ?? null
}

export function getSiteOptions(db: Db, siteId: number): Promise<SiteOptions> {
  return cachedForSite(db, siteId, 'options', async () =>
    readSiteOptions(await db.select().from(siteOptions).where(eq(siteOptions.siteId, siteId))),
  )
}

export async function listSiteOptionRows(db: Db, siteId: number, keys?: string[]) {
  const rows = await db
    .select({ key: siteOptions.key, value: siteOptions.value })
    .from(siteOptions)
    .where(eq(siteOptions.siteId, siteId))
    .orderBy(asc(siteOptions.key))
  return keys?.length ? rows.filter((row) => keys.includes(row.key)) : rows
}

export async function setSiteOption<K extends SiteOptionKey>(
  db: Db,
  input: { siteId: number; key: K; value: SiteOptions[K] },
): Promise<void> {
  // A null option means "use the default": the row goes, so the schema's fallback applies.
  if (input.value === null) {
    await db.delete(siteOptions).where(and(eq(siteOptions.siteId, input.siteId), eq(siteOptions.key, input.key)))
    invalidateSiteCache(db, input.siteId, [pageTags.options])
    return
  }
  await db
    .insert(siteOptions)
    .values({ siteId: input.siteId, key: input.key, value: input.value, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [siteOptions.siteId, siteOptions.key],
      set: { value: input.value, updatedAt: new Date() },
    })
  invalidateSiteCache(db, input.siteId, [pageTags.options])
}

export async function listLanguages(db: Db) {
  return db.select().from(languages).where(eq(languages.isActive, true)).orderBy(asc(languages.position))
}

export async function listCountries(db: Db, options: { euOnly?: boolean } = {}) {
  return db
    .select()
    .from(countries)
    .where(options.euOnly ? eq(countries.isEu, true) : undefined)
    .orderBy(asc(countries.iso))
}

export async function listSites(db: Db): Promise<Site[]> {
  return db.select().from(sites).orderBy(asc(sites.id))
}
