import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CacheStoreView } from '../../common/cms/cache-view'
import type { Envelope } from '../../common/http/envelope'
import { cachedForSite } from '../cache/site-cache'
import { seedCmsFixture } from '../cms/cms-fixtures.test-helpers'
import { auditLog } from '../db/schema'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let editorAuth: Record<string, string>
let adminAuth: Record<string, string>

beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedCmsFixture(runtime.database.db, runtime.site.id)
  app = createTestApp(runtime)
  const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
  editorAuth = bearer((await apiLogin(app, editor.email, editor.password)).accessToken)
  const admin = await makeUser(runtime, { isBackofficeUser: true, scopes: ['admin'] })
  adminAuth = bearer((await apiLogin(app, admin.email, admin.password)).accessToken)
})
afterAll(() => runtime.dispose())

async function call<T>(method: string, path: string, body?: unknown, headers = editorAuth) {
  const response = await app.request(`/api/v1/cms/cache${path}`, body === undefined ? { method, headers } : jsonRequest(method, body, headers))
  return { status: response.status, body: await readJson<Envelope<T>>(response) }
}

const list = async (headers = editorAuth) => (await call<{ stores: CacheStoreView[] }>('GET', '/list', undefined, headers)).body.data!.stores
const siteKeys = async () => (await list()).find((store) => store.name === 'site')!.entries.map((entry) => entry.key)

/** Puts the site's options and page index into the cache, as any page view does. */
async function warmCache() {
  const response = await app.request('/api/v1/cms/page/get?slug=o-projektu&language=hr')
  expect(response.status).toBe(200)
}

describe('cache view API', () => {
  it('answers 401 without a login and 403 to a shopper or a backoffice user without content or admin', async () => {
    const shopper = await makeUser(runtime)
    const ordersOnly = await makeUser(runtime, { isBackofficeUser: true, scopes: ['orders', 'settings'] })
    const forbidden = [
      bearer((await apiLogin(app, shopper.email, shopper.password)).accessToken),
      bearer((await apiLogin(app, ordersOnly.email, ordersOnly.password)).accessToken),
    ]
    const calls: [string, string, unknown?][] = [
      ['GET', '/list'],
      ['POST', '/clear', { store: 'site' }],
    ]
    await warmCache()
    for (const [method, path, body] of calls) {
      expect((await call(method, path, body, {})).status, `${method} ${path}`).toBe(401)
      for (const headers of forbidden) {
        const { status, body: answer } = await call(method, path, body, headers)
        expect(status, `${method} ${path}`).toBe(403)
        expect(answer).toMatchObject({ errored: true, message: 'Nemate ovlasti za ovu radnju' })
      }
    }
    // Nothing was cleared by the refused calls.
    expect(await siteKeys()).toContain(`${runtime.site.id}|options`)
  })

  it('lists the site cache with keys and JSON sizes, for content and admin alike', async () => {
    await warmCache()
    const [site] = await list(adminAuth)
    expect(site!.name).toBe('site')
    const options = site!.entries.find((entry) => entry.key === `${runtime.site.id}|options`)
    expect(options!.bytes).toBeGreaterThan(20)
    expect(options!.expiresInMs).toBeGreaterThan(0)
    expect(options!.expiresInMs).toBeLessThanOrEqual(10_000)
    expect(site!.totalBytes).toBe(site!.entries.reduce((sum, entry) => sum + (entry.bytes ?? 0), 0))
  })

  it("never lists another site's entries", async () => {
    await cachedForSite(runtime.database.db, runtime.site.id + 1000, 'options', async () => ({ secret: true }))
    expect((await siteKeys()).some((key) => key.startsWith(`${runtime.site.id + 1000}|`))).toBe(false)
    const { status } = await call('POST', '/clear', { store: 'site', key: `${runtime.site.id + 1000}|options` })
    expect(status).toBe(404)
  })

  it('clears one entry, then all, and audits both', async () => {
    await warmCache()
    const key = `${runtime.site.id}|options`
    const one = await call<{ removed: number }>('POST', '/clear', { store: 'site', key })
    expect(one).toMatchObject({ status: 200, body: { data: { removed: 1 } } })
    expect(await siteKeys()).not.toContain(key)
    expect(await siteKeys()).toContain('*|sites')

    const all = await call<{ removed: number }>('POST', '/clear', { store: 'site' })
    expect(all.status).toBe(200)
    expect(all.body.data!.removed).toBeGreaterThan(0)
    // The listing request itself reads the site list again; nothing else comes back by itself.
    expect(await siteKeys()).toEqual(['*|sites'])

    const rows = await runtime.database.db.select().from(auditLog).where(and(eq(auditLog.siteId, runtime.site.id), eq(auditLog.entityType, 'cache')))
    expect(rows.map((row) => row.action).sort()).toEqual(['cache.clear', 'cache.clearAll'])
    expect(rows.find((row) => row.action === 'cache.clear')).toMatchObject({ entityId: `site:${key}`, after: { removed: 1 } })
  })

  it('answers 400 with a translated message for a bad store or key, 404 for a missing key', async () => {
    const badStore = await call('POST', '/clear', { store: 'redis' })
    expect(badStore.status).toBe(400)
    expect(badStore.body).toMatchObject({ errored: true })
    expect(typeof (badStore.body as { message?: string }).message).toBe('string')
    expect((await call('POST', '/clear', { store: 'site', key: '' })).status).toBe(400)
    expect((await call('POST', '/clear', { store: 'site', key: 'x'.repeat(301) })).status).toBe(400)
    expect((await call('POST', '/clear', { store: 'site', key: `${runtime.site.id}|nothing` })).status).toBe(404)
  })
})
