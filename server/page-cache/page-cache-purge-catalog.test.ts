import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportJobStatus } from '../../common/catalog/product-csv'
import type { Envelope } from '../../common/http/envelope'
import { formatMoney } from '../../common/money'
import type { settledImportJob } from '../catalog/import-jobs'
import { media, products } from '../db/schema'
import { readJson } from '../testing/test-app'
import { startCachedSite, type CachedSite } from './page-cache-site.test-helpers'

/**
 * ADR 023, issue 11 §1: each kind of catalogue write, through the API the admin uses, purges the
 * pages that show what it changed before it answers, and leaves an unrelated page cached. The
 * blog and CMS pages show no catalogue data, so they stay hits; every listing (and product page)
 * carries `catalog`, so a catalogue write renders them again.
 */
let s: CachedSite
let productId: number
let productPath: string
let categoryId: number
const categoryPath = '/shop/dnevni-boravak'
const blog = '/objave'

beforeAll(async () => {
  s = await startCachedSite()
  const found = await s.categoryAndProduct(categoryPath)
  ;[categoryId, productPath, productId] = [found.categoryId, found.productPath, found.productId]
  expect([found.category.status, (await s.page(blog)).status]).toEqual([200, 200])
}, 240_000)
afterAll(async () => {
  await s?.close()
})

/** Saves the product as the editor does: the whole form, with the given fields changed. */
const saveProduct = (change: Parameters<CachedSite['saveProduct']>[1]) => s.saveProduct(productId, change)

describe('catalogue writes purge the catalogue, not the blog', () => {
  it('a price from the product editor: product and category pages show it, the blog and CMS pages stay cached', async () => {
    await s.warm(productPath, categoryPath, blog, '/o-projektu')
    let price = 0
    await saveProduct((product) => ({ price: (price = product.price + 2_345) }))
    const [productPage, categoryPage] = [await s.page(productPath), await s.page(categoryPath)]
    expect([productPage.cache, categoryPage.cache]).toEqual(['miss', 'miss'])
    expect(productPage.html).toContain(formatMoney(price, 'hr'))
    expect(categoryPage.html).toContain(formatMoney(price, 'hr'))
    expect(await s.cacheOf(blog, '/o-projektu')).toEqual(['hit', 'hit'])
  })

  it('texts and images from the product editor', async () => {
    await s.warm(productPath, blog)
    await saveProduct((product) => ({
      translations: { ...product.translations, hr: { name: product.translations.hr!.name, description: '<p>Opis mijenja urednik</p>' } },
      mediaIds: [],
    }))
    const productPage = await s.page(productPath)
    expect(productPage.cache).toBe('miss')
    expect(productPage.html).toContain('Opis mijenja urednik')
    expect(await s.cacheOf(blog)).toEqual(['hit'])
  })

  it('categories from the product editor: the listings follow', async () => {
    await s.warm(categoryPath, blog)
    const product = await saveProduct(() => ({ categoryIds: [] }))
    expect(await s.cacheOf(categoryPath, blog)).toEqual(['miss', 'hit'])
    await saveProduct(() => ({ categoryIds: product.categoryIds }))
    expect((await s.page(categoryPath)).html).toContain(productPath)
  })

  it('stock from the list quick edit', async () => {
    await s.warm(productPath, blog)
    const [row] = await s.site.runtime.database.db.select({ price: products.price }).from(products).where(eq(products.id, productId))
    const quick = await s.send('POST', `/api/v1/backoffice/catalog/products/${productId}/quick`, { price: row!.price, stockQuantity: 0 })
    expect(quick.status).toBe(200)
    expect(await s.cacheOf(productPath, blog)).toEqual(['miss', 'hit'])
    await s.send('POST', `/api/v1/backoffice/catalog/products/${productId}/quick`, { price: row!.price, stockQuantity: 20 })
  })

  it('a category name', async () => {
    await s.warm(categoryPath, blog)
    const saved = await s.send('PUT', `/api/v1/backoffice/product-categories/${categoryId}`, { names: { hr: 'Boravak po novom' }, parentId: null, position: 0 })
    expect(saved.status).toBe(200)
    const after = await s.page(categoryPath)
    expect([after.cache, after.html.includes('Boravak po novom')]).toEqual(['miss', true])
    expect(await s.cacheOf(blog)).toEqual(['hit'])
  })

  it('a new category, and deleting it: menus may have linked it, so its deletion renders every page again', async () => {
    await s.warm('/shop', blog)
    const created = await s.send('POST', '/api/v1/backoffice/catalog/categories', { names: { hr: 'Privremena' }, parentId: null })
    expect(created.status).toBe(201)
    expect(await s.cacheOf('/shop', blog)).toEqual(['miss', 'hit'])
    const id = (await readJson<Envelope<{ id: number }>>(created)).data!.id
    const removed = await s.send('DELETE', `/api/v1/backoffice/catalog/categories/${id}`)
    expect(removed.status).toBe(200)
    expect(await s.cacheOf('/shop', blog)).toEqual(['miss', 'miss'])
  })

  it('an attribute: the listings (filters) follow', async () => {
    await s.warm(categoryPath, blog)
    const created = await s.send('POST', '/api/v1/backoffice/catalog/attributes', { code: 'materijal', type: 'dropdown', label: { hr: 'Materijal' }, isFilterable: true, position: 5 })
    expect(created.status).toBe(201)
    expect(await s.cacheOf(categoryPath, blog)).toEqual(['miss', 'hit'])
  })

  it('an import job: the catalogue is purged when the job has committed', async () => {
    await s.warm(productPath, blog)
    const [row] = await s.site.runtime.database.db.select({ sku: products.sku, price: products.price }).from(products).where(eq(products.id, productId))
    const price = row!.price + 1_111
    const started = await s.site.app.request('/api/v1/backoffice/catalog/products/import?mode=import&lang=hr', {
      method: 'POST',
      headers: { ...s.staff, 'Content-Type': 'text/csv' },
      body: `sku,name_hr,price\n${row!.sku},Sofa iz uvoza,${(price / 100).toFixed(2)}\n`,
    })
    expect(started.status).toBe(202)
    const job = (await readJson<Envelope<ImportJobStatus>>(started)).data!
    const jobs = (await s.load('/server/catalog/import-jobs.ts')) as { settledImportJob: typeof settledImportJob }
    expect((await jobs.settledImportJob(job.id))?.state).toBe('done')
    const productPage = await s.page(productPath)
    expect([productPage.cache, productPage.html.includes(formatMoney(price, 'hr'))]).toEqual(['miss', true])
    expect(await s.cacheOf(blog)).toEqual(['hit'])
  })

  it('a media item shown on the product: its alt text and crop change the product page only', async () => {
    const { db } = s.site.runtime.database
    const [image] = await db
      .insert(media)
      .values({ siteId: s.site.runtime.site.id, title: 'Sofa', alt: 'Sofa', path: 'test/sofa-cache.webp', mime: 'image/webp', size: 1, hash: 'sofa-cache' })
      .returning()
    await saveProduct(() => ({ mediaIds: [image!.id] }))
    await s.warm(productPath, blog)
    const updated = await s.send('PATCH', `/api/v1/media/update/${image!.id}`, { title: 'Sofa', alt: 'Sofa u dnevnom boravku' })
    expect(updated.status).toBe(200)
    expect(await s.cacheOf(productPath, blog)).toEqual(['miss', 'hit'])
  })
})
