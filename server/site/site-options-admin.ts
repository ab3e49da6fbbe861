import { and, eq, inArray } from 'drizzle-orm'
import type { SiteOptionsForm } from '../../common/settings/site-options-form'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { invalidateSiteCache } from '../cache/site-cache'
import { pageTags } from '../page-cache/tags'
import type { Db } from '../db/client'
import { countries, pages, siteOptions } from '../db/schema'
import { ApiError } from '../http/api-error'
import { getSiteOptions } from './site-service'

/**
 * Saves the owner's site options in one transaction with one audit row holding what changed.
 * The home page must be a page of this site, and every allowed country one the shop knows.
 */
export async function saveSiteOptions(db: Db, input: { siteId: number; actor: AuditActor; values: SiteOptionsForm }): Promise<void> {
  const { siteId, actor, values } = input
  const home = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.slug, values.HomePageSlug)))
    .limit(1)
  if (home.length === 0) throw ApiError.badRequest('UNKNOWN_HOME_PAGE', { HomePageSlug: 'admin.settings.unknownHomePage' })
  if (values.AllowedCountries !== 'ALL') {
    const known = await db.select({ iso: countries.iso }).from(countries).where(inArray(countries.iso, values.AllowedCountries))
    if (known.length !== new Set(values.AllowedCountries).size) {
      throw ApiError.badRequest('UNKNOWN_COUNTRY', { AllowedCountries: 'admin.settings.unknownCountry' })
    }
  }
  const before = await getSiteOptions(db, siteId)
  const changed = (Object.keys(values) as (keyof SiteOptionsForm)[]).filter(
    (key) => values[key] !== undefined && JSON.stringify(before[key]) !== JSON.stringify(values[key]),
  )
  if (changed.length === 0) return
  const now = new Date()
  await db.transaction(async (tx) => {
    for (const key of changed) {
      const value = values[key]
      if (value === null) {
        await tx.delete(siteOptions).where(and(eq(siteOptions.siteId, siteId), eq(siteOptions.key, key)))
        continue
      }
      await tx
        .insert(siteOptions)
        .values({ siteId, key, value, updatedAt: now })
        .onConflictDoUpdate({ target: [siteOptions.siteId, siteOptions.key], set: { value, updatedAt: now } })
    }
    await recordAudit(tx, {
      siteId,
      actor,
      action: 'site.options.update',
      entityType: 'site',
      entityId: siteId,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, values[key]])),
    })
  })
  invalidateSiteCache(db, siteId, [pageTags.options])
}
