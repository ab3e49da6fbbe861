import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let devRuntime: TestRuntime
let prodRuntime: TestRuntime

beforeAll(async () => {
  devRuntime = await createTestRuntime({ showVersionBadge: true })
  prodRuntime = await createTestRuntime({ showVersionBadge: false })
})
afterAll(async () => {
  await devRuntime.dispose()
  await prodRuntime.dispose()
})

describe('dev tools behind the version badge', () => {
  it('lists releases from CHANGELOG.md as a bare array, newest first', async () => {
    const response = await createTestApp(devRuntime).request('/api/_cli/get-latest-release', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gitlabProjectId: null, gitlabBranch: 'main' }),
    })
    expect(response.status).toBe(200)
    const releases = await readJson<{ tag_name: string; description_html: string }[]>(response)
    expect(Array.isArray(releases)).toBe(true)
    expect(releases[0]?.tag_name).toMatch(/^\d+\.\d+\.\d+/)
    expect(releases[0]?.description_html).toMatch(/^<ul>/)
  })

  it('names the latest tag', async () => {
    const response = await createTestApp(devRuntime).request('/api/_cli/get-latest-tag')
    expect(await readJson(response)).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('changing the domain is for the backoffice only', async () => {
    const app = createTestApp(devRuntime)
    const anonymous = await app.request('/api/_cli/set-domain', jsonRequest('POST', { domain: 'Test' }))
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('set-cookie')).toBeNull()
    const customer = await makeUser(devRuntime)
    const tokens = await apiLogin(app, customer.email, customer.password)
    const asCustomer = await app.request('/api/_cli/set-domain', jsonRequest('POST', { domain: 'Test' }, bearer(tokens.accessToken)))
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.headers.get('set-cookie')).toBeNull()
  })

  it('remembers a known domain and refuses an unknown one', async () => {
    const app = createTestApp(devRuntime)
    const admin = await makeUser(devRuntime, { isBackofficeUser: true, scopes: ['admin'] })
    const auth = bearer((await apiLogin(app, admin.email, admin.password)).accessToken)
    const before = await app.request('/api/_cli/get-domain')
    expect(await readJson(before)).toEqual({ domain: null })
    const bad = await app.request('/api/_cli/set-domain', jsonRequest('POST', { domain: 'evil.example' }, auth))
    expect(bad.status).toBe(400)
    const set = await app.request('/api/_cli/set-domain', jsonRequest('POST', { domain: 'Test' }, auth))
    expect(set.status).toBe(200)
    const cookie = set.headers.get('set-cookie') ?? ''
    expect(cookie).toContain('izlog_dev_domain=Test')
    const after = await app.request('/api/_cli/get-domain', { headers: { cookie: cookie.split(';')[0] ?? '' } })
    expect(await readJson(after)).toEqual({ domain: 'Test' })
  })

  it('does not exist where the badge is off', async () => {
    const response = await createTestApp(prodRuntime).request('/api/_cli/get-latest-release', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(404)
    expect(await readJson(response)).toMatchObject({ errored: true, code: 'NOT_FOUND' })
  })
})
