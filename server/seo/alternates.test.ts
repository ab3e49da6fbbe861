import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCmsFixture } from '../cms/cms-fixtures.test-helpers'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { alternatePaths } from './alternates'
import { resolveCatalogPath } from './catalog-paths'
import { seedSeoCatalog } from './seo-fixtures.test-helpers'

let runtime: TestRuntime
let ids: Awaited<ReturnType<typeof seedSeoCatalog>>
beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedCmsFixture(runtime.database.db, runtime.site.id)
  ids = await seedSeoCatalog(runtime.database.db, runtime.site.id)
})
afterAll(() => runtime.dispose())

const alternates = (path: string) => alternatePaths(runtime.database.db, { siteId: runtime.site.id, path, homeSlug: 'pocetna' })

describe('hreflang alternates of catalogue pages', () => {
  const category = { hr: '/shop/namjestaj', en: '/en/shop/furniture', de: '/de/shop/moebel' }
  const product = { hr: '/product/sofa-sava', en: '/en/product/sava-sofa', de: '/de/produkt/sofa-save' }

  it.each(Object.values(category))('a category page at %s names each language’s own slug', async (path) => {
    expect(await alternates(path)).toEqual(category)
  })

  it.each(Object.values(product))('a product page at %s names each language’s own slug and path', async (path) => {
    expect(await alternates(path)).toEqual(product)
  })

  it('keeps the filters of a category page on every language', async () => {
    expect(await alternates('/en/shop/furniture?page=2')).toEqual({
      hr: '/shop/namjestaj?page=2',
      en: '/en/shop/furniture?page=2',
      de: '/de/shop/moebel?page=2',
    })
  })

  it('falls back to the hr slug where a language has no translation', async () => {
    expect(await alternates('/en/product/lampa')).toEqual({ hr: '/product/lampa', en: '/en/product/lampa', de: '/de/produkt/lampa' })
  })

  it('leaves CMS pages and unknown slugs to the page finder', async () => {
    expect(await alternates('/o-projektu')).toEqual({ hr: '/o-projektu', en: '/en/about-the-project', de: '/de' })
    expect(await alternates('/shop/nema-je')).toEqual({ hr: '/shop/nema-je', en: '/en/shop/nema-je', de: '/de/shop/nema-je' })
  })

  it('answers §7 getUrlOnLanguage with the other language’s slug', async () => {
    const app = createTestApp(runtime)
    const response = await app.request('/api/v1/cms/finder/getUrlOnLanguage', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/product/sofa-sava', language: 'de' }),
    })
    expect(await readJson(response)).toEqual({ data: { url: '/de/produkt/sofa-save' }, errored: false })
  })
})

describe('one URL per catalogue page and language', () => {
  const resolve = (route: 'shop' | 'product', locale: 'hr' | 'en' | 'de', slug: string, search = '') =>
    resolveCatalogPath(runtime.database.db, { siteId: runtime.site.id, route, locale, slug, search })

  it('accepts the language’s own slug as it is', async () => {
    expect(await resolve('shop', 'hr', 'namjestaj')).toEqual({ id: ids.furniture, redirectTo: null })
    expect(await resolve('product', 'de', 'sofa-save')).toEqual({ id: ids.sofa, redirectTo: null })
  })

  it('sends another language’s slug to this language’s own, keeping the query', async () => {
    expect(await resolve('shop', 'hr', 'furniture', '?boja=1')).toEqual({ id: ids.furniture, redirectTo: '/shop/namjestaj?boja=1' })
    expect(await resolve('shop', 'en', 'moebel')).toEqual({ id: ids.furniture, redirectTo: '/en/shop/furniture' })
    expect(await resolve('product', 'de', 'sava-sofa')).toEqual({ id: ids.sofa, redirectTo: '/de/produkt/sofa-save' })
  })

  it('finds nothing for an unknown slug', async () => {
    expect(await resolve('product', 'hr', 'nema-ga')).toBeNull()
  })
})
