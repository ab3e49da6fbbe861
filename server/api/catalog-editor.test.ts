import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EditableCategory, EditableProduct, ProductEditRow, ProductUpdate } from '../../common/catalog/product-edit'
import type { ProductDetail } from '../../common/catalog/types'
import type { Envelope, ListResult } from '../../common/http/envelope'
import { seedCatalogueFixture } from '../catalog/catalog-fixture.test-helpers'
import { createCategory } from '../catalog/catalog-write'
import { isCatalogEditRequest } from '../cms/edit-mode'
import { auditLog, media, membershipPriceHistory, priceHistory, productCategories, products } from '../db/schema'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let editorAuth: Record<string, string>
let catalogAuth: Record<string, string>
let fixture: { categoryId: number; productIds: number[] }

beforeAll(async () => {
  runtime = await createTestRuntime()
  fixture = await seedCatalogueFixture(runtime.database.db, runtime.site.id)
  app = createTestApp(runtime)
  const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
  editorAuth = bearer((await apiLogin(app, editor.email, editor.password)).accessToken)
  const manager = await makeUser(runtime, { isBackofficeUser: true, scopes: ['catalog'] })
  catalogAuth = bearer((await apiLogin(app, manager.email, manager.password)).accessToken)
})
afterAll(() => runtime.dispose())

async function call<T>(method: string, path: string, body?: unknown, headers = editorAuth) {
  const response = await app.request(`/api/v1${path}`, body === undefined ? { method, headers } : jsonRequest(method, body, headers))
  return { status: response.status, body: await readJson<Envelope<T>>(response) }
}

type ProductPayload = { product: EditableProduct; media: { id: number }[] }

async function editable(id: number, headers = editorAuth) {
  const { status, body } = await call<ProductPayload>('GET', `/backoffice/products/${id}`, undefined, headers)
  expect(status).toBe(200)
  return body.data!.product
}

/** The editor's form as loaded, with changes on top. */
function form(product: EditableProduct, change: Partial<ProductUpdate> = {}): ProductUpdate {
  const text = (locale: 'hr' | 'en' | 'de') => {
    const t = product.translations[locale]
    return t ? { name: t.name, description: t.description } : undefined
  }
  return {
    version: product.version,
    translations: { hr: text('hr')!, en: text('en'), de: text('de') },
    price: product.price,
    retailPrice: product.retailPrice,
    membershipPrice: product.membershipPrice,
    stockQuantity: product.stockQuantity,
    infiniteQuantity: product.infiniteQuantity,
    featured: product.featured,
    mediaIds: product.mediaIds,
    categoryIds: product.categoryIds,
    ...change,
  }
}

describe('catalogue edit calls: who may', () => {
  it('answer 401 without a login and 403 to a shopper or a backoffice user without content or catalog scope', async () => {
    const id = fixture.productIds[0]!
    const calls: [string, string, unknown?][] = [
      ['GET', '/backoffice/products?search=sofa'],
      ['GET', `/backoffice/products/${id}`],
      ['PUT', `/backoffice/products/${id}`, { version: 'x' }],
      ['GET', '/backoffice/product-categories'],
      ['POST', '/backoffice/product-categories', { names: { hr: 'X' }, parentId: null }],
      ['PUT', `/backoffice/product-categories/${fixture.categoryId}`, { names: { hr: 'X' }, parentId: null, position: 0 }],
    ]
    const shopper = await makeUser(runtime)
    const ordersOnly = await makeUser(runtime, { isBackofficeUser: true, scopes: ['orders', 'settings'] })
    const forbidden = [
      bearer((await apiLogin(app, shopper.email, shopper.password)).accessToken),
      bearer((await apiLogin(app, ordersOnly.email, ordersOnly.password)).accessToken),
    ]
    for (const [method, path, body] of calls) {
      expect((await call(method, path, body, {})).status, `${method} ${path}`).toBe(401)
      for (const headers of forbidden) {
        const { status, body: answer } = await call(method, path, body, headers)
        expect(status, `${method} ${path}`).toBe(403)
        expect(answer).toMatchObject({ message: 'Nemate ovlasti za ovu radnju' })
      }
    }
    // The catalogue scope alone is enough too.
    expect((await call('GET', `/backoffice/products/${id}`, undefined, catalogAuth)).status).toBe(200)
  })
})

