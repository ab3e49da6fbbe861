import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminPage } from '../../common/admin/paging'
import type { AdminAttributeDetail, AdminAttributeRow } from '../../common/catalog/admin-attributes'
import type { ProductDetail } from '../../common/catalog/types'
import type { Envelope } from '../../common/http/envelope'
import { seedCatalogueFixture } from '../catalog/catalog-fixture.test-helpers'
import { productNavigation } from '../catalog/catalog-service'
import { attributes, auditLog, categoryAttributes } from '../db/schema'
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

const base = '/api/v1/backoffice/catalog/attributes'
const send = (method: string, path: string, body?: unknown, headers = manager) =>
  app.request(`${base}${path}`, body === undefined ? { method, headers } : jsonRequest(method, body, headers))
const detail = async (response: Response) => {
  expect(response.status).toBeLessThan(300)
  return (await readJson<Envelope<AdminAttributeDetail>>(response)).data!
}
const list = async (query = '') => (await readJson<Envelope<AdminPage<AdminAttributeRow>>>(await send('GET', `?${query}`))).data!
const colour = async () => (await list('q=boja')).items[0]!
const newAttribute = { code: 'materijal', type: 'dropdown', label: { hr: 'Materijal', en: 'Material' }, isFilterable: true, position: 5 }
const audited = async (action: string) => (await runtime.database.db.select().from(auditLog).where(eq(auditLog.action, action))).length
const panel = (locale: 'hr' | 'en' | 'de' = 'hr') => productNavigation(runtime.database.db, { siteId: runtime.site.id, locale }, { mainCategory: fixture.categoryId, filters: [] })

