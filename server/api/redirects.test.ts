import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope } from '../../common/http/envelope'
import { FAILED_REQUEST_CAP, recordFailedRequest } from '../cms/failed-request-service'
import { auditLog, failedRequests, redirects, sites } from '../db/schema'
import { normalizeRedirectTarget } from '../redirects'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let editor: string

interface FilterData {
  records: { id: number; fromPath: string; toTarget: string; statusCode: number; hits: number }[]
  failedRequests: { path: string; hits: number; lastSeenAt: string }[]
}

beforeAll(async () => {
  runtime = await createTestRuntime()
  await runtime.database.db.update(sites).set({ hosts: ['localhost', 'vrtovi-save.hr'] }).where(eq(sites.id, runtime.site.id))
  runtime.site.hosts = ['localhost', 'vrtovi-save.hr']
  app = createTestApp(runtime)
  const user = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
  editor = (await apiLogin(app, user.email, user.password)).accessToken
})
afterAll(() => runtime.dispose())

const create = async (body: Record<string, unknown>, token = editor) => {
  const response = await app.request('/api/v1/cms/redirect/create', jsonRequest('POST', body, bearer(token)))
  return { status: response.status, body: await readJson<Envelope<{ id: number; toTarget: string }> & { message?: string }>(response) }
}
const filter = async () => (await readJson<Envelope<FilterData>>(await app.request('/api/v1/cms/redirect/filter', { headers: bearer(editor) }))).data

describe('404 list', () => {
  it('records every page 404 once per path with a count and last seen', async () => {
    for (let i = 0; i < 3; i++) expect((await app.request('/stara-ponuda?utm=1')).status).toBe(404)
    await app.request('/stara-ponuda/')
    await app.request('/api/v1/nepostojece')
    await app.request('/x', { method: 'POST', headers: { origin: 'http://localhost' } })
    const data = await filter()
    expect(data?.failedRequests).toEqual([expect.objectContaining({ path: '/stara-ponuda', hits: 4 })])
  })

  it('keeps §7 addFailedRequest and ignores absurd paths', async () => {
    const add = (path: string) => app.request('/api/v1/cms/redirect/addFailedRequest', jsonRequest('POST', { path }))
    expect((await add('/prijavljeno-iz-klijenta')).status).toBe(200)
    expect((await add('nije-putanja')).status).toBe(400)
    expect(await recordFailedRequest(runtime.database.db, { siteId: runtime.site.id, path: `/${'a'.repeat(400)}` })).toBe(false)
    expect(await recordFailedRequest(runtime.database.db, { siteId: runtime.site.id, path: '//evil.example/x' })).toBe(false)
    expect((await filter())?.failedRequests.map((f) => f.path)).toContain('/prijavljeno-iz-klijenta')
  })

  it('stops adding new paths at the cap, so a crawler cannot fill the disk', async () => {
    const { db } = runtime.database
    const existing = (await db.select().from(failedRequests)).length
    await db.insert(failedRequests).values(
      Array.from({ length: FAILED_REQUEST_CAP - existing }, (_, i) => ({ siteId: runtime.site.id, path: `/popuna-${i}` })),
    )
    expect(await recordFailedRequest(db, { siteId: runtime.site.id, path: '/jos-jedna' })).toBe(false)
    expect(await recordFailedRequest(db, { siteId: runtime.site.id, path: '/stara-ponuda' })).toBe(true)
    expect((await db.select().from(failedRequests)).length).toBe(FAILED_REQUEST_CAP)
    await db.delete(failedRequests).where(eq(failedRequests.hits, 1))
  })
})