describe('product-list modal', () => {
  it('lists products server-paged, searched by name and filtered by category', async () => {
    const { body } = await call<ListResult<ProductEditRow>>('GET', '/backoffice/products?search=fotelja')
    expect(body.data!.records.map((r) => r.name)).toEqual(['Fotelja Sava'])
    const other = await createCategory(runtime.database.db, { siteId: runtime.site.id, translations: [{ locale: 'hr', name: 'Prazna' }] })
    const empty = await call<ListResult<ProductEditRow>>('GET', `/backoffice/products?categoryId=${other}`)
    expect(empty.body.data!.pagination.total).toBe(0)
    const inCategory = await call<ListResult<ProductEditRow>>('GET', `/backoffice/products?categoryId=${fixture.categoryId}&language=en`)
    expect(inCategory.body.data!.records.map((r) => r.name)).toContain('Sofa Sava EN')
  })

  it('updates name, price and stock; the price change enters the history and the Omnibus lowest price', async () => {
    const id = fixture.productIds[1]!
    const product = await editable(id)
    expect(product.price).toBe(20_000)
    const { status, body } = await call<ProductPayload>(
      'PUT',
      `/backoffice/products/${id}`,
      form(product, { translations: { hr: { name: 'Fotelja Drava', description: 'Udobna.' } }, price: 15_000, retailPrice: 20_000, stockQuantity: 7 }),
    )
    expect(status).toBe(200)
    expect(body.data!.product).toMatchObject({ price: 15_000, stockQuantity: 7, translations: { hr: { name: 'Fotelja Drava', description: 'Udobna.' } } })
    expect(body.data!.product.translations.en?.name).toBe('Fotelja Sava EN')
    const history = await runtime.database.db.select().from(priceHistory).where(eq(priceHistory.productId, id)).orderBy(asc(priceHistory.id))
    expect(history.map((row) => row.price)).toEqual([20_000, 15_000])

    // The visitor's product page: new name, new price, and the lowest price of the 30 days before it.
    const visitor = await call<ProductDetail>('GET', `/product/web/get?id=${id}`, undefined, {})
    expect(visitor.body.data).toMatchObject({ name: 'Fotelja Drava', lowestPrice30Days: 20_000, stockQuantity: expect.any(Number) })
    expect(visitor.body.data!.price).toBe(15_000)

    // A second cut: the lowest earlier price is now the first cut.
    const again = await editable(id)
    await call('PUT', `/backoffice/products/${id}`, form(again, { price: 12_000 }))
    const second = await call<ProductDetail>('GET', `/product/web/get?id=${id}`, undefined, {})
    expect(second.body.data!.lowestPrice30Days).toBe(15_000)

    const [audit] = await runtime.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id))
    expect(audit).toMatchObject({ action: 'product.update', before: { price: 20_000 }, after: { price: 15_000 } })
  })

  it('records member price changes, sets featured, images and categories', async () => {
    const id = fixture.productIds[2]!
    const [image] = await runtime.database.db
      .insert(media)
      .values({ siteId: runtime.site.id, title: 'Stolić', path: `test/stolic-${Date.now()}.webp`, mime: 'image/webp', size: 10, hash: 'h' })
      .returning()
    const product = await editable(id)
    const { status, body } = await call<ProductPayload>(
      'PUT',
      `/backoffice/products/${id}`,
      form(product, { membershipPrice: 25_000, featured: true, mediaIds: [image!.id], categoryIds: [] }),
    )
    expect(status).toBe(200)
    expect(body.data!.product).toMatchObject({ membershipPrice: 25_000, featured: true, mediaIds: [image!.id], categoryIds: [] })
    expect(body.data!.media.map((m) => m.id)).toEqual([image!.id])
    const members = await runtime.database.db.select().from(membershipPriceHistory).where(eq(membershipPriceHistory.productId, id))
    expect(members.map((row) => row.membershipPrice)).toEqual([25_000])
    const [row] = await runtime.database.db.select({ categoryIds: products.categoryIds }).from(products).where(eq(products.id, id))
    expect(row!.categoryIds).toEqual([])
  })

  it('refuses negative, fractional, huge and non-numeric prices and stock with 400, never 500', async () => {
    const id = fixture.productIds[0]!
    const product = await editable(id)
    const bad: Partial<Record<keyof ProductUpdate, unknown>>[] = [
      { price: -1 },
      { price: 12.5 },
      { price: 1e12 },
      { price: 'NaN' },
      { price: null },
      { retailPrice: -5 },
      { membershipPrice: -100 },
      { stockQuantity: -3 },
      { stockQuantity: 2.5 },
      { stockQuantity: 1e9 },
      { stockQuantity: 'lots' },
      { mediaIds: [0] },
      { translations: { hr: { name: '', description: '' } } },
    ]
    for (const change of bad) {
      const { status, body } = await call('PUT', `/backoffice/products/${id}`, { ...form(product), ...change })
      expect(status, JSON.stringify(change)).toBe(400)
      expect(body).toMatchObject({ message: 'Neispravan zahtjev' })
    }
    // JSON's 1e400 parses to Infinity on the server.
    const raw = JSON.stringify(form(product)).replace(`"price":${product.price}`, '"price":1e400')
    const huge = await app.request(`/api/v1/backoffice/products/${id}`, { method: 'PUT', headers: { ...editorAuth, 'content-type': 'application/json' }, body: raw })
    expect(huge.status).toBe(400)
    const unknownMedia = await call('PUT', `/backoffice/products/${id}`, form(product, { mediaIds: [2_000_000_000] }))
    expect(unknownMedia).toMatchObject({ status: 400, body: { message: 'Odabrana slika više ne postoji u medijima.' } })
    expect((await call('GET', '/backoffice/products/abc')).status).toBe(400)
    expect((await call('GET', '/backoffice/products/99999999')).status).toBe(404)
    expect((await editable(id)).price).toBe(product.price)
  })

  it('refuses a stale save with 409 and a clear message', async () => {
    const id = fixture.productIds[0]!
    const product = await editable(id)
    expect((await call('PUT', `/backoffice/products/${id}`, form(product, { stockQuantity: 11 }))).status).toBe(200)
    const stale = await call('PUT', `/backoffice/products/${id}`, form(product, { stockQuantity: 99 }))
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ message: expect.stringContaining('Proizvod je u međuvremenu spremio netko drugi') })
    expect((await editable(id)).stockQuantity).toBe(11)
  })

  it('sanitises the description: scripts and handlers are stripped, formatting kept', async () => {
    const id = fixture.productIds[0]!
    const product = await editable(id)
    const html = '<p onclick="steal()">Mekana <strong>sofa</strong><script>alert(1)</script></p><img src=x onerror="alert(2)">'
    const { body } = await call<ProductPayload>('PUT', `/backoffice/products/${id}`, form(product, { translations: { hr: { name: 'Sofa Sava', description: html } } }))
    const saved = body.data!.product.translations.hr!.description
    expect(saved).toContain('<strong>sofa</strong>')
    expect(saved).not.toMatch(/script|onclick|onerror|alert/)
  })
})

