import { and, asc, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../../common/money'
import { attributeValues, categoryFacets, media, products } from '../db/schema'
import { startCachedSite, type CachedSite } from '../page-cache/page-cache-site.test-helpers'

/**
 * ADR 033: the category page's data cache serves renders the whole-page cache does not answer (a
 * logged-in user here). Each kind of catalogue write that changes a listing, through the API the
 * admin uses, makes the next render show the change: the write's purge (before it answered) made
 * the cached data invalid. Each test first proves the data was cached: a render read no product.
 */
let s: CachedSite
let recorded: string[] | null = null
let productId: number
let productPath: string
let categoryId: number
const categoryPath = '/shop/dnevni-boravak'

/** The category page's own reads: products (cards, ids) and the filter counts. */
const isListingQuery = (query: string) => /from "products"|from products|"category_facets"|from category_products/i.test(query)

/** The page as the manager sees it (the whole-page cache is bypassed), and whether its listing was read from the database. */
async function render(): Promise<{ html: string; readListing: boolean }> {
  const queries: string[] = []
  recorded = queries
  try {
    const answer = await s.page(categoryPath, s.staff)
    expect([answer.status, answer.cache]).toEqual([200, 'bypass'])
    return { html: answer.html, readListing: queries.some(isListingQuery) }
  } finally {
    recorded = null
  }
}

/** Renders until the listing is cached: the next render reads none of it. */
async function warm(): Promise<void> {
  await render()
  expect((await render()).readListing).toBe(false)
}

/** The render after a write: the listing read again, with the change. */
async function renderAfterWrite(): Promise<string> {
  const after = await render()
  expect(after.readListing).toBe(true)
  return after.html
}

beforeAll(async () => {
  s = await startCachedSite({ logQuery: (query) => recorded?.push(query) })
  const found = await s.categoryAndProduct(categoryPath)
  ;[categoryId, productPath, productId] = [found.categoryId, found.productPath, found.productId]
}, 240_000)
afterAll(async () => {
  await s?.close()
})

describe('the category page data cache after catalogue writes', () => {
  it('a price from the product editor', async () => {
    await warm()
    let price = 0
    await s.saveProduct(productId, (product) => ({ price: (price = product.price + 3_456) }))
    expect(await renderAfterWrite()).toContain(formatMoney(price, 'hr'))
  })

  it('stock from the list quick edit: the card can no longer be bought', async () => {
    const { db } = s.site.runtime.database
    const [row] = await db.select({ price: products.price }).from(products).where(eq(products.id, productId))
    const unavailable = (html: string) => (html.match(/disabled=""/g) ?? []).length
    await warm()
    const before = unavailable((await render()).html)
    const quick = await s.send('POST', `/api/v1/backoffice/catalog/products/${productId}/quick`, { price: row!.price, stockQuantity: 0 })
    expect(quick.status).toBe(200)
    expect(unavailable(await renderAfterWrite())).toBeGreaterThan(before)
    await s.send('POST', `/api/v1/backoffice/catalog/products/${productId}/quick`, { price: row!.price, stockQuantity: 20 })
  })

  it('a product name from the product editor', async () => {
    await warm()
    await s.saveProduct(productId, (product) => ({ translations: { ...product.translations, hr: { ...product.translations.hr!, name: 'Sofa preimenovana' } } }))
    expect(await renderAfterWrite()).toContain('Sofa preimenovana')
  })

  it('images from the product editor', async () => {
    const [image] = await s.site.runtime.database.db
      .insert(media)
      .values({ siteId: s.site.runtime.site.id, title: 'Sofa', alt: 'Sofa', path: 'test/sofa-listing.webp', mime: 'image/webp', size: 1, hash: 'sofa-listing' })
      .returning()
    await warm()
    await s.saveProduct(productId, () => ({ mediaIds: [image!.id] }))
    expect(await renderAfterWrite()).toContain('sofa-listing')
  })

  it('categories from the product editor: the product leaves the listing and comes back', async () => {
    await warm()
    const product = await s.saveProduct(productId, () => ({ categoryIds: [] }))
    expect(await renderAfterWrite()).not.toContain(productPath)
    await warm()
    await s.saveProduct(productId, () => ({ categoryIds: product.categoryIds }))
    expect(await renderAfterWrite()).toContain(productPath)
  })

  it('a category name', async () => {
    await warm()
    const saved = await s.send('PUT', `/api/v1/backoffice/product-categories/${categoryId}`, { names: { hr: 'Boravak iz predmemorije' }, parentId: null, position: 0 })
    expect(saved.status).toBe(200)
    expect(await renderAfterWrite()).toContain('Boravak iz predmemorije')
  })

  it('an attribute value shown in the filter panel', async () => {
    const { db } = s.site.runtime.database
    const [shown] = await db
      .select({ id: attributeValues.id, attributeId: attributeValues.attributeId, value: attributeValues.value, position: attributeValues.position })
      .from(categoryFacets)
      .innerJoin(attributeValues, eq(attributeValues.id, categoryFacets.valueId))
      .where(and(eq(categoryFacets.categoryId, categoryId), gt(categoryFacets.total, 0)))
      .orderBy(asc(attributeValues.id))
      .limit(1)
    expect(shown).toBeDefined()
    await warm()
    const saved = await s.send('PUT', `/api/v1/backoffice/catalog/attributes/${shown!.attributeId}/values/${shown!.id}`, {
      label: { hr: 'Vrijednost iz predmemorije' },
      value: shown!.value,
      position: shown!.position,
    })
    expect(saved.status).toBe(200)
    expect(await renderAfterWrite()).toContain('Vrijednost iz predmemorije')
  })
})
