import { randomUUID } from 'node:crypto'
import type { Db } from '../../client'
import { insertPage } from './build'
import type { DemoMedia } from './index'
import { aboutPage } from './pages/about'
import { apartmentsPage } from './pages/apartments'
import { contactPage } from './pages/contact'
import { demoPageKeys, type DemoContext, type DemoPage, type DemoPageGroups, type DemoPageKey } from './pages/context'
import { galleryPage } from './pages/gallery'
import { homePage } from './pages/home'
import { locationPage } from './pages/location'
import { privacyPage } from './pages/privacy'
import { termsPage } from './pages/terms'

export type { DemoPageGroups } from './pages/context'

const builders: Record<DemoPageKey, (ctx: DemoContext) => DemoPage> = {
  home: homePage,
  about: aboutPage,
  location: locationPage,
  apartments: apartmentsPage,
  gallery: galleryPage,
  contact: contactPage,
  privacy: privacyPage,
  terms: termsPage,
}

/**
 * The demo site's pages in Croatian, English and German. Translation groups are chosen up front,
 * so pages can link to each other before they exist.
 */
export async function seedDemoPages(db: Db, input: { siteId: number; media: DemoMedia }): Promise<DemoPageGroups> {
  const groups = Object.fromEntries(demoPageKeys.map((key) => [key, randomUUID()])) as DemoPageGroups
  const ctx: DemoContext = { media: input.media, groups }
  for (const key of demoPageKeys) {
    await insertPage(db, { siteId: input.siteId, group: groups[key], versions: builders[key](ctx) })
  }
  return groups
}