describe('product-categories modal', () => {
  it('creates, renames per language, reorders and moves categories; refuses a cycle', async () => {
    const created = await call<EditableCategory>('POST', '/backoffice/product-categories', { names: { hr: 'Rasvjeta', en: 'Lighting' }, parentId: null })
    expect(created.status).toBe(201)
    const lamps = await call<EditableCategory>('POST', '/backoffice/product-categories', { names: { hr: 'Stolne lampe' }, parentId: created.body.data!.id })
    const lampsId = lamps.body.data!.id
    expect(lamps.body.data).toMatchObject({ parentId: created.body.data!.id, position: 0 })

    const renamed = await call<EditableCategory>('PUT', `/backoffice/product-categories/${fixture.categoryId}`, {
      names: { hr: 'Boravak', de: 'Wohnraum' },
      parentId: null,
      position: 0,
    })
    expect(renamed.body.data!.names).toMatchObject({ hr: 'Boravak', en: 'Living room', de: 'Wohnraum' })
    const visitor = await call<{ name: string }>('GET', `/product/web/category/get/${fixture.categoryId}`, undefined, {})
    expect(visitor.body.data!.name).toBe('Boravak')

    // Living room under Stolne lampe: its products now count in Rasvjeta too.
    const moved = await call<EditableCategory>('PUT', `/backoffice/product-categories/${fixture.categoryId}`, { names: { hr: 'Boravak' }, parentId: lampsId, position: 0 })
    expect(moved.status).toBe(200)
    const [path] = await runtime.database.db.select({ path: productCategories.path }).from(productCategories).where(eq(productCategories.id, fixture.categoryId))
    expect(path!.path).toEqual([created.body.data!.id, lampsId, fixture.categoryId])
    const listed = await call<ListResult<ProductEditRow>>('GET', `/backoffice/products?categoryId=${created.body.data!.id}`)
    expect(listed.body.data!.pagination.total).toBe(2)

    // Rasvjeta under its own grandchild: refused, nothing changes.
    const cycle = await call('PUT', `/backoffice/product-categories/${created.body.data!.id}`, { names: { hr: 'Rasvjeta' }, parentId: fixture.categoryId, position: 0 })
    expect(cycle).toMatchObject({ status: 400, body: { message: 'Kategorija ne može biti unutar same sebe ni svoje podkategorije.' } })
    const self = await call('PUT', `/backoffice/product-categories/${lampsId}`, { names: { hr: 'Stolne lampe' }, parentId: lampsId, position: 0 })
    expect(self.status).toBe(400)

    const bad = await call('PUT', `/backoffice/product-categories/${lampsId}`, { names: { hr: '' }, parentId: null, position: -1 })
    expect(bad.status).toBe(400)
    const audits = await runtime.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'productCategory'))
    expect(audits.length).toBeGreaterThanOrEqual(4)
  })
})

describe('edit mode on shop and product pages', () => {
  it('turns on for content or catalog editors with ?editPage=true, for nobody else', () => {
    const url = new URL('http://localhost/product/x?editPage=true')
    const user = (scopes: string[], isBackofficeUser = true) => ({ id: 1, email: 'a@b.hr', firstName: '', lastName: '', isBackofficeUser, scopes, sessionId: 's' })
    expect(isCatalogEditRequest(url, user(['content']))).toBe(true)
    expect(isCatalogEditRequest(url, user(['catalog']))).toBe(true)
    expect(isCatalogEditRequest(url, user(['orders']))).toBe(false)
    expect(isCatalogEditRequest(url, user(['content'], false))).toBe(false)
    expect(isCatalogEditRequest(url, null)).toBe(false)
    expect(isCatalogEditRequest(new URL('http://localhost/product/x'), user(['content']))).toBe(false)
  })
})