describe('attributes API', () => {
  it('is only for the catalog scope: 401 anonymous, 403 a shopper and a content editor, on every call', async () => {
    const shopper = await makeUser(runtime)
    const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
    const value = { label: { hr: 'X' }, value: '', position: 0 }
    const calls = (auth: Record<string, string>) => [
      send('GET', '', undefined, auth),
      send('POST', '', newAttribute, auth),
      send('GET', '/1', undefined, auth),
      send('PUT', '/1', newAttribute, auth),
      send('DELETE', '/1', undefined, auth),
      send('PUT', '/1/categories', { categoryIds: [] }, auth),
      send('POST', '/1/values', value, auth),
      send('PUT', '/1/values/1', value, auth),
      send('DELETE', '/1/values/1', undefined, auth),
    ]
    for (const response of await Promise.all(calls({}))) expect(response.status).toBe(401)
    for (const user of [shopper, editor]) {
      const auth = bearer((await apiLogin(app, user.email, user.password)).accessToken)
      for (const response of await Promise.all(calls(auth))) expect(response.status).toBe(403)
    }
  })

  it('lists in panel order, pages and searches on the server; bad input is 400, unknown ids 404', async () => {
    const all = await list('perPage=25')
    expect(all.total).toBe(3)
    expect(all.items.map((a) => a.code).sort()).toEqual(['boja', 'pametno', 'povrsina'])
    expect((await colour())).toMatchObject({ type: 'multiSelect', valueCount: 2, productCount: 3, isFilterable: true })
    expect((await list('q=Površ')).items.map((a) => a.code)).toEqual(['povrsina'])
    expect((await list('q=nema')).total).toBe(0)
    expect((await send('GET', '?q=' + 'x'.repeat(81))).status).toBe(400)
    expect((await send('POST', '', { ...newAttribute, type: 'colour' })).status).toBe(400)
    expect((await send('POST', '', { ...newAttribute, code: 'ima razmak' })).status).toBe(400)
    expect((await send('POST', '', { ...newAttribute, label: { hr: '' } })).status).toBe(400)
    expect((await send('GET', '/abc')).status).toBe(400)
    expect((await send('GET', '/999999')).status).toBe(404)
    expect((await send('PUT', '/999999/values/1', { label: { hr: 'X' }, value: '', position: 0 })).status).toBe(404)
  })

  it('creates, edits and deletes an attribute with its values; a taken code is 409; every write is audited', async () => {
    const created = await detail(await send('POST', '', newAttribute))
    expect(created.attribute).toMatchObject({ code: 'materijal', label: { hr: 'Materijal', en: 'Material' }, valueCount: 0, productCount: 0 })
    expect((await send('POST', '', { ...newAttribute, label: { hr: 'Drugi' } })).status).toBe(409)
    const id = created.attribute.id
    const withValue = await detail(await send('POST', `/${id}/values`, { label: { hr: 'Hrast', en: 'Oak' }, value: 'hrast', position: 0 }))
    const [oak] = withValue.values
    expect(oak).toMatchObject({ label: { hr: 'Hrast', en: 'Oak' }, value: 'hrast', productCount: 0 })
    const renamed = await detail(await send('PUT', `/${id}/values/${oak!.id}`, { label: { hr: 'Hrastovina' }, value: 'hrast', position: 2 }))
    expect(renamed.values[0]).toMatchObject({ label: { hr: 'Hrastovina' }, position: 2 })
    const edited = await detail(await send('PUT', `/${id}`, { ...newAttribute, type: 'number', units: { hr: 'cm', en: '' }, isFilterable: false }))
    expect(edited.attribute).toMatchObject({ type: 'number', units: { hr: 'cm' }, isFilterable: false })
    expect((await send('DELETE', `/${id}/values/${oak!.id}`)).status).toBe(200)
    expect((await send('DELETE', `/${id}`)).status).toBe(200)
    expect((await send('GET', `/${id}`)).status).toBe(404)
    expect(await audited('attribute.create')).toBe(1)
    expect(await audited('attribute.update')).toBe(1)
    expect(await audited('attributeValue.create')).toBe(1)
    expect(await audited('attributeValue.update')).toBe(1)
    expect(await audited('attributeValue.delete')).toBe(1)
    expect(await audited('attribute.delete')).toBe(1)
  })

  it('refuses with 409 to delete what products use, or to change the type of an attribute products have', async () => {
    const boja = await detail(await send('GET', `/${(await colour()).id}`))
    const used = boja.values[0]!
    const refused = await send('DELETE', `/${boja.attribute.id}/values/${used.id}`)
    expect(refused.status).toBe(409)
    expect((await readJson<{ code: string }>(refused)).code).toBe('ATTRIBUTE_VALUE_IN_USE')
    expect((await send('DELETE', `/${boja.attribute.id}`)).status).toBe(409)
    const save = { code: 'boja', label: boja.attribute.label, isFilterable: true, position: 0 }
    expect((await send('PUT', `/${boja.attribute.id}`, { ...save, type: 'number' })).status).toBe(409)
    expect((await send('PUT', `/${boja.attribute.id}`, { ...save, type: 'yesNo' })).status).toBe(409)
    // Among list types the products' values stay valid.
    expect((await send('PUT', `/${boja.attribute.id}`, { ...save, type: 'textSwatch' })).status).toBe(200)
    expect(await runtime.database.db.select().from(attributes).where(eq(attributes.id, boja.attribute.id))).toHaveLength(1)
  })

  it("keeps a yes/no attribute's two values: their names change, their codes, new and deleted values are 409", async () => {
    const smart = (await list('q=pametno')).items[0]!
    const { values } = await detail(await send('GET', `/${smart.id}`))
    const no = values.find((v) => v.value === 'no')!
    const renamed = await detail(await send('PUT', `/${smart.id}/values/${no.id}`, { label: { hr: 'Nije pametno' }, value: 'no', position: no.position }))
    expect(renamed.values.find((v) => v.id === no.id)).toMatchObject({ label: { hr: 'Nije pametno' }, value: 'no' })
    expect((await send('PUT', `/${smart.id}/values/${no.id}`, { label: { hr: 'Ne' }, value: 'nope', position: 0 })).status).toBe(409)
    expect((await send('POST', `/${smart.id}/values`, { label: { hr: 'Možda' }, value: 'maybe', position: 2 })).status).toBe(409)
    const refused = await send('DELETE', `/${smart.id}/values/${no.id}`)
    expect(refused.status).toBe(409)
    expect((await readJson<{ code: string }>(refused)).code).toBe('ATTRIBUTE_VALUES_FIXED')
  })

  it('a renamed value shows in the category filter panel with the same counts; filterable off hides the facet', async () => {
    const boja = await detail(await send('GET', `/${(await colour()).id}`))
    const before = (await panel()).find((f) => f.attributeCode === 'boja')!
    const white = boja.values[0]!
    await detail(await send('PUT', `/${boja.attribute.id}/values/${white.id}`, { label: { hr: 'Snježno bijela', en: 'Snow white' }, value: white.value, position: white.position }))
    const after = (await panel()).find((f) => f.attributeCode === 'boja')!
    expect(after.values.find((v) => v.id === white.id)).toMatchObject({ valueLabel: 'Snježno bijela', totalProducts: before.values.find((v) => v.id === white.id)!.totalProducts })
    expect((await panel('en')).find((f) => f.attributeCode === 'boja')!.values.find((v) => v.id === white.id)!.valueLabel).toBe('Snow white')
    const save = { code: 'boja', type: boja.attribute.type, label: boja.attribute.label, position: 0 }
    await detail(await send('PUT', `/${boja.attribute.id}`, { ...save, isFilterable: false }))
    expect((await panel()).map((f) => f.attributeCode)).not.toContain('boja')
    await detail(await send('PUT', `/${boja.attribute.id}`, { ...save, isFilterable: true }))
    expect((await panel()).map((f) => f.attributeCode)).toContain('boja')
  })

  it('keeps a unit per language: the product and the filter show the page language’s unit, else the Croatian one', async () => {
    const area = (await list('q=povrsina')).items[0]!
    const save = (units: Record<string, string>) => send('PUT', `/${area.id}`, { code: area.code, type: area.type, label: area.label, units, isFilterable: true, position: area.position })
    expect((await detail(await save({ hr: 'm²', en: 'sq m', de: 'qm' }))).attribute.units).toEqual({ hr: 'm²', en: 'sq m', de: 'qm' })
    expect((await save({ hr: 'm²', de: 'x'.repeat(21) })).status).toBe(400)
    const shown = async (language: 'hr' | 'en' | 'de') => {
      const product = (await readJson<Envelope<ProductDetail>>(await app.request(`/api/v1/product/web/get?id=${fixture.productIds[0]}&language=${language}`))).data!
      const filter = (await panel(language)).find((entry) => entry.attributeCode === 'povrsina')
      return [product.attributes.find((entry) => entry.code === 'povrsina')?.value, product.attributeSet.find((entry) => entry.attributeCode === 'povrsina')?.unit, filter?.unit]
    }
    expect(await shown('hr')).toEqual(['20 m²', 'm²', 'm²'])
    expect(await shown('en')).toEqual(['20 sq m', 'sq m', 'sq m'])
    expect(await shown('de')).toEqual(['20 qm', 'qm', 'qm'])
    // A language without its own unit reads the Croatian one.
    await detail(await save({ hr: 'm²', en: 'sq m' }))
    expect(await shown('de')).toEqual(['20 m²', 'm²', 'm²'])
    await detail(await save({ hr: 'm²' }))
  })

  it('sets the categories whose filter panel offers the attribute; an unknown category is 400', async () => {
    const boja = await colour()
    const removed = await detail(await send('PUT', `/${boja.id}/categories`, { categoryIds: [] }))
    expect(removed.categoryIds).toEqual([])
    expect((await panel()).map((f) => f.attributeCode)).not.toContain('boja')
    const added = await detail(await send('PUT', `/${boja.id}/categories`, { categoryIds: [fixture.categoryId] }))
    expect(added.categoryIds).toEqual([fixture.categoryId])
    // Put back, it comes last in the panel.
    expect((await panel()).map((f) => f.attributeCode).at(-1)).toBe('boja')
    const [link] = await runtime.database.db.select().from(categoryAttributes).where(and(eq(categoryAttributes.attributeId, boja.id), eq(categoryAttributes.categoryId, fixture.categoryId)))
    expect(link!.position).toBeGreaterThan(0)
    expect((await send('PUT', `/${boja.id}/categories`, { categoryIds: [999_999] })).status).toBe(400)
    expect((await send('PUT', `/${boja.id}/categories`, { categoryIds: ['x'] })).status).toBe(400)
    expect(await audited('attribute.categories')).toBe(2)
  })
})
