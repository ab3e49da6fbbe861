import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { socialIdentities, users } from '../../db/schema'
import { createTestApp, readJson } from '../../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../../testing/test-database'
import { jsonRequest } from '../../users/test-helpers'
import { startFakeOidcProvider } from './fake-oidc-provider'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>
const user = { sub: 'google-123', email: 'drustvena@example.hr', email_verified: true, given_name: 'Maja', family_name: 'Kovač' }

beforeAll(async () => {
  provider = await startFakeOidcProvider({ clientId: 'izlog-test', clientSecret: 'shh', user })
  runtime = await createTestRuntime({
    oauthProviders: [{ name: 'google', label: 'Google', issuer: provider.issuer, clientId: 'izlog-test', clientSecret: 'shh', scope: 'openid email profile' }],
  })
  app = createTestApp(runtime)
})
afterAll(async () => {
  await runtime.dispose()
  await provider.close()
})

/** Browser-like walk: our redirect → provider authorize → back to /social-login with code+state. */
async function walkToCallback(returnTo = '/profil') {
  const start = await app.request(`/api/v1/user/social/redirect-login?provider=google&returnTo=${encodeURIComponent(returnTo)}`)
  expect(start.status).toBe(302)
  const stateCookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const authorize = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' })
  expect(authorize.status).toBe(302)
  const callback = new URL(authorize.headers.get('location') ?? '')
  expect(callback.pathname).toBe('/social-login')
  return { stateCookie, code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') ?? '' }
}

describe('social login (OIDC)', () => {
  it('creates a verified account from the id_token and returns tokens; the same identity logs in again', async () => {
    const { stateCookie, code, state } = await walkToCallback()
    const response = await app.request('/api/v1/user/social/oauth', jsonRequest('POST', { code, state }, { cookie: stateCookie }))
    expect(response.status).toBe(200)
    const body = await readJson<{ data: { tokens: { accessToken: string }; user: { email: string; verified: boolean; details: { firstName: string } }; returnTo: string } }>(response)
    expect(body.data.user).toMatchObject({ email: 'drustvena@example.hr', verified: true, details: { firstName: 'Maja' } })
    expect(body.data.returnTo).toBe('/profil')
    const again = await walkToCallback()
    const second = await app.request('/api/v1/user/social/oauth', jsonRequest('POST', { code: again.code, state: again.state }, { cookie: again.stateCookie }))
    expect(second.status).toBe(200)
    const rows = await runtime.database.db.select().from(users).where(eq(users.email, 'drustvena@example.hr'))
    expect(rows).toHaveLength(1)
  })

  it('links to an existing account with the same verified e-mail', async () => {
    const local = await startFakeOidcProvider({ clientId: 'c2', clientSecret: 's2', user: { sub: 'x-1', email: 'postojeci@example.hr', email_verified: true } })
    const rt = await createTestRuntime({ oauthProviders: [{ name: 'google', label: 'G', issuer: local.issuer, clientId: 'c2', clientSecret: 's2', scope: 'openid email' }] })
    try {
      await rt.database.db.insert(users).values({ email: 'postojeci@example.hr', verifiedAt: new Date() })
      const a = createTestApp(rt)
      const start = await a.request('/api/v1/user/social/redirect-login?provider=google')
      const authorize = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' })
      const cb = new URL(authorize.headers.get('location') ?? '')
      const done = await a.request('/api/v1/user/social/oauth', jsonRequest('POST', { code: cb.searchParams.get('code'), state: cb.searchParams.get('state') }, { cookie: (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '' }))
      expect(done.status).toBe(200)
      const links = await rt.database.db.select().from(socialIdentities)
      expect(links).toHaveLength(1)
    } finally {
      await rt.dispose()
      await local.close()
    }
  })

  it('refuses a wrong state, a missing state cookie and a replayed code', async () => {
    const { stateCookie, code, state } = await walkToCallback()
    const wrongState = await app.request('/api/v1/user/social/oauth', jsonRequest('POST', { code, state: 'forged-state' }, { cookie: stateCookie }))
    expect(wrongState.status).toBe(400)
    const noCookie = await app.request('/api/v1/user/social/oauth', jsonRequest('POST', { code, state }))
    expect(noCookie.status).toBe(400)
    const tampered = await app.request('/api/v1/user/social/oauth', jsonRequest('POST', { code, state }, { cookie: stateCookie.replace(/.$/, 'x') }))
    expect(tampered.status).toBe(400)
    const ok = await app.request('/api/v1/user/social/oauth', jsonRequest('POST', { code, state }, { cookie: stateCookie }))
    expect(ok.status).toBe(200)
    const replay = await app.request('/api/v1/user/social/oauth', jsonRequest('POST', { code, state }, { cookie: stateCookie }))
    expect(replay.status).toBe(400)
  })

  it('keeps returnTo site-relative and knows only configured providers', async () => {
    const start = await app.request(`/api/v1/user/social/redirect-login?provider=google&returnTo=${encodeURIComponent('//evil.example')}`)
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const payload = JSON.parse(Buffer.from(decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '', 'base64url').toString())
    expect(payload.returnTo).toBe('/')
    expect((await app.request('/api/v1/user/social/redirect-login?provider=myspace')).status).toBe(404)
  })
})
