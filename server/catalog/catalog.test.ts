import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope, ListResult } from '../../common/http/envelope'
import type { LayeredFilter, ProductCard, ProductDetail } from '../../common/catalog/types'
import { seedShop } from '../db/seed/shop'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedShop(runtime.database.db, { siteId: runtime.site.id, mediaDir: runtime.config.mediaDir })
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

async function post<T>(path: string, body: unknown) {
  const response = await app.request(`/api/v1/product${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await readJson<Envelope<T>>(response) }
}
const list = (body: unknown) => post<ListResult<ProductCard>>('/web/filter', body)
const nav = (body: unknown) => post<LayeredFilter[]>('/layered/navigation', body)

describe('POST /web/filter — §5 list rule and pagination', () => {
  it('answers an empty list when nothing but archived is given', async () => {
    const { body } = await list({ filters: [{ key: 'archived', value: false }] })
    expect(body.data).toEqual({ records: [], pagination: { page: 1, perPage: 10, limit: 10, total: 0, lastPage: 1 } })
  })

  it('lists with limit 10 by default when a page is given, and clamps the page to the last page', async () => {
    const first = await list({ page: 1 })
    expect(first.body.data?.records).toHaveLength(10)
    const total = first.body.data!.pagination.total
    expect(total).toBeGreaterThanOrEqual(60)
    const beyond = await list({ page: 999, limit: 24 })
    expect(beyond.body.data?.pagination).toEqual({ page: Math.ceil(total / 24), perPage: 24, limit: 24, total, lastPage: Math.ceil(total / 24) })
    expect(beyond.body.data?.records.length).toBe(total % 24 || 24)
  })

  it('never lists variants of configurable products or archived products', async () => {
    const { body } = await list({ limit: 100 })
    expect(body.data?.records.some((r) => r.name.includes(' — '))).toBe(false)
  })

  it('sorts by every §9 option', async () => {
    const sorted = async (sort: string) => (await list({ mainCategory: 'namjestaj', limit: 100, sort })).body.data!.records
    const prices = (await sorted('priceAsc')).map((r) => r.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const desc = (await sorted('priceDesc')).map((r) => r.price)
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    const namesAsc = (await sorted('nameAsc')).map((r) => r.name)
    expect((await sorted('nameDesc')).map((r) => r.name)).toEqual([...namesAsc].reverse())
    const newest = (await sorted('newest')).map((r) => r.id)
    const oldest = (await sorted('oldest')).map((r) => r.id)
    expect(newest).toEqual([...oldest].reverse())
    expect((await sorted('priorityAsc')).length).toBe(newest.length)
    expect((await sorted('priorityDesc')).length).toBe(newest.length)
  })
})

describe('layered navigation — every filter type, exact counts', () => {
  it('offers the category’s attributes with counts matching the filtered list', async () => {
    // Each category offers its own attribute set; together they use every option filter type.
    const types = new Set<string>()
    for (const category of ['namjestaj', 'tepisi', 'rasvjeta']) {
      const filters = (await nav({ mainCategory: category })).body.data!
      for (const filter of filters) types.add(filter.type)
      for (const filter of filters.filter((f) => f.values.length)) {
        for (const value of filter.values) {
          const filtered = await list({ mainCategory: category, filters: [{ key: filter.attributeCode, value: filter.type === 'yesNo' ? value.value : [value.id] }] })
          expect(filtered.body.data?.pagination.total, `${category}: ${filter.attributeCode}=${value.valueLabel}`).toBe(value.totalProducts)
        }
      }
    }
    expect([...types].sort()).toEqual(['multiSelect', 'number', 'dropdown', 'textSwatch', 'visualSwatch', 'yesNo'].sort())
  })

  it('filters by number ranges, dates, datetimes, discount and featured', async () => {
    const filters = (await nav({ mainCategory: 'paketi-interijera' })).body.data!
    const area = filters.find((f) => f.type === 'number')!
    const all = (await list({ mainCategory: 'paketi-interijera', limit: 100 })).body.data!.pagination.total
    const narrowed = (await list({ mainCategory: 'paketi-interijera', filters: [{ key: area.attributeCode, value: { min: area.minValue, max: area.minValue } }] })).body.data!
    expect(narrowed.pagination.total).toBeGreaterThan(0)
    expect(narrowed.pagination.total).toBeLessThan(all)
    const date = filters.find((f) => f.type === 'date')!
    const byDate = (await list({ mainCategory: 'paketi-interijera', filters: [{ key: date.attributeCode, value: { min: date.minValue, max: date.maxValue } }] })).body.data!
    expect(byDate.pagination.total).toBe(all)
    const slots = (await nav({ mainCategory: 'kuhinje' })).body.data!.find((f) => f.type === 'dateTime')!
    expect(slots.minValue).not.toBeNull()
    const discounted = (await list({ page: 1, limit: 100, filters: [{ key: 'discount', value: true }] })).body.data!
    expect(discounted.records.length).toBeGreaterThan(0)
    expect(discounted.records.every((r) => r.discount > 0 && r.price < r.retailPrice)).toBe(true)
    const featured = (await list({ page: 1, limit: 100, filters: [{ key: 'featured', value: true }] })).body.data!
    expect(featured.records.every((r) => r.featured)).toBe(true)
  })

  it('puts §3 minValue/maxValue on each value: [n, n] for a numeric option, else the filter’s (ADR 066)', async () => {
    let values = 0
    for (const category of ['namjestaj', 'tepisi', 'rasvjeta', 'paketi-interijera']) {
      for (const filter of (await nav({ mainCategory: category })).body.data!) {
        for (const value of filter.values) {
          values++
          const number = filter.type === 'yesNo' ? NaN : Number(value.value)
          const expected = value.value.trim() !== '' && Number.isFinite(number) ? { minValue: number, maxValue: number } : { minValue: filter.minValue, maxValue: filter.maxValue }
          expect({ minValue: value.minValue, maxValue: value.maxValue }, `${category}: ${filter.attributeCode}=${value.value}`).toEqual(expected)
        }
      }
    }
    expect(values).toBeGreaterThan(0)
  })

  it('counts a filtered attribute without its own filter (disjunctive) and others with it', async () => {
    const base = (await nav({ mainCategory: 'namjestaj' })).body.data!
    const colour = base.find((f) => f.attributeCode === 'boja')!
    const chosen = colour.values[0]!
    const after = (await nav({ mainCategory: 'namjestaj', filters: [{ key: 'boja', value: [chosen.id] }] })).body.data!
    expect(after.find((f) => f.attributeCode === 'boja')!.values).toEqual(colour.values)
    const styleTotal = after.find((f) => f.attributeCode === 'stil')!.values.reduce((sum, v) => sum + v.totalProducts, 0)
    expect(styleTotal).toBe(chosen.totalProducts)
  })
})

describe('product page data', () => {
  const get = async (slug: string) => {
    const response = await app.request(`/api/v1/product/web/get?slug=${encodeURIComponent(slug)}`)
    return { status: response.status, body: await readJson<Envelope<ProductDetail>>(response) }
  }

  it('serves each format: configurable with variants, bundle with components, eProduct', async () => {
    const sofa = (await get('modularna-sofa-sava')).body.data!
    expect(sofa.format).toBe('configurable')
    expect(sofa.associatedProductsAttributes.map((a) => a.inputType)).toEqual(['visualSwatch', 'textSwatch'])
    expect(sofa.associatedProducts.length).toBe(6)
    expect(sofa.crossSellProducts.length).toBe(3)
    const bundle = (await get('rezervacija-parkirno-mjesto-i-spremiste')).body.data!
    expect(bundle.format).toBe('bundle')
    expect(bundle.bundles.map((b) => b.slug)).toEqual(['parkirno-mjesto-p-1', 'spremiste-uz-garazu'])
    expect(bundle.stockQuantity).toBe(1)
    const guide = (await get('vodic-za-kupce-stanovi-u-vrtovima-save')).body.data!
    expect(guide.format).toBe('eProduct')
    expect(guide.stockQuantity).toBeNull()
    const assembly = (await get('usluga-montaze')).body.data!
    expect(assembly.customOptions.map((o) => o.option_type)).toEqual(['text', 'number'])
  })

  it('shows stock as actual − 2, never below 0 (parking spaces have 1 in stock)', async () => {
    const parking = (await get('parkirno-mjesto-p-1')).body.data!
    expect(parking.stockQuantity).toBe(0)
    // What the shop shows decides: a product the cart would refuse is not "available".
    expect(parking.available).toBe(false)
  })

  it('computes the Omnibus lowest price of the 30 days before the discount from price history', async () => {
    const { body } = await list({ page: 1, limit: 100, filters: [{ key: 'discount', value: true }], sort: 'oldest' })
    const discounted = body.data!.records.find((r) => r.format === 'simple')!
    const detail = (await get(discounted.slug)).body.data!
    // History: the full price for months, then a reduction a few days ago: the lowest price of the
    // 30 days before the reduction is the full price, struck through.
    expect(detail.lowestPrice30Days).toBe(detail.retailPrice)
    expect(detail.price).toBeLessThan(detail.retailPrice)
    expect(detail.discount).toBe(Math.round((1 - detail.price / detail.retailPrice) * 100))
  })

  it('answers 404 for an unknown slug and 400 without slug or id', async () => {
    expect((await get('nema-ga')).status).toBe(404)
    expect((await app.request('/api/v1/product/web/get')).status).toBe(400)
  })
})

describe('bad input answers 400, never 500', () => {
  it.each([
    ['unknown filter', { page: 1, filters: [{ key: 'nepostoji', value: [1] }] }],
    ['archived=true', { page: 1, filters: [{ key: 'archived', value: true }] }],
    ['page not a number', { page: 'zadnja' }],
    ['limit not a number', { limit: [] }],
    ['bad sort', { page: 1, sort: 'random' }],
    ['range on option attribute', { page: 1, filters: [{ key: 'boja', value: { min: 1 } }] }],
    ['option ids not numbers', { page: 1, filters: [{ key: 'materijal', value: ['x'] }] }],
  ])('%s', async (_name, body) => {
    const { status, body: envelope } = await list(body)
    expect(status).toBe(400)
    expect(envelope.errored).toBe(true)
    expect(envelope).toHaveProperty('message')
  })

  it('clamps a page number or page size out of range instead of refusing it (issue 12 §9)', async () => {
    const { status, body } = await list({ page: 0, limit: 100000 })
    expect(status).toBe(200)
    expect(body.data?.pagination).toMatchObject({ page: 1, perPage: 100 })
  })

  it('rejects broken JSON and bad path ids', async () => {
    const response = await app.request('/api/v1/product/web/filter', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    expect(response.status).toBe(400)
    expect((await app.request('/api/v1/product/web/category/get/abc')).status).toBe(400)
    expect((await app.request('/api/v1/product/web/checkBundles')).status).toBe(400)
  })
})

describe('categories, tags and bundles', () => {
  it('lists the category tree with product counts', async () => {
    const { body } = await post<ListResult<{ slug: string; productCount: number; children: { slug: string }[] }>>('/web/category/filter', { tree: true })
    const furniture = body.data!.records.find((c) => c.slug === 'namjestaj')!
    expect(furniture.children.map((c) => c.slug)).toEqual(['dnevni-boravak', 'spavaca-soba'])
    expect(body.data!.records.length).toBeGreaterThanOrEqual(8)
  })

  it('filters by tag and tells which bundles contain a product', async () => {
    const tagged = await post<ListResult<ProductCard>>('/web/tag/filter', { tags: ['novo'] })
    expect(tagged.body.data?.records.map((r) => r.slug).sort()).toEqual(['modularna-sofa-sava', 'vodic-za-kupce-stanovi-u-vrtovima-save'])
    const parking = (await readJson<Envelope<ProductDetail>>(await app.request('/api/v1/product/web/get?slug=parkirno-mjesto-p-1'))).data!
    const response = await app.request(`/api/v1/product/web/checkBundles?product=${parking.id}`)
    expect((await readJson<Envelope<{ isInBundle: boolean }>>(response)).data?.isInBundle).toBe(true)
  })
})

describe('category page loader', () => {
  it('ignores values in the URL that the category does not have, and clamps the page', async () => {
    const { loadCategoryPage } = await import('./category-page')
    const { findCategorySlugs } = await import('./catalog-slugs')
    const found = await findCategorySlugs(runtime.database.db, { siteId: runtime.site.id, locale: 'hr', slug: 'namjestaj' })
    expect(found).not.toBeNull()
    const page = await loadCategoryPage(runtime.database.db, {
      siteId: runtime.site.id,
      locale: 'hr',
      categoryId: found?.id ?? 0,
      searchParams: new URLSearchParams('materijal=99999,abc&povrsina=x,y&nepoznato=1&page=99&sort=nope'),
    })
    expect(page?.list.pagination.total).toBe(page?.category.productCount)
    expect(page?.state.page).toBe(page?.list.pagination.lastPage)
    expect(page?.state.sort).toBe('newest')
    expect(page?.category.slug).toBe('namjestaj')
    expect(await loadCategoryPage(runtime.database.db, { siteId: runtime.site.id, locale: 'hr', categoryId: 2_000_000_000, searchParams: new URLSearchParams() })).toBeNull()
  })

  it('shows the featured strip on the first unfiltered page only, not on page 2 or under a filter (issue 20 §10)', async () => {
    const { loadCategoryPage } = await import('./category-page')
    const { findCategorySlugs } = await import('./catalog-slugs')
    const found = await findCategorySlugs(runtime.database.db, { siteId: runtime.site.id, locale: 'hr', slug: 'namjestaj' })
    const at = (query: string) =>
      loadCategoryPage(runtime.database.db, { siteId: runtime.site.id, locale: 'hr', categoryId: found?.id ?? 0, searchParams: new URLSearchParams(query) })
    const first = await at('')
    expect(first?.featured.length).toBeGreaterThan(0)
    expect(first?.list.pagination.lastPage).toBeGreaterThan(1)
    expect((await at('page=2'))?.featured).toEqual([])
    expect((await at('discount=1'))?.featured).toEqual([])
    const colour = first?.filters.find((filter) => filter.values.length > 0 && filter.type !== 'yesNo')
    expect(colour).toBeDefined()
    expect((await at(`${colour?.attributeCode}=${colour?.values[0]?.id}`))?.featured).toEqual([])
  })
})
