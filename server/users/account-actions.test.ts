import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { AuthUser } from '../auth/access'
import { startFakeOidcProvider } from '../auth/social/fake-oidc-provider'
import type { RequestContext } from '../context'
import { addresses, consentLogs, consents, users } from '../db/schema'
import { assignedConsents, saveConsentAssignment } from '../gdpr'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestApp } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { loginAction, registerAction, socialCompleteAction, updateProfileAction } from './account-actions'
import { makeUser } from './test-helpers'

let runtime: TestRuntime
let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>

beforeAll(async () => {
  provider = await startFakeOidcProvider({
    clientId: 'web',
    clientSecret: 'secret',
    user: { sub: 'p-1', email: 'web-social@example.hr', email_verified: true, given_name: 'Lea' },
  })
  runtime = await createTestRuntime({
    oauthProviders: [{ name: 'google', label: 'Google', issuer: provider.issuer, clientId: 'web', clientSecret: 'secret', scope: 'openid email' }],
  })
})
afterAll(async () => {
  await runtime.dispose()
  await provider.close()
})
beforeEach(() => resetMemoryRateLimits())

function ctx(user: AuthUser | null = null): RequestContext {
  return { runtime, db: runtime.database.db, site: runtime.site, locale: 'hr', nonce: '', user, clientIp: '192.0.2.1', cacheTags: new Set(), catalogSlugs: new Map() }
}

