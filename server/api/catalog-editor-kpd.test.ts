import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EditableCategory, EditableProduct } from '../../common/catalog/product-edit'
import type { Envelope } from '../../common/http/envelope'
import { seedCatalogueFixture } from '../catalog/catalog-fixture.test-helpers'
import { productCategories, products } from '../db/schema'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let auth: Record<string, string>
let fixture: { categoryId: number; productIds: number[] }

beforeAll(async () => {
  runtime = await createTestRuntime()
  fixture = await seedCatalogueFixture(runtime.database.db, runtime.site.id)
  app = createTestApp(runtime)
  const manager = await makeUser(runtime, { isBackofficeUser: true, scopes: ['catalog'] })
  auth = bearer((await apiLogin(app, manager.email, manager.password)).accessToken)
})
afterAll(() => runtime.dispose())

async function call<T>(method: string, path: string, body?: unknown) {
  const response = await app.request(`/api/v1${path}`, body === undefined ? { method, headers: auth } : jsonRequest(method, body, auth))
  return { status: response.status, body: await readJson<Envelope<T> & { fields?: Record<string, string> }>(response) }
}

async function product(id: number): Promise<EditableProduct> {
  return (await call<{ product: EditableProduct }>('GET', `/backoffice/products/${id}`)).body.data!.product
}

function save(loaded: EditableProduct, kpdCode?: string | null) {
  const text = (locale: 'hr' | 'en' | 'de') => (loaded.translations[locale] ? { name: loaded.translations[locale].name, description: loaded.translations[locale].description } : undefined)
  return call<{ product: EditableProduct }>('PUT', `/backoffice/products/${loaded.id}`, {
    version: loaded.version,
    translations: { hr: text('hr')!, en: text('en'), de: text('de') },
    price: loaded.price,
    retailPrice: loaded.retailPrice,
    membershipPrice: loaded.membershipPrice,
    stockQuantity: loaded.stockQuantity,
    infiniteQuantity: loaded.infiniteQuantity,
    featured: loaded.featured,
    mediaIds: loaded.mediaIds,
    categoryIds: loaded.categoryIds,
    ...(kpdCode === undefined ? {} : { kpdCode }),
  })
}

describe('the KPD code of products and categories in the catalogue editor', () => {
  it('a product keeps the KPD code the editor gives it; blank clears it; a save without the field leaves it', async () => {
    const id = fixture.productIds[0]!
    const saved = await save(await product(id), ' 31.00.12 ')
    expect(saved.status).toBe(200)
    expect(saved.body.data!.product.kpdCode).toBe('31.00.12')
    expect((await save(await product(id))).body.data!.product.kpdCode).toBe('31.00.12')
    expect((await save(await product(id), '')).body.data!.product.kpdCode).toBeNull()
  })

  it('refuses a code of another shape with 400 and the translated message, storing nothing', async () => {
    const id = fixture.productIds[1]!
    for (const wrong of ['31.0.12', '3100.12', 'KPD', '31.00.12.1']) {
      const refused = await save(await product(id), wrong)
      expect(refused.status).toBe(400)
      expect(refused.body.fields?.kpdCode).toBe('KPD šifra ima oblik 00.00.00 (npr. 31.00.12).')
    }
    const [row] = await runtime.database.db.select({ kpdCode: products.kpdCode }).from(products).where(eq(products.id, id))
    expect(row!.kpdCode).toBeNull()
  })

  it('a category gets its code when created and when edited; moving it keeps the code', async () => {
    const created = await call<EditableCategory>('POST', '/backoffice/product-categories', { names: { hr: 'Rasvjeta KPD' }, parentId: null, kpdCode: '27.40.21' })
    expect(created.status).toBe(201)
    expect(created.body.data!.kpdCode).toBe('27.40.21')
    const id = created.body.data!.id
    const moved = await call<EditableCategory>('PUT', `/backoffice/product-categories/${id}`, { names: { hr: 'Rasvjeta KPD' }, parentId: fixture.categoryId, position: 0 })
    expect(moved.body.data!.kpdCode).toBe('27.40.21')
    const changed = await call<EditableCategory>('PUT', `/backoffice/product-categories/${id}`, { names: { hr: 'Rasvjeta KPD' }, parentId: null, position: 0, kpdCode: '27.40.22' })
    expect(changed.body.data!.kpdCode).toBe('27.40.22')
    const refused = await call<EditableCategory>('PUT', `/backoffice/product-categories/${id}`, { names: { hr: 'Rasvjeta KPD' }, parentId: null, position: 0, kpdCode: '27-40-22' })
    expect([refused.status, refused.body.fields?.kpdCode]).toEqual([400, 'KPD šifra ima oblik 00.00.00 (npr. 31.00.12).'])
    const [row] = await runtime.database.db.select({ kpdCode: productCategories.kpdCode }).from(productCategories).where(eq(productCategories.id, id))
    expect(row!.kpdCode).toBe('27.40.22')
  })
})
