import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCmsFixture } from '../cms/cms-fixtures.test-helpers'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { countSitemapProducts, listSitemapCategories, listSitemapProducts } from '../catalog'
import { buildSitemap } from './sitemap'
import { seedSeoCatalog } from './seo-fixtures.test-helpers'

const origin = 'https://vrtovisave.hr'
let runtime: TestRuntime
let ids: Awaited<ReturnType<typeof seedSeoCatalog>>
beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedCmsFixture(runtime.database.db, runtime.site.id)
  ids = await seedSeoCatalog(runtime.database.db, runtime.site.id)
})
afterAll(() => runtime.dispose())

const sitemap = (input: { page?: number; limit?: number } = {}) =>
  buildSitemap(runtime.database.db, { siteId: runtime.site.id, origin, ...input })
const locs = (xml: string | null) => [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
const urlBlock = (xml: string | null, loc: string) => (xml ?? '').split('<url>').find((block) => block.includes(`<loc>${origin}${loc}</loc>`))

describe('sitemap.xml', () => {
  it('lists published pages, categories and products in every language, and nothing else', async () => {
    const xml = await sitemap()
    expect(locs(xml).sort()).toEqual(
      [
        '/', '/de', '/en', '/en/about-the-project', '/o-projektu',
        '/shop/namjestaj', '/en/shop/furniture', '/de/shop/moebel',
        '/shop/rasvjeta', '/en/shop/rasvjeta', '/de/shop/rasvjeta',
        '/product/sofa-sava', '/en/product/sava-sofa', '/de/produkt/sofa-save',
        '/product/lampa', '/en/product/lampa', '/de/produkt/lampa',
      ].map((path) => origin + path).sort(),
    )
    // Drafts, archived products and variants of a configurable product have no page of their own.
    expect(xml).not.toContain('skica')
    expect(xml).not.toContain('stari-stol')
    expect(xml).not.toContain('sofa-sava-1')
    expect(xml?.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
  })

  it('gives every URL a lastmod and its language versions as hreflang alternates', async () => {
    const xml = await sitemap()
    expect((xml?.match(/<url>/g) ?? []).length).toBe((xml?.match(/<lastmod>/g) ?? []).length)
    const about = urlBlock(xml, '/o-projektu')
    expect(about).toContain(`hreflang="en" href="${origin}/en/about-the-project"`)
    expect(about).toContain(`hreflang="x-default" href="${origin}/o-projektu"`)
    const sofa = urlBlock(xml, '/de/produkt/sofa-save')
    expect(sofa).toContain(`<lastmod>${ids.changedAt.toISOString()}</lastmod>`)
    expect(sofa).toContain(`hreflang="hr" href="${origin}/product/sofa-sava"`)
    expect(sofa).toContain(`hreflang="en" href="${origin}/en/product/sava-sofa"`)
    expect(sofa).toContain(`hreflang="x-default" href="${origin}/product/sofa-sava"`)
    const category = urlBlock(xml, '/en/shop/furniture')
    expect(category).toContain(`hreflang="de" href="${origin}/de/shop/moebel"`)
    // A category changes when its products do: it is at least as new as the sofa's change.
    const categoryLastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(category ?? '')?.[1]
    expect(new Date(categoryLastmod ?? 0).getTime()).toBeGreaterThanOrEqual(ids.changedAt.getTime())
  })

  it('becomes a sitemap index of numbered files above the URL limit', async () => {
    const all = locs(await sitemap())
    const index = await sitemap({ limit: 5 })
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const files = Math.ceil(all.length / 5)
    expect(locs(index)).toEqual(Array.from({ length: files }, (_, i) => `${origin}/sitemap.xml?page=${i + 1}`))
    expect((index?.match(/<lastmod>/g) ?? []).length).toBe(files)
    const pages = await Promise.all(Array.from({ length: files }, (_, i) => sitemap({ limit: 5, page: i + 1 })))
    for (const page of pages) expect(locs(page).length).toBeLessThanOrEqual(5)
    expect(pages.flatMap(locs)).toEqual(all)
    expect(await sitemap({ limit: 5, page: files + 1 })).toBeNull()
    // Unsplit, there are no numbered files (no duplicate of the one sitemap).
    expect(await sitemap({ page: 1 })).toBeNull()
  })

  it('reads the catalogue a slice at a time: a numbered file never loads more than its own entities', async () => {
    const { db } = runtime.database
    const siteId = runtime.site.id
    const all = await listSitemapProducts(db, siteId, { offset: 0, limit: 1000 })
    expect(all).toHaveLength(await countSitemapProducts(db, siteId))
    expect(all.length).toBeGreaterThan(1)
    expect(await listSitemapProducts(db, siteId, { offset: 1, limit: 1 })).toEqual([all[1]])
    expect(await listSitemapCategories(db, siteId, { offset: 0, limit: 1 })).toHaveLength(1)
  })
})
