import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createProduct } from '../catalog/catalog-write'
import { pages } from '../db/schema'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { search, type SearchInput } from './search-service'

let runtime: TestRuntime
const run = (query: string, extra: Partial<SearchInput> = {}) =>
  search(runtime.database.db, { siteId: runtime.site.id, locale: 'hr', query, category: 'products', page: 1, limit: 10, homeSlug: 'pocetna', ...extra })

beforeAll(async () => {
  runtime = await createTestRuntime()
  const { db } = runtime.database
  const siteId = runtime.site.id
  const category = await createCategory(db, { siteId, translations: [{ locale: 'hr', name: 'Stanovi i apartmani' }] })
  const names = ['Roštilj za ćevapi', 'Ćevapi začin', 'Kuhinja Đakovo', 'Sofa Šibenik', 'Lampa za stan', 'Stanovi — vodič za kupce', 'Ormar Žuti']
  for (const [index, name] of names.entries()) {
    await createProduct(db, { siteId, sku: `S-${index}`, price: 1000 + index, translations: [{ locale: 'hr', name }], categoryIds: [category] })
  }
  await createProduct(db, { siteId, sku: 'S-ARCH', price: 1000, archived: true, translations: [{ locale: 'hr', name: 'Ćevapi arhiva' }] })
  await db.insert(pages).values([
    { siteId, locale: 'hr', slug: 'stanovi', title: 'Stanovi', status: 'published' },
    { siteId, locale: 'hr', slug: 'skica', title: 'Stanovi skica', status: 'draft' },
  ])
})
afterAll(() => runtime.dispose())

const titles = async (query: string, extra: Partial<SearchInput> = {}) => (await run(query, extra)).records.map((r) => r.title)

describe('search', () => {
  it('is accent-insensitive: cevapi finds ćevapi, dakovo finds Đakovo, sibenik finds Šibenik', async () => {
    expect(await titles('cevapi')).toEqual(expect.arrayContaining(['Roštilj za ćevapi', 'Ćevapi začin']))
    expect(await titles('dakovo')).toEqual(['Kuhinja Đakovo'])
    expect(await titles('ŠIBENIK')).toEqual(['Sofa Šibenik'])
  })

  it('finds words by their beginning: stan finds Stanovi', async () => {
    expect(await titles('stan')).toEqual(expect.arrayContaining(['Stanovi — vodič za kupce', 'Lampa za stan']))
    expect(await titles('stan', { category: 'pages' })).toEqual(['Stanovi'])
    expect(await titles('stan', { category: 'productCategories' })).toEqual(['Stanovi i apartmani'])
  })

  it('tolerates one typo', async () => {
    expect(await titles('cevapu')).toEqual(expect.arrayContaining(['Ćevapi začin']))
    expect(await titles('sibenk')).toEqual(['Sofa Šibenik'])
    expect(await titles('kuhinaj')).toEqual(['Kuhinja Đakovo'])
  })

  it('ranks a name that starts with the query first', async () => {
    expect((await titles('cevapi'))[0]).toBe('Ćevapi začin')
    expect((await titles('stanovi'))[0]).toBe('Stanovi — vodič za kupce')
  })

  it('leaves out archived products and draft pages, and counts every tab', async () => {
    const answer = await run('cevapi')
    expect(answer.records.map((r) => r.title)).not.toContain('Ćevapi arhiva')
    expect(answer.totals).toEqual({ pages: 0, products: 2, posts: 0, productCategories: 0 })
    expect(answer.records[0]?.url).toBe('/product/cevapi-zacin')
  })

  it('answers nothing for an empty or one-letter query', async () => {
    expect((await run('  ')).records).toEqual([])
    expect((await run('a')).pagination.total).toBe(0)
  })

  it('answers the last page for a page past it, and gives a product hit its price (issue 20 §10, §11)', async () => {
    const last = await run('za', { limit: 1 })
    expect(last.pagination.total).toBeGreaterThan(1)
    const lastPage = last.pagination.lastPage
    const onLast = await run('za', { limit: 1, page: lastPage })
    const beyond = await run('za', { limit: 1, page: lastPage + 5 })
    expect(beyond.pagination.page).toBe(lastPage)
    expect(beyond.records.map((r) => r.title)).toEqual(onLast.records.map((r) => r.title))
    expect(beyond.records).toHaveLength(1)
    const [sofa] = (await run('sibenik')).records
    expect(sofa?.price).toEqual({ price: 1003, priorPrice: 1003, discount: 0 })
  })

  it('gives the products tab its hits as product cards, in the same order, and no cards on other tabs (issue 23 point 5)', async () => {
    const answer = await run('cevapi')
    expect(answer.products.map((card) => card.name)).toEqual(answer.records.map((r) => r.title))
    expect(answer.products[0]).toMatchObject({ slug: 'cevapi-zacin', price: expect.any(Number), available: expect.any(Boolean) })
    expect((await run('stan', { category: 'pages' })).products).toEqual([])
  })
})
