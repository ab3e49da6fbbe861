import { randomUUID } from 'node:crypto'
import type { Db } from '../db/client'
import { layoutElements, navigationItems, pages, terms } from '../db/schema'

/** A small multilingual site for CMS tests: home, an about page in three languages, a draft. */
export async function seedCmsFixture(db: Db, siteId: number) {
  const home = randomUUID()
  const about = randomUUID()
  const draft = randomUUID()
  const text = (html: string) => [
    { id: 's1', handler: 'rich-text', parts: { html }, options: {}, mobileOptions: {}, meta: {} },
  ]
  await db.insert(pages).values([
    { siteId, locale: 'hr', translationGroup: home, slug: 'pocetna', title: 'Početna', status: 'published', sections: text('<p>Dobro došli</p>') },
    { siteId, locale: 'en', translationGroup: home, slug: 'pocetna', title: 'Home', status: 'published', sections: text('<p>Welcome</p>') },
    { siteId, locale: 'de', translationGroup: home, slug: 'pocetna', title: 'Start', status: 'published', sections: text('<p>Willkommen</p>') },
    { siteId, locale: 'hr', translationGroup: about, slug: 'o-projektu', title: 'O projektu', status: 'published', sections: text('<p>O nama</p>') },
    { siteId, locale: 'en', translationGroup: about, slug: 'about-the-project', title: 'About', status: 'published', sections: text('<p>About</p>') },
    { siteId, locale: 'hr', translationGroup: draft, slug: 'skica', title: 'Skica', status: 'draft', sections: [] },
  ])
  const [parent] = await db
    .insert(navigationItems)
    .values({ siteId, tree: 'main', locale: 'hr', position: 1, title: 'O projektu', link: { kind: 'page', group: about } })
    .returning()
  const [child] = await db
    .insert(navigationItems)
    .values({ siteId, tree: 'main', locale: 'hr', parentId: parent!.id, position: 0, title: 'Košarica', link: { kind: 'route', route: 'cart' } })
    .returning()
  const [grandchild] = await db
    .insert(navigationItems)
    .values({ siteId, tree: 'main', locale: 'hr', parentId: child!.id, position: 0, title: 'Vanjski', link: { kind: 'url', href: 'https://example.org/' } })
    .returning()
  await db.insert(navigationItems).values([
    { siteId, tree: 'main', locale: 'hr', position: 0, title: 'Početna', link: { kind: 'page', group: home } },
    { siteId, tree: 'main', locale: 'hr', position: 2, title: 'Skica', link: { kind: 'page', group: draft } },
    { siteId, tree: 'main', locale: 'hr', parentId: grandchild!.id, position: 0, title: 'Četvrta razina', link: { kind: 'route', route: 'shop' } },
  ])
  await db.insert(layoutElements).values([
    { siteId, handler: 'header-section', title: 'Zaglavlje', locale: 'hr', parts: { brandName: 'Test' } },
    { siteId, handler: 'footer-section', title: 'Podnožje', locale: 'hr', parts: { contactBlocks: [] } },
    { siteId, handler: 'header-section', title: 'Header', locale: 'en', parts: { brandName: 'Test EN' } },
  ])
  const termGroup = randomUUID()
  await db.insert(terms).values([
    { siteId, locale: 'hr', type: 'postCategory', translationGroup: termGroup, slug: 'novosti', title: 'Novosti' },
    { siteId, locale: 'en', type: 'postCategory', translationGroup: termGroup, slug: 'news', title: 'News' },
  ])
  return { home, about, draft }
}
