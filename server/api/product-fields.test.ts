import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../common/catalog/types'
import type { Envelope } from '../../common/http/envelope'
import { seedCatalogueFixture } from '../catalog/catalog-fixture.test-helpers'
import { createProduct, setMembershipPrice } from '../catalog/catalog-write'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let fixture: { categoryId: number; productIds: number[] }

beforeAll(async () => {
  runtime = await createTestRuntime()
  fixture = await seedCatalogueFixture(runtime.database.db, runtime.site.id)
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

const product = async (id: number) =>
  (await readJson<Envelope<ProductDetail>>(await app.request(`/api/v1/product/web/get?id=${id}`))).data!

describe('product API: the §3 field names (issue 14 point 7)', () => {
  it('answers basicPrice, retailPrice, membershipPrice, type, format, attributeSet, infiniteQuantity, associatedProducts beside the older fields', async () => {
    const id = fixture.productIds[1]!
    await setMembershipPrice(runtime.database.db, { productId: id, membershipPrice: 18_000 })
    const detail = await product(id)
    expect(detail).toMatchObject({
      id,
      sku: 'FX-1',
      name: 'Fotelja Sava',
      format: 'simple',
      type: 'physical',
      price: 20_000,
      basicPrice: 20_000,
      retailPrice: 20_000,
      membershipPrice: 18_000,
      infiniteQuantity: false,
      isPurchasable: true,
      available: true,
      featured: false,
      associatedProducts: [],
      associatedProductsAttributes: [],
      crossSellProducts: [],
      bundles: [],
    })
    expect(detail.attributeSet.map((a) => [a.attributeCode, a.inputType, a.values.map((v) => v.valueLabel)])).toEqual([
      ['povrsina', 'number', ['21']],
      ['boja', 'multiSelect', ['Siva']],
      ['pametno', 'yesNo', ['Da']],
    ])
    expect(detail.attributeSet[0]!.unit).toBe('m²')
  })

  it('an eProduct is of type digital, with infinite quantity when it has it', async () => {
    const id = await createProduct(runtime.database.db, {
      siteId: runtime.site.id,
      sku: 'E-1',
      format: 'eProduct',
      price: 990,
      infiniteQuantity: true,
      translations: [{ locale: 'hr', name: 'E-knjiga' }],
    })
    expect(await product(id)).toMatchObject({ format: 'eProduct', type: 'digital', infiniteQuantity: true, basicPrice: 990, attributeSet: [] })
  })
})
