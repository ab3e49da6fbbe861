import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthUser } from '../auth/access'
import { isDraftPreviewRequest, isEditModeRequest } from '../cms/edit-mode'
import { auditLog } from '../db/schema'
import { loadSiteShell } from '../shell/site-shell-service'
import { createTestApp } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'
import { switchDummyMode } from './dummy-mode'
import { getSiteOptions } from './site-service'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

const editor: AuthUser = { id: 1, email: 'urednik@example.hr', firstName: 'U', lastName: 'R', isBackofficeUser: true, scopes: ['content'], sessionId: 's' }
const shopper: AuthUser = { ...editor, isBackofficeUser: false, scopes: [] }

const shell = (url = 'http://localhost/trgovina') =>
  loadSiteShell(runtime.database.db, { site: runtime.site, locale: 'hr', url: new URL(url), cookieHeader: null, config: runtime.config, isBackofficeUser: false })

describe('dummy mode (§9 six placeholder products, §2 no edit mode)', () => {
  it('is off by default: the shell says so and editors get edit mode and the draft preview', async () => {
    expect((await getSiteOptions(runtime.database.db, runtime.site.id)).DummyMode).toBe(false)
    expect((await shell()).isDummyMode).toBe(false)
    const url = new URL('http://localhost/o-projektu?editPage=true&previewDraft=true')
    expect(isEditModeRequest(url, editor, { isDummyMode: false })).toBe(true)
    expect(isDraftPreviewRequest(url, editor, { isDummyMode: false })).toBe(true)
  })

  it('turns edit mode and the draft preview off while it is on; the flags never mean anything to a shopper', () => {
    const url = new URL('http://localhost/o-projektu?editPage=true&previewDraft=true')
    expect(isEditModeRequest(url, editor, { isDummyMode: true })).toBe(false)
    expect(isDraftPreviewRequest(url, editor, { isDummyMode: true })).toBe(false)
    expect(isEditModeRequest(url, shopper)).toBe(false)
    expect(isDraftPreviewRequest(url, shopper)).toBe(false)
    expect(isEditModeRequest(new URL('http://localhost/o-projektu?editPage=1'), editor)).toBe(false)
  })

  it('is switched by a backoffice user, audited, and reaches every page through the shell at once', async () => {
    const actor = { id: (await makeUser(runtime, { isBackofficeUser: true, scopes: ['admin', 'settings'] })).id, email: 'vlasnik@example.hr' }
    await switchDummyMode(runtime.database.db, { siteId: runtime.site.id, isOn: true, actor })
    expect((await shell()).isDummyMode).toBe(true)
    const [row] = await runtime.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, runtime.site.id), eq(auditLog.action, 'site.dummyMode')))
    expect(row).toMatchObject({ entityType: 'site_option', entityId: 'DummyMode', before: { DummyMode: false }, after: { DummyMode: true } })
    await switchDummyMode(runtime.database.db, { siteId: runtime.site.id, isOn: false, actor })
    expect((await shell()).isDummyMode).toBe(false)
  })

  it('can be set through option/update only with the settings scope; a wrong value is a 400', async () => {
    const contentOnly = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
    const owner = await makeUser(runtime, { isBackofficeUser: true, scopes: ['settings'] })
    const contentAuth = bearer((await apiLogin(app, contentOnly.email, contentOnly.password)).accessToken)
    const ownerAuth = bearer((await apiLogin(app, owner.email, owner.password)).accessToken)
    const set = (value: unknown, headers: Record<string, string>) => app.request('/api/v1/cms/option/update', jsonRequest('PUT', { key: 'DummyMode', value }, headers))
    expect((await set(true, {})).status).toBe(401)
    expect((await set(true, contentAuth)).status).toBe(403)
    expect((await set('yes', ownerAuth)).status).toBe(400)
    expect((await getSiteOptions(runtime.database.db, runtime.site.id)).DummyMode).toBe(false)
    expect((await set(true, ownerAuth)).status).toBe(200)
    expect((await getSiteOptions(runtime.database.db, runtime.site.id)).DummyMode).toBe(true)
    expect((await shell()).isDummyMode).toBe(true)
  })
})
