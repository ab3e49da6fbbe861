import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope, ListResult } from '../../common/http/envelope'
import type { ProductCard, ProductDetail } from '../../common/catalog/types'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { createCategory, createProduct, setProductPrice } from './catalog-write'

const DAY = 24 * 60 * 60 * 1000
let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

async function product(slug: string): Promise<ProductDetail> {
  const response = await app.request(`/api/v1/product/web/get?slug=${slug}`)
  return (await readJson<Envelope<ProductDetail>>(response)).data!
}

async function discounted(categorySlug: string): Promise<ProductCard[]> {
  const response = await app.request('/api/v1/product/web/filter', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mainCategory: categorySlug, limit: 100, filters: [{ key: 'discount', value: true }] }),
  })
  return (await readJson<Envelope<ListResult<ProductCard>>>(response)).data!.records
}

async function productWithHistory(slug: string, history: { price: number; daysAgo: number }[]) {
  const { db } = runtime.database
  const categoryId = await createCategory(db, { siteId: runtime.site.id, translations: [{ locale: 'hr', name: `Kategorija ${slug}`, slug: `kat-${slug}` }] })
  const [first, ...changes] = history
  const id = await createProduct(db, {
    siteId: runtime.site.id,
    sku: slug,
    price: first!.price,
    stockQuantity: 10,
    categoryIds: [categoryId],
    translations: [{ locale: 'hr', name: slug, slug }],
    createdAt: new Date(Date.now() - first!.daysAgo * DAY),
  })
  for (const change of changes) {
    await setProductPrice(db, { productId: id, price: change.price, retailPrice: first!.price, at: new Date(Date.now() - change.daysAgo * DAY) })
  }
  return id
}

describe('Omnibus prior price (Directive 98/6/EC Art. 6a, CJEU C-330/23; issue 20 point 9)', () => {
  it('1.874 → 1.699 → 1.649 €: −3 % against 1.699 €, not −12 % against 1.874 €', async () => {
    await productWithHistory('ormar-omnibus', [
      { price: 187_400, daysAgo: 90 },
      { price: 169_900, daysAgo: 20 },
      { price: 164_900, daysAgo: 2 },
    ])
    const detail = await product('ormar-omnibus')
    expect(detail).toMatchObject({ price: 164_900, priorPrice: 169_900, discount: 3, lowestPrice30Days: 169_900 })
    const [card] = await discounted('kat-ormar-omnibus')
    expect(card).toMatchObject({ slug: 'ormar-omnibus', priorPrice: 169_900, discount: 3 })
  })

  it('counts a price of the 30 days before the reduction that was lower than the one just before it', async () => {
    // 100 → 80 (a short sale, 20 days ago) → 100 (10 days ago) → 90 now: against 80, no reduction.
    await productWithHistory('stolac-omnibus', [
      { price: 10_000, daysAgo: 90 },
      { price: 8_000, daysAgo: 20 },
      { price: 10_000, daysAgo: 10 },
      { price: 9_000, daysAgo: 1 },
    ])
    const detail = await product('stolac-omnibus')
    expect(detail).toMatchObject({ price: 9_000, priorPrice: 8_000, discount: 0 })
    expect(await discounted('kat-stolac-omnibus')).toEqual([])
  })

  it('announces no reduction for a new product whatever regular price is typed', async () => {
    const { db } = runtime.database
    await createProduct(db, { siteId: runtime.site.id, sku: 'novo', price: 5_000, retailPrice: 9_000, translations: [{ locale: 'hr', name: 'Novo', slug: 'novo-omnibus' }] })
    expect(await product('novo-omnibus')).toMatchObject({ price: 5_000, retailPrice: 9_000, priorPrice: 5_000, discount: 0 })
  })
})
