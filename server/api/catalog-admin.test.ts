import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminPage } from '../../common/admin/paging'
import type { AdminProductRow } from '../../common/catalog/admin-products'
import type { AdminCategoryRow, AdminTagRow } from '../../common/catalog/admin-taxonomy'
import type { ImportDryRun, ImportJobStatus } from '../../common/catalog/product-csv'
import type { Envelope } from '../../common/http/envelope'
import { seedCatalogueFixture } from '../catalog/catalog-fixture.test-helpers'
import { settledImportJob } from '../catalog/import-jobs'
import { auditLog, categoryFacets, priceHistory, productCategories, products, productTagLinks, productTranslations } from '../db/schema'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let manager: Record<string, string>
let fixture: { categoryId: number; productIds: number[] }

beforeAll(async () => {
  runtime = await createTestRuntime()
  fixture = await seedCatalogueFixture(runtime.database.db, runtime.site.id)
  app = createTestApp(runtime)
  const user = await makeUser(runtime, { isBackofficeUser: true, scopes: ['catalog'] })
  manager = bearer((await apiLogin(app, user.email, user.password)).accessToken)
})
afterAll(() => runtime.dispose())

const base = '/api/v1/backoffice/catalog'
const get = (path: string, headers = manager) => app.request(`${base}${path}`, { headers })
const postJson = (path: string, body: unknown, headers = manager) => app.request(`${base}${path}`, jsonRequest('POST', body, headers))
const postCsv = (mode: string, csv: string, headers = manager, lang = 'hr') =>
  app.request(`${base}/products/import?mode=${mode}&lang=${lang}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'text/csv' }, body: csv })
const list = async (query: string) => (await readJson<Envelope<AdminPage<AdminProductRow>>>(await get(`/products?${query}`))).data!
const db = () => runtime.database.db

describe('catalogue operations API', () => {
  it('is only for the catalog scope: 401 anonymous, 403 a shopper and a content editor, on every call', async () => {
    const shopper = await makeUser(runtime)
    const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
    const calls = (auth: Record<string, string>) => [
      get('/products', auth),
      get('/products/export.csv', auth),
      postJson(`/products/${fixture.productIds[0]}/quick`, { price: 100, stockQuantity: 1 }, auth),
      postCsv('dryRun', 'sku,name_hr,price\nA,B,1', auth),
      get('/products/import/00000000-0000-0000-0000-000000000000', auth),
      get('/categories', auth),
      postJson('/categories', { names: { hr: 'X' }, parentId: null }, auth),
      app.request(`${base}/categories/${fixture.categoryId}`, jsonRequest('PUT', { names: { hr: 'X' }, parentId: null, position: 0 }, auth)),
      app.request(`${base}/categories/${fixture.categoryId}`, { method: 'DELETE', headers: auth }),
      get('/tags', auth),
      postJson('/tags', { slug: 'x', label: { hr: 'X' } }, auth),
      app.request(`${base}/tags/1`, jsonRequest('PUT', { slug: 'x', label: { hr: 'X' } }, auth)),
      app.request(`${base}/tags/1`, { method: 'DELETE', headers: auth }),
    ]
    for (const response of await Promise.all(calls({}))) expect(response.status).toBe(401)
    for (const user of [shopper, editor]) {
      const auth = bearer((await apiLogin(app, user.email, user.password)).accessToken)
      for (const response of await Promise.all(calls(auth))) expect(response.status).toBe(403)
    }
  })

  it('lists, searches, filters by stock band and sorts on the server; bad filters are 400', async () => {
    const [first] = fixture.productIds
    await db().update(products).set({ stockQuantity: 0 }).where(eq(products.id, first!))
    await db().update(products).set({ stockQuantity: 3 }).where(eq(products.id, fixture.productIds[1]!))
    await db().update(products).set({ stockQuantity: 6 }).where(eq(products.id, fixture.productIds[2]!))
    const all = await list('sort=price&order=desc&perPage=25')
    expect(all.total).toBe(3)
    expect(all.items.map((p) => p.price)).toEqual([30_000, 20_000, 10_000])
    expect((await list('q=fotelja')).items.map((p) => p.name)).toEqual(['Fotelja Sava'])
    expect((await list('q=FX-2')).items.map((p) => p.sku)).toEqual(['FX-2'])
    expect((await list('stock=out')).items.map((p) => p.id)).toEqual([first])
    expect((await list('stock=low')).items.map((p) => p.id)).toEqual([fixture.productIds[1]])
    expect((await list('stock=in')).total).toBe(2)
    expect((await list('featured=yes')).items.map((p) => p.sku)).toEqual(['FX-0'])
    expect((await list(`categoryId=${fixture.categoryId}&status=published&format=simple`)).total).toBe(3)
    expect((await get('/products?stock=some')).status).toBe(400)
    expect((await get('/products?sort=colour')).status).toBe(400)
  })

  it('quick edit: the price goes into the price history, the stock is set, an audit row is written', async () => {
    const id = fixture.productIds[2]!
    const response = await postJson(`/products/${id}/quick`, { price: 25_050, stockQuantity: 7 })
    expect(response.status).toBe(200)
    const [row] = await db().select().from(products).where(eq(products.id, id))
    expect(row).toMatchObject({ price: 25_050, stockQuantity: 7, retailPrice: 30_000 })
    const history = await db().select().from(priceHistory).where(eq(priceHistory.productId, id)).orderBy(asc(priceHistory.id))
    expect(history.map((h) => h.price)).toEqual([30_000, 25_050])
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'product.quickEdit'))
    expect(audits).toHaveLength(1)
    expect((await postJson(`/products/${id}/quick`, { price: -1, stockQuantity: 7 })).status).toBe(400)
    expect((await postJson(`/products/${id}/quick`, { price: 100, stockQuantity: 1.5 })).status).toBe(400)
    expect((await postJson('/products/999999/quick', { price: 100, stockQuantity: 1 })).status).toBe(404)
  })

  it('dry run lists row errors with row numbers in the admin language and writes nothing', async () => {
    const csv = [
      'sku;name_hr;price;stock;categories',
      'N-1;Nova sofa;199,90;4;dnevni-boravak',
      'N-2;;12,00;1;',
      'N-3;Treća;12,3,4;x;nepostoji',
      'N-1;Dvojnik;1;1;',
    ].join('\r\n')
    const before = await db().select().from(products)
    const hr = (await readJson<Envelope<ImportDryRun>>(await postCsv('dryRun', csv))).data!
    expect(hr).toMatchObject({ rows: 4, creates: 1, updates: 0 })
    expect(hr.errors.map((e) => [e.row, e.column, e.messageKey])).toEqual([
      [3, 'name_hr', 'catalog.import.error.nameMissing'],
      [4, 'price', 'catalog.import.error.price'],
      [4, 'stock', 'catalog.import.error.stock'],
      [5, 'sku', 'catalog.import.error.duplicateSku'],
    ])
    expect(hr.errors[0]!.message).toBe('Hrvatski naziv (name_hr) je obavezan.')
    expect(hr.errors[3]!.message).toBe('Šifra se već pojavila u retku 2.')
    const en = (await readJson<Envelope<ImportDryRun>>(await postCsv('dryRun', csv, manager, 'en'))).data!
    expect(en.errors[0]!.message).toBe('The Croatian name (name_hr) is required.')
    const missing = (await readJson<Envelope<ImportDryRun>>(await postCsv('dryRun', 'sku,price\nA,1'))).data!
    expect(missing.errors.map((e) => [e.row, e.messageKey])).toEqual([[1, 'catalog.import.error.missingColumn']])
    // An import of a file with errors is refused whole.
    expect((await postCsv('import', csv)).status).toBe(422)
    expect(await db().select().from(products)).toHaveLength(before.length)
  })

  it('imports in one job: creates and updates by SKU, every price change in the history, facets follow, export reads it back', async () => {
    const csv = [
      'sku,name_hr,name_en,price,retail_price,member_price,stock,categories,published',
      'FX-0,Sofa Sava nova,,"149,00",,,2,dnevni-boravak,1',
      'IMP-1,Uvozna lampa,Imported lamp,"1.234,50",,"1.100,00",8,living-room,da',
      'IMP-2,Uvozni tepih,,12.5,15,,0,,0',
    ].join('\n')
    const started = await postCsv('import', csv)
    expect(started.status).toBe(202)
    const job = (await readJson<Envelope<ImportJobStatus>>(started)).data!
    expect(job).toMatchObject({ state: 'running', total: 3 })
    await settledImportJob(job.id)
    const status = (await readJson<Envelope<ImportJobStatus>>(await get(`/products/import/${job.id}`))).data!
    expect(status).toMatchObject({ state: 'done', processed: 3, created: 2, updated: 1, priceChanges: 1 })

    const bySku = async (sku: string) => (await db().select().from(products).where(eq(products.sku, sku)))[0]!
    const sofa = await bySku('FX-0')
    expect(sofa).toMatchObject({ price: 14_900, retailPrice: 14_900, stockQuantity: 2 })
    const sofaHistory = await db().select().from(priceHistory).where(eq(priceHistory.productId, sofa.id)).orderBy(asc(priceHistory.id))
    expect(sofaHistory.map((h) => h.price)).toEqual([10_000, 14_900])
    const lamp = await bySku('IMP-1')
    expect(lamp).toMatchObject({ price: 123_450, membershipPrice: 110_000, archived: false, categoryIds: [fixture.categoryId] })
    expect((await db().select().from(priceHistory).where(eq(priceHistory.productId, lamp.id))).map((h) => h.price)).toEqual([123_450])
    const names = await db().select().from(productTranslations).where(eq(productTranslations.productId, lamp.id))
    expect(names.map((n) => [n.locale, n.name, n.slug]).sort()).toEqual([
      ['en', 'Imported lamp', 'imported-lamp'],
      ['hr', 'Uvozna lampa', 'uvozna-lampa'],
    ])
    // A new product had no earlier price, so no reduction is announced against the regular one (ADR 046).
    expect(await bySku('IMP-2')).toMatchObject({ price: 1_250, retailPrice: 1_500, archived: true, priorPrice: 1_250, discountPercent: 0 })
    const [total] = await db().select().from(categoryFacets).where(eq(categoryFacets.categoryId, fixture.categoryId)).then((rows) => rows.filter((r) => r.attributeId === 0))
    expect(total!.total).toBe(4)
    expect((await db().select().from(auditLog).where(eq(auditLog.action, 'product.import'))).length).toBe(1)
    // Another login does not see the job.
    const other = await makeUser(runtime, { isBackofficeUser: true, scopes: ['catalog'] })
    const otherAuth = bearer((await apiLogin(app, other.email, other.password)).accessToken)
    expect((await get(`/products/import/${job.id}`, otherAuth)).status).toBe(404)

    const exported = await (await get('/products/export.csv')).text()
    expect(exported.split('\r\n')[0]).toBe('"sku","name_hr","name_en","name_de","price","retail_price","member_price","stock","categories","published"')
    expect(exported).toContain('"IMP-1","Uvozna lampa","Imported lamp","","1234.50","1234.50","1100.00","8","dnevni-boravak","1"')
    // The export imports back without a single error or change.
    const again = (await readJson<Envelope<ImportDryRun>>(await postCsv('dryRun', exported))).data!
    expect(again).toMatchObject({ rows: 5, creates: 0, updates: 5, errors: [] })
  })

  it('a failure in the middle leaves nothing half-imported', async () => {
    const before = await db().select().from(products)
    // The check passes; the second row then names a category that vanished meanwhile (a foreign key fails).
    const csv = ['sku,name_hr,price,categories', 'TX-1,Prvi,1,dnevni-boravak', 'TX-2,Drugi,2,dnevni-boravak'].join('\n')
    const { checkImport, runImport } = await import('../catalog/product-import')
    const checked = await checkImport(db(), { siteId: runtime.site.id, text: csv, locale: 'hr' })
    expect(checked.dryRun.errors).toEqual([])
    const broken = checked.rows.map((row, index) => (index === 1 ? { ...row, categoryIds: [2_000_000_000] } : row))
    await expect(runImport(db(), { siteId: runtime.site.id, actor: { id: 1, email: 'x@example.hr' }, rows: broken })).rejects.toThrow()
    expect(await db().select().from(products)).toHaveLength(before.length)
  })
})

describe('categories and tags', () => {
  const send = (method: string, path: string, body?: unknown) =>
    app.request(`${base}${path}`, body === undefined ? { method, headers: manager } : jsonRequest(method, body, manager))
  const tree = async () => (await readJson<Envelope<{ records: AdminCategoryRow[] }>>(await get('/categories'))).data!.records

  it('creates, renames, moves under a parent and deletes only an empty category', async () => {
    const created = await send('POST', '/categories', { names: { hr: 'Vrt', en: 'Garden' }, parentId: null })
    expect(created.status).toBe(201)
    const { id } = (await readJson<Envelope<{ id: number }>>(created)).data!
    expect((await send('PUT', `/categories/${id}`, { names: { hr: 'Vrt i terasa', en: 'Garden' }, parentId: fixture.categoryId, position: 0 })).status).toBe(200)
    const rows = await tree()
    const parent = rows.find((r) => r.id === fixture.categoryId)!
    expect(parent).toMatchObject({ depth: 0, childCount: 1 })
    expect(parent.productCount).toBeGreaterThan(0)
    expect(rows.find((r) => r.id === id)).toMatchObject({ depth: 1, names: { hr: 'Vrt i terasa', en: 'Garden' }, productCount: 0 })
    expect(rows.findIndex((r) => r.id === id)).toBe(rows.findIndex((r) => r.id === fixture.categoryId) + 1)
    // A parent with a child and products is refused; the empty child goes.
    expect((await send('DELETE', `/categories/${fixture.categoryId}`)).status).toBe(409)
    expect((await send('DELETE', `/categories/${id}`)).status).toBe(200)
    expect(await db().select().from(productCategories).where(eq(productCategories.id, id))).toEqual([])
    expect((await send('DELETE', `/categories/${id}`)).status).toBe(404)
    expect((await send('POST', '/categories', { names: { hr: '' }, parentId: null })).status).toBe(400)
    expect((await db().select().from(auditLog).where(eq(auditLog.action, 'category.delete'))).length).toBe(1)
  })

  it('creates, edits and deletes tags; a taken slug is 409, a bad one 400', async () => {
    const created = await send('POST', '/tags', { slug: 'Akcija', label: { hr: 'Akcija', en: 'Sale' } })
    expect(created.status).toBe(201)
    const tag = (await readJson<Envelope<AdminTagRow>>(created)).data!
    expect(tag).toMatchObject({ slug: 'akcija', label: { hr: 'Akcija', en: 'Sale' }, productCount: 0 })
    await db().insert(productTagLinks).values({ tagId: tag.id, productId: fixture.productIds[0]! })
    expect((await send('POST', '/tags', { slug: 'akcija', label: { hr: 'Druga' } })).status).toBe(409)
    expect((await send('POST', '/tags', { slug: 'ima razmak', label: { hr: 'X' } })).status).toBe(400)
    const edited = await send('PUT', `/tags/${tag.id}`, { slug: 'rasprodaja', label: { hr: 'Rasprodaja' } })
    expect((await readJson<Envelope<AdminTagRow>>(edited)).data).toMatchObject({ slug: 'rasprodaja', productCount: 1 })
    const listed = (await readJson<Envelope<{ records: AdminTagRow[] }>>(await get('/tags'))).data!.records
    expect(listed.map((t) => t.slug)).toContain('rasprodaja')
    expect((await send('DELETE', `/tags/${tag.id}`)).status).toBe(200)
    expect(await db().select().from(productTagLinks).where(eq(productTagLinks.tagId, tag.id))).toEqual([])
    expect((await send('PUT', `/tags/${tag.id}`, { slug: 'x', label: { hr: 'X' } })).status).toBe(404)
  })
})
