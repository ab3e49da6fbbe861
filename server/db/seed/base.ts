import { randomBytes } from 'node:crypto'
import type { SiteOptions } from '../../../common/settings/site-options'
import type { Db } from '../client'
import { countries, languages, siteOptions, sites } from '../schema'
import { seedConsents } from './consents'
import { createDefaultStore } from '../../site/store-service'

/** EU members plus the neighbours a Croatian shop most often ships to. */
const countryList: { iso: string; hr: string; en: string; de: string; isEu: boolean }[] = [
  { iso: 'HR', hr: 'Hrvatska', en: 'Croatia', de: 'Kroatien', isEu: true },
  { iso: 'SI', hr: 'Slovenija', en: 'Slovenia', de: 'Slowenien', isEu: true },
  { iso: 'AT', hr: 'Austrija', en: 'Austria', de: 'Österreich', isEu: true },
  { iso: 'DE', hr: 'Njemačka', en: 'Germany', de: 'Deutschland', isEu: true },
  { iso: 'IT', hr: 'Italija', en: 'Italy', de: 'Italien', isEu: true },
  { iso: 'HU', hr: 'Mađarska', en: 'Hungary', de: 'Ungarn', isEu: true },
  { iso: 'CZ', hr: 'Češka', en: 'Czechia', de: 'Tschechien', isEu: true },
  { iso: 'SK', hr: 'Slovačka', en: 'Slovakia', de: 'Slowakei', isEu: true },
  { iso: 'PL', hr: 'Poljska', en: 'Poland', de: 'Polen', isEu: true },
  { iso: 'FR', hr: 'Francuska', en: 'France', de: 'Frankreich', isEu: true },
  { iso: 'NL', hr: 'Nizozemska', en: 'Netherlands', de: 'Niederlande', isEu: true },
  { iso: 'BE', hr: 'Belgija', en: 'Belgium', de: 'Belgien', isEu: true },
  { iso: 'ES', hr: 'Španjolska', en: 'Spain', de: 'Spanien', isEu: true },
  { iso: 'BA', hr: 'Bosna i Hercegovina', en: 'Bosnia and Herzegovina', de: 'Bosnien und Herzegowina', isEu: false },
  { iso: 'RS', hr: 'Srbija', en: 'Serbia', de: 'Serbien', isEu: false },
  { iso: 'ME', hr: 'Crna Gora', en: 'Montenegro', de: 'Montenegro', isEu: false },
  { iso: 'CH', hr: 'Švicarska', en: 'Switzerland', de: 'Schweiz', isEu: false },
]

export const baseOptions: Partial<SiteOptions> = {
  DefaultLanguage: 'hr',
  HomePageSlug: 'pocetna',
  SiteName: 'Izlog',
  MaintenanceMode: false,
  CartAddition: 2,
  SitemapExcludedSlugs: [],
  CommentsRequireApproval: true,
  ReviewsEnabled: true,
  GitlabProjectId: null,
}

/** What every install needs before anything else: its site, languages, countries, options and consent texts. */
export async function seedBase(db: Db, input: { siteName: string; options?: Partial<SiteOptions> }) {
  const [site] = await db
    .insert(sites)
    .values({
      name: input.siteName,
      hosts: ['localhost', '127.0.0.1'],
      isDefault: true,
      apiKeyToken: randomBytes(18).toString('base64url'),
    })
    .returning()
  if (!site) throw new Error('site insert returned nothing')
  await db.insert(languages).values([
    { code: 'hrv', code2: 'hr', names: { hr: 'Hrvatski', en: 'Croatian', de: 'Kroatisch' }, position: 0 },
    { code: 'eng', code2: 'en', names: { hr: 'Engleski', en: 'English', de: 'Englisch' }, position: 1 },
    { code: 'deu', code2: 'de', names: { hr: 'Njemački', en: 'German', de: 'Deutsch' }, position: 2 },
  ])
  await db
    .insert(countries)
    .values(countryList.map((c) => ({ iso: c.iso, isEu: c.isEu, names: { hr: c.hr, en: c.en, de: c.de } })))
  const options = { ...baseOptions, SiteName: input.siteName, ...input.options }
  await createDefaultStore(db, { siteId: site.id, name: input.siteName, language: options.DefaultLanguage ?? 'hr' })
  await db
    .insert(siteOptions)
    .values(
      Object.entries(options)
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([key, value]) => ({ siteId: site.id, key, value })),
    )
  await seedConsents(db, site.id)
  return site
}