function form(values: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

const request = (cookie = '') => new Request('http://localhost/prijava', { method: 'POST', headers: cookie ? { cookie } : {} })
type DataAnswer = { data: { ok: boolean; fields?: Record<string, string>; message?: string; code?: string }; init: { status: number } }

describe('login form action', () => {
  it.each([
    ['/kosarica?x=1', '/kosarica?x=1'],
    ['//evil.example/steal', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['https://evil.example', '/'],
  ])('redirect=%j goes to %j with the session cookies', async (target, expected) => {
    const user = await makeUser(runtime)
    const answer = (await loginAction(request(), ctx(), form({ username: user.email, password: user.password, redirect: target }))) as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(expected)
    expect(answer.headers.getSetCookie().some((c) => c.startsWith('accessToken=') && c.includes('HttpOnly'))).toBe(true)
  })

  it('refuses customers at the backoffice login', async () => {
    const user = await makeUser(runtime)
    const answer = (await loginAction(request(), ctx(), form({ username: user.email, password: user.password }), { backoffice: true })) as unknown as DataAnswer
    expect(answer.init.status).toBe(403)
    expect(answer.data.message).toBe('Vaš račun nema ovlasti za administraciju.')
  })
})

describe('register form action', () => {
  const delivery = {
    'delivery.firstName': 'Ana',
    'delivery.lastName': 'Horvat',
    'delivery.contactEmail': 'adresa-forma@example.hr',
    'delivery.contactPhone': '091 123 4567',
    'delivery.street': 'Ilica',
    'delivery.houseNumber': '1',
    'delivery.zipCode': '10000',
    'delivery.city': 'Zagreb',
    'delivery.country': 'Hrvatska',
  }

  it('addresses mode: billing is a copy of delivery unless "different billing" is checked', async () => {
    const answer = (await registerAction(
      request(),
      ctx(),
      form({ mode: 'addresses', ...delivery, password: 'Duga-lozinka-2026', confirmedPassword: 'Duga-lozinka-2026' }),
    )) as unknown as DataAnswer
    expect(answer.data.ok).toBe(true)
    const [user] = await runtime.database.db.select().from(users).where(eq(users.email, 'adresa-forma@example.hr'))
    const rows = await runtime.database.db.select().from(addresses).where(eq(addresses.userId, user?.id ?? 0))
    expect(rows.map((row) => [row.type, row.city])).toEqual([
      ['shipping', 'Zagreb'],
      ['main', 'Zagreb'],
    ])
  })

  it('validates the billing address only when it differs', async () => {
    const answer = (await registerAction(
      request(),
      ctx(),
      form({
        mode: 'addresses',
        ...delivery,
        'delivery.contactEmail': 'druga@example.hr',
        differentBilling: 'on',
        'billing.city': 'x'.repeat(76),
        password: 'Duga-lozinka-2026',
        confirmedPassword: 'Duga-lozinka-2026',
      }),
    )) as unknown as DataAnswer
    expect(answer.init.status).toBe(400)
    expect(answer.data.fields).toMatchObject({
      'billing.city': 'Maksimalan broj znakova za ovo polje je 75',
      'billing.street': 'Unos ovog polja je obavezan',
    })
  })

  it('basic mode needs the assigned registration consent and equal passwords; the accepted version is logged', async () => {
    const db = runtime.database.db
    const [privacy] = await db.select().from(consents).where(eq(consents.uniqueNumber, 'uvjeti-koristenja'))
    await saveConsentAssignment(db, { siteId: runtime.site.id, assigned_to: 'registration', consents: [privacy!.id], requiredConsents: [privacy!.id] })
    const [shown] = await assignedConsents(db, { siteId: runtime.site.id, assignedTo: 'registration', locale: 'hr' })
    const basic = { mode: 'basic', firstName: 'A', lastName: 'B', email: 'osnovni@example.hr', password: 'Duga-lozinka-2026' }
    const answer = (await registerAction(request(), ctx(), form({ ...basic, confirmedPassword: 'Druga-lozinka-2026' }))) as unknown as DataAnswer
    expect(answer.data.fields).toMatchObject({
      confirmedPassword: 'Unesene lozinke se ne podudaraju',
      [`acceptedConsents.${shown!.id}`]: 'Za registraciju morate prihvatiti pravila privatnosti',
    })
    const missing = (await registerAction(request(), ctx(), form({ ...basic, confirmedPassword: basic.password }))) as unknown as DataAnswer
    expect(missing.init.status).toBe(400)
    const accepted = (await registerAction(request(), ctx(), form({ ...basic, confirmedPassword: basic.password, consent: String(shown!.id) }))) as unknown as DataAnswer
    expect(accepted.data.ok).toBe(true)
    const [user] = await db.select().from(users).where(eq(users.email, 'osnovni@example.hr'))
    const logs = await db.select().from(consentLogs).where(eq(consentLogs.userId, user!.id))
    expect(logs.map((row) => [row.sourceType, row.consentVersionId, row.ipTruncated])).toEqual([['registration', shown!.id, '192.0.2.0']])
    await saveConsentAssignment(db, { siteId: runtime.site.id, assigned_to: 'registration', consents: [], requiredConsents: [] })
  })
})

describe('profile form action', () => {
  it('changes only the logged-in user, whatever the form says', async () => {
    const ana = await makeUser(runtime)
    const ivo = await makeUser(runtime)
    const me: AuthUser = { id: ivo.id, email: ivo.email, firstName: '', lastName: '', isBackofficeUser: false, scopes: [], sessionId: '00000000-0000-0000-0000-000000000000' }
    await updateProfileAction(request(), ctx(me), form({ id: String(ana.id), userId: String(ana.id), firstName: 'Promijenjeno', lastName: 'Ime', email: ivo.email }))
    const [anaRow] = await runtime.database.db.select().from(users).where(eq(users.id, ana.id))
    const [ivoRow] = await runtime.database.db.select().from(users).where(eq(users.id, ivo.id))
    expect(anaRow?.firstName).toBe('Ana')
    expect(ivoRow?.firstName).toBe('Promijenjeno')
  })
})

describe('social login page action', () => {
  it('completes the provider redirect with a POST and lands on the safe returnTo with a session', async () => {
    const app = createTestApp(runtime)
    const start = await app.request('/api/v1/user/social/redirect-login?provider=google&returnTo=/profil')
    const stateCookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const authorize = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' })
    const callback = new URL(authorize.headers.get('location') ?? '')
    const answer = (await socialCompleteAction(
      new Request('http://localhost/social-login', { method: 'POST', headers: { cookie: stateCookie } }),
      ctx(),
      form({ code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') ?? '' }),
    )) as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/profil')
    const cookies = answer.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith('refreshToken='))).toBe(true)
    expect(cookies.some((c) => c.startsWith('oauthState=;'))).toBe(true)
  })
})
