import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { createSiteTestApp } from '../testing/site-test-app'
import { createProduct } from './catalog-write'

/**
 * Issue 11 §1: what one category page render asks the database, through the real site (Hono app,
 * middleware, root and route loaders). On PGlite the queries run one at a time in the server's own
 * thread, so their number is the page's cost: this pins it. A query per product, or the slug
 * resolved again (route, language alternates, page), makes it fail.
 */
type Site = Awaited<ReturnType<typeof createSiteTestApp>>
let vite: ViteDevServer
let site: Site
let recorded: string[] | null = null

/** The statements one page request runs. Each call has its own query string: never a cache hit. */
let requestNumber = 0
async function queriesOf(path: string): Promise<{ status: number; html: string; queries: string[] }> {
  requestNumber += 1
  const queries: string[] = []
  recorded = queries
  try {
    const response = await site.app.request(`${path}?request=${requestNumber}`)
    return { status: response.status, html: await response.text(), queries }
  } finally {
    recorded = null
  }
}

/** The slug lookup reads the translations table twice (the slug, then every language's slug). */
const isSlugLookup = (query: string) => /from "product_category_translations" "matched"/.test(query)
const readsProducts = (query: string) => /^select .* from "products"/.test(query)

beforeAll(async () => {
  vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' })
  const harness = (await vite.ssrLoadModule('/server/testing/site-test-app.ts')) as { createSiteTestApp: typeof createSiteTestApp }
  site = await harness.createSiteTestApp({ logQuery: (query) => recorded?.push(query) })
}, 240_000)
afterAll(async () => {
  await site?.runtime.dispose()
  await vite?.close()
})

describe('category page queries', () => {
  it('renders a category page with a fixed number of queries, resolving its slug once', async () => {
    // The first render fills the per-process site cache (sites, options, layout, menus).
    expect((await queriesOf('/shop/dnevni-boravak')).status).toBe(200)
    const page = await queriesOf('/shop/dnevni-boravak')
    expect(page.status).toBe(200)
    expect(page.html).toContain('Sofa Sava')
    // The English alternate link comes from the same slug lookup as the page.
    expect(page.html).toContain('/en/shop/living-room')
    const listing = (queries: string[]) => queries.map((query, index) => `${index + 1}. ${query.slice(0, 140)}`).join('\n')
    expect(page.queries.filter(isSlugLookup), listing(page.queries)).toHaveLength(1)
    // Redirect lookup, slug, category, the panel's attributes (2), the product page, the filter
    // counts, the featured ids, the cards (their images would be one more; these products have none).
    expect(page.queries, listing(page.queries)).toHaveLength(9)
  })

  it('asks no more when the category holds more products', async () => {
    const before = await queriesOf('/shop/dnevni-boravak')
    const { db } = site.runtime.database
    const categoryId = Number(/category:(\d+)/.exec(((await site.app.request('/shop/dnevni-boravak?tags=1')).headers.get('cache-tag') ?? ''))?.[1])
    expect(categoryId).toBeGreaterThan(0)
    for (const n of [1, 2, 3, 4]) {
      await createProduct(db, {
        siteId: site.runtime.site.id,
        sku: `COUNT-${n}`,
        price: 5_000 * n,
        stockQuantity: 3,
        featured: n === 1,
        categoryIds: [categoryId],
        translations: [{ locale: 'hr', name: `Polica ${n}` }],
      })
    }
    const after = await queriesOf('/shop/dnevni-boravak')
    expect(after.html).toContain('Polica 4')
    expect(after.queries.length, after.queries.join('\n')).toBe(before.queries.length)
    expect(after.queries.filter(readsProducts)).toHaveLength(before.queries.filter(readsProducts).length)
  })
})
