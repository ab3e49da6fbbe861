import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getSiteOptions } from '../site/site-service'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, cookieHeader, jsonRequest, makeUser, sameOrigin } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

const update = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/v1/cms/option/update', jsonRequest('PUT', body, headers))

describe('PUT /api/v1/cms/option/update', () => {
  it('401 without a login, 403 without the settings scope', async () => {
    expect((await update({ key: 'MaintenanceMode', value: true })).status).toBe(401)
    const customer = await makeUser(runtime)
    const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
    for (const user of [customer, editor]) {
      const tokens = await apiLogin(app, user.email, user.password)
      const response = await update({ key: 'MaintenanceMode', value: true }, bearer(tokens.accessToken))
      expect(response.status).toBe(403)
      expect(await readJson(response)).toMatchObject({ code: 'FORBIDDEN', message: 'Nemate ovlasti za ovu radnju' })
    }
    expect((await getSiteOptions(runtime.database.db, runtime.site.id)).MaintenanceMode).toBe(false)
  })

  it('sets a validated option with the settings scope (cookie session, same origin)', async () => {
    const admin = await makeUser(runtime, { isBackofficeUser: true, scopes: ['admin', 'settings'] })
    const login = await app.request('/api/auth/login', jsonRequest('POST', { username: admin.email, password: admin.password }, sameOrigin))
    const cookie = cookieHeader(login)
    const bad = await update({ key: 'MaintenanceMode', value: 'yes' }, { cookie, ...sameOrigin })
    expect(bad.status).toBe(400)
    const unknown = await update({ key: 'NoSuchOption', value: 1 }, { cookie, ...sameOrigin })
    expect(unknown.status).toBe(400)
    const on = await update({ key: 'MaintenanceMode', value: true }, { cookie, ...sameOrigin })
    expect(on.status).toBe(200)
    expect((await getSiteOptions(runtime.database.db, runtime.site.id)).MaintenanceMode).toBe(true)
    const off = await update({ key: 'MaintenanceMode', value: false }, { cookie, ...sameOrigin })
    expect(off.status).toBe(200)
    expect((await getSiteOptions(runtime.database.db, runtime.site.id)).MaintenanceMode).toBe(false)
  })
})