describe('redirects', () => {
  it('are for content users only', async () => {
    expect((await app.request('/api/v1/cms/redirect/filter')).status).toBe(401)
    const customer = await makeUser(runtime)
    const token = (await apiLogin(app, customer.email, customer.password)).accessToken
    expect((await create({ fromPath: '/a', toTarget: '/b' }, token)).status).toBe(403)
  })

  it('turn a recorded 404 into a redirect that page requests follow, query kept', async () => {
    const result = await create({ fromPath: '/stara-ponuda', toTarget: '/trgovina', statusCode: 301 })
    expect(result.status).toBe(201)
    const response = await app.request('/stara-ponuda?utm=mail')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/trgovina?utm=mail')
    expect((await app.request('/stara-ponuda/', { method: 'HEAD' })).status).toBe(301)
    const data = await filter()
    expect(data?.failedRequests.map((f) => f.path)).not.toContain('/stara-ponuda')
    expect(data?.records).toEqual([expect.objectContaining({ fromPath: '/stara-ponuda', toTarget: '/trgovina', hits: 2 })])
    const audit = await runtime.database.db.select().from(auditLog).where(eq(auditLog.action, 'redirect.save'))
    expect(audit).toHaveLength(1)
  })

  it('collapse chains both ways and refuse loops', async () => {
    await create({ fromPath: '/b', toTarget: '/c', statusCode: 302 })
    await create({ fromPath: '/a', toTarget: '/b' })
    await create({ fromPath: '/c', toTarget: '/d' })
    const byFrom = Object.fromEntries((await filter())?.records.map((r) => [r.fromPath, r.toTarget]) ?? [])
    expect(byFrom).toMatchObject({ '/a': '/d', '/b': '/d', '/c': '/d' })
    const a = await app.request('/a')
    expect([a.status, a.headers.get('location')]).toEqual([301, '/d'])
    expect((await app.request('/b')).status).toBe(302)
    const loop = await create({ fromPath: '/d', toTarget: '/a' })
    expect(loop.status).toBe(400)
    expect(loop.body.message).toBe('Preusmjeravanje bi napravilo petlju.')
    expect((await create({ fromPath: '/e', toTarget: '/e/' })).status).toBe(400)
  })

  it('never redirect off the site', async () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'https://user@vrtovi-save.hr.evil.example/']) {
      const result = await create({ fromPath: '/van', toTarget: target })
      expect(result.status, target).toBe(400)
    }
    expect((await create({ fromPath: '/api/v1/x', toTarget: '/y' })).status).toBe(400)
    const own = await create({ fromPath: '/domena', toTarget: 'https://vrtovi-save.hr/objave' })
    expect(own.status).toBe(201)
    expect((await app.request('/domena')).headers.get('location')).toBe('https://vrtovi-save.hr/objave')
    expect(normalizeRedirectTarget('http://VRTOVI-SAVE.hr/a', ['vrtovi-save.hr'])?.path).toBe('/a')
  })

  it('can be deleted', async () => {
    const [row] = await runtime.database.db.select().from(redirects).where(eq(redirects.fromPath, '/domena'))
    const response = await app.request('/api/v1/cms/redirect/delete', jsonRequest('POST', { id: row?.id }, bearer(editor)))
    expect(response.status).toBe(200)
    expect((await app.request('/domena')).status).toBe(404)
  })

  it('page on the server, each list on its own', async () => {
    await runtime.database.db.insert(redirects).values(
      Array.from({ length: 30 }, (_, index) => ({ siteId: runtime.site.id, fromPath: `/stranica-${index}`, toTarget: '/', statusCode: 301 })),
    )
    type Paged = FilterData & { pagination: { page: number; total: number }; failedPagination: { page: number; total: number } }
    const page = async (query: string) =>
      (await readJson<Envelope<Paged>>(await app.request(`/api/v1/cms/redirect/filter${query}`, { headers: bearer(editor) }))).data!
    const first = await page('')
    expect(first.records).toHaveLength(25)
    const total = first.pagination.total
    expect(total).toBeGreaterThanOrEqual(30)
    const last = await page(`?page=${Math.ceil(total / 25)}`)
    expect(last.records).toHaveLength(total % 25 || 25)
    expect(last.failedPagination.page).toBe(1)
    expect((await page('?page=abc')).pagination.page).toBe(1)
  })
})
