import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { members, userTokens } from '../db/schema'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, lastMail, linkToken, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  await runtime.database.db.insert(members).values([
    { barcode: '3850000000019' },
    { barcode: '3850000000026' },
    { barcode: '3850000000033', validUntil: new Date('2020-01-01T00:00:00Z') },
  ])
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

const address = {
  type: 'shipping',
  firstName: 'Ana',
  lastName: 'Horvat',
  contactEmail: 'ana@example.hr',
  contactPhone: '+385 91 123 4567',
  country: 'HR',
  city: 'Zagreb',
  street: 'Ilica',
  houseNumber: '10',
  zipCode: '10000',
}

function register(email: string, extra: Record<string, unknown> = {}) {
  return app.request(
    '/api/v1/user/web/register',
    jsonRequest('POST', { details: { firstName: 'Ana', lastName: 'Horvat' }, email, password: 'Duga-lozinka-2026', ...extra }),
  )
}

describe('registration and verification', () => {
  it('registers, mails a one-time verification link, and logs in only after it is opened', async () => {
    const response = await register('nova@example.hr')
    expect(response.status).toBe(201)
    expect(await readJson(response)).toMatchObject({ data: { verificationToken: true, user: { email: 'nova@example.hr', verified: false } } })
    const mail = await lastMail(runtime)
    expect(mail).toContain('To: nova@example.hr')
    expect(mail).toContain('/prijava?verificationToken=')
    const token = linkToken(mail, 'verificationToken')

    const early = await app.request('/api/v1/login', jsonRequest('POST', { username: 'nova@example.hr', password: 'Duga-lozinka-2026' }))
    expect(early.status).toBe(403)
    const verified = await app.request(`/api/v1/user/web/verify/${token}`)
    expect(verified.status).toBe(200)
    const again = await app.request(`/api/v1/user/web/verify/${token}`)
    expect(again.status).toBe(400)
    expect(await readJson(again)).toMatchObject({ code: 'TOKEN_INVALID' })
    await apiLogin(app, 'nova@example.hr', 'Duga-lozinka-2026')
  })

  it('maps a second registration of the same e-mail to user-already-exists (§8)', async () => {
    await register('dupla@example.hr')
    const second = await register('DUPLA@example.hr')
    expect(second.status).toBe(409)
    expect(await readJson(second)).toMatchObject({ code: 'user-already-exists', message: 'Korisnik s tom adresom e-pošte već postoji' })
  })

  it('applies the password rules: min 8, 64+ allowed, common passwords refused', async () => {
    const short = await register('kratka@example.hr', { password: 'abc1234' })
    expect(await readJson(short)).toMatchObject({ fields: { password: 'Minimalan broj znakova potrebnih za ovo polje je 8' } })
    const common = await register('cesta@example.hr', { password: 'password123' })
    expect(common.status).toBe(400)
    expect(await readJson(common)).toMatchObject({ code: 'PASSWORD_TOO_COMMON' })
    const long = await register('duga@example.hr', { password: 'x'.repeat(40) + 'y'.repeat(40) })
    expect(long.status).toBe(201)
  })

  it('registers with addresses (§5 maxima) and refuses an invalid member card', async () => {
    const tooLong = await register('adrese@example.hr', { addresses: [{ ...address, street: 's'.repeat(76), zipCode: '1'.repeat(26) }] })
    expect(await readJson(tooLong)).toMatchObject({
      fields: { 'addresses.0.street': 'Maksimalan broj znakova za ovo polje je 75', 'addresses.0.zipCode': 'Maksimalan broj znakova za ovo polje je 25' },
    })
    const badCard = await register('kartica@example.hr', { memberCardBarcode: '3850000000033' })
    expect(await readJson(badCard)).toMatchObject({ code: 'MEMBER_CARD_INVALID' })
    const ok = await register('adrese@example.hr', { addresses: [address, { ...address, type: 'main', city: 'Split' }], memberCardBarcode: '3850000000019' })
    expect(ok.status).toBe(201)
    expect(await readJson(ok)).toMatchObject({ data: { user: { memberCardBarcode: '3850000000019', addresses: [{ city: 'Zagreb' }, { city: 'Split' }] } } })
  })

  it('rate-limits verification attempts per IP', async () => {
    let last: Response | undefined
    for (let i = 0; i < 31; i++) last = await app.request(`/api/v1/user/web/verify/guessed-token-${i}-xxxxx`)
    expect(last?.status).toBe(429)
  })
})

describe('forgot password', () => {
  it('mails a one-time link; the token sets a new password once and ends all sessions', async () => {
    const user = await makeUser(runtime)
    const old = await apiLogin(app, user.email, user.password)
    const forgot = await app.request('/api/v1/user/password/forgot', jsonRequest('POST', { email: user.email }))
    expect(forgot.status).toBe(200)
    const token = linkToken(await lastMail(runtime), 'token')
    const set = await app.request('/api/v1/user/password/set', jsonRequest('POST', { token, newPassword: 'Nova-lozinka-77' }))
    expect(set.status).toBe(200)
    const reuse = await app.request('/api/v1/user/password/set', jsonRequest('POST', { token, newPassword: 'Treca-lozinka-88' }))
    expect(reuse.status).toBe(400)
    expect((await app.request('/api/v1/user/web/profile', { headers: bearer(old.accessToken) })).status).toBe(401)
    await apiLogin(app, user.email, 'Nova-lozinka-77')
  })

  it('answers the same for an unknown e-mail and refuses expired tokens', async () => {
    const unknown = await app.request('/api/v1/user/password/forgot', jsonRequest('POST', { email: 'nitko@example.hr' }))
    expect(await readJson(unknown)).toMatchObject({ data: { sent: true } })
    const user = await makeUser(runtime)
    await app.request('/api/v1/user/password/forgot', jsonRequest('POST', { email: user.email }))
    const token = linkToken(await lastMail(runtime), 'token')
    await runtime.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userTokens.userId, user.id))
    const set = await app.request('/api/v1/user/password/set', jsonRequest('POST', { token, newPassword: 'Nova-lozinka-77' }))
    expect(set.status).toBe(400)
  })

  it('rate-limits forgot-password per account', async () => {
    let last: Response | undefined
    for (let i = 0; i < 6; i++) last = await app.request('/api/v1/user/password/forgot', jsonRequest('POST', { email: 'meta@example.hr' }))
    expect(last?.status).toBe(429)
  })
})

describe('profile, password change, addresses', () => {
  it('changes the password with the old one, maps a wrong one to old-password-incorrect, ends other sessions', async () => {
    const user = await makeUser(runtime)
    const a = await apiLogin(app, user.email, user.password)
    const b = await apiLogin(app, user.email, user.password)
    const wrong = await app.request('/api/v1/user/password/reset', jsonRequest('POST', { oldPassword: 'Kriva-lozinka-1', newPassword: 'Nova-lozinka-99' }, bearer(a.accessToken)))
    expect(wrong.status).toBe(400)
    expect(await readJson(wrong)).toMatchObject({ code: 'old-password-incorrect', message: 'Stara lozinka nije ispravna' })
    const same = await app.request('/api/v1/user/password/reset', jsonRequest('POST', { oldPassword: user.password, newPassword: user.password }, bearer(a.accessToken)))
    expect(await readJson(same)).toMatchObject({ fields: { newPassword: 'Nova i stara lozinka se ne smiju podudarati' } })
    const changed = await app.request('/api/v1/user/password/reset', jsonRequest('POST', { oldPassword: user.password, newPassword: 'Nova-lozinka-99' }, bearer(a.accessToken)))
    expect(changed.status).toBe(200)
    expect((await app.request('/api/v1/user/web/profile', { headers: bearer(a.accessToken) })).status).toBe(200)
    expect((await app.request('/api/v1/user/web/profile', { headers: bearer(b.accessToken) })).status).toBe(401)
  })

  it('keeps two users apart: nobody reads or changes another profile or address', async () => {
    const ana = await makeUser(runtime)
    const ivo = await makeUser(runtime)
    const anaTokens = await apiLogin(app, ana.email, ana.password)
    const ivoTokens = await apiLogin(app, ivo.email, ivo.password)
    const created = await app.request('/api/v1/user/web/address/create', jsonRequest('POST', address, bearer(anaTokens.accessToken)))
    expect(created.status).toBe(201)
    const { data } = await readJson<{ data: { id: number } }>(created)

    const hijack = await app.request(`/api/v1/user/web/address/update/${data.id}`, jsonRequest('PATCH', { city: 'Osijek' }, bearer(ivoTokens.accessToken)))
    expect(hijack.status).toBe(404)
    const ivoProfile = await readJson<{ data: { email: string; addresses: unknown[] } }>(
      await app.request('/api/v1/user/web/profile', { headers: bearer(ivoTokens.accessToken) }),
    )
    expect(ivoProfile.data.email).toBe(ivo.email)
    expect(ivoProfile.data.addresses).toEqual([])
    // Ivo cannot take Ana's e-mail either.
    const steal = await app.request('/api/v1/user/web/update', jsonRequest('PATCH', { details: { firstName: 'I', lastName: 'V' }, email: ana.email }, bearer(ivoTokens.accessToken)))
    expect(steal.status).toBe(409)
    // Ivo's refresh token cannot be used to log out or rotate Ana's session.
    await app.request('/api/auth/logout', jsonRequest('POST', { refreshToken: ivoTokens.refreshToken }, bearer(ivoTokens.accessToken)))
    expect((await app.request('/api/v1/user/web/profile', { headers: bearer(anaTokens.accessToken) })).status).toBe(200)

    const own = await app.request(`/api/v1/user/web/address/update/${data.id}`, jsonRequest('PATCH', { city: 'Osijek' }, bearer(anaTokens.accessToken)))
    expect(await readJson(own)).toMatchObject({ data: { city: 'Osijek' } })
  })

  it('a partial address update (PATCH) changes only the fields sent', async () => {
    const user = await makeUser(runtime)
    const tokens = await apiLogin(app, user.email, user.password)
    const full = { ...address, type: 'billing', region: 'Grad Zagreb', companyName: 'Vrt d.o.o.', companyOIB: '12345678901' }
    const created = await app.request('/api/v1/user/web/address/create', jsonRequest('POST', full, bearer(tokens.accessToken)))
    const { data } = await readJson<{ data: { id: number } }>(created)
    const patch = (body: unknown) =>
      app.request(`/api/v1/user/web/address/update/${data.id}`, jsonRequest('PATCH', body, bearer(tokens.accessToken)))

    expect(await readJson(await patch({ city: 'Split' }))).toMatchObject({
      data: { type: 'billing', city: 'Split', street: 'Ilica', region: 'Grad Zagreb', companyName: 'Vrt d.o.o.', companyOIB: '12345678901' },
    })
    // An optional field sent empty is cleared; the type changes only when it is sent.
    expect(await readJson(await patch({ companyOIB: '', type: 'shipping' }))).toMatchObject({
      data: { type: 'shipping', city: 'Split', companyName: 'Vrt d.o.o.', companyOIB: null },
    })
    expect((await patch({ type: 'nowhere' })).status).toBe(400)
  })

  it('updates the profile (§5 rules) and needs a login', async () => {
    const user = await makeUser(runtime)
    const tokens = await apiLogin(app, user.email, user.password)
    const invalid = await app.request('/api/v1/user/web/update', jsonRequest('PATCH', { details: { firstName: '', lastName: 'H' }, email: 'x' }, bearer(tokens.accessToken)))
    expect(await readJson(invalid)).toMatchObject({ fields: { 'details.firstName': 'Unos ovog polja je obavezan', email: 'Unesite uzorak adrese elektroničke pošte' } })
    const updated = await app.request('/api/v1/user/web/update', jsonRequest('PATCH', { details: { firstName: 'Iva', lastName: 'Kos' }, email: user.email }, bearer(tokens.accessToken)))
    expect(await readJson(updated)).toMatchObject({ data: { details: { firstName: 'Iva', lastName: 'Kos' } } })
    expect((await app.request('/api/v1/user/web/profile')).status).toBe(401)
  })
})

describe('member card and guest user', () => {
  it('validateMembersBarcode checks the format and the members table', async () => {
    const check = async (barcode: string) =>
      (await readJson<{ data: { isValid: boolean } }>(await app.request('/api/v1/user/web/validateMembersBarcode', jsonRequest('POST', { barcode })))).data.isValid
    expect(await check('3850000000026')).toBe(true)
    // Registration gave 3850000000019 to an account: to anyone else it is no card (issue 25.3).
    expect(await check('3850000000019')).toBe(false)
    expect(await check('3850000000033')).toBe(false) // expired
    expect(await check('3850000000099')).toBe(false) // unknown
    expect(await check('ABC')).toBe(false) // format
  })

  it('updateGuestUser keeps the guest in a cookie and updates the same guest next time', async () => {
    const first = await app.request('/api/v1/user/web/updateGuestUser', jsonRequest('POST', { email: 'gost@example.hr' }))
    const { data } = await readJson<{ data: { id: string } }>(first)
    const cookies = first.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith(`guestUser=${data.id}`) && c.includes('HttpOnly'))).toBe(true)
    // No page script needs the guest's address: the e-mail cookie is HttpOnly too.
    expect(cookies.some((c) => c.startsWith('guestEmail=gost%40example.hr') && c.includes('HttpOnly'))).toBe(true)
    const second = await app.request('/api/v1/user/web/updateGuestUser', jsonRequest('POST', { email: 'gost2@example.hr' }, { cookie: `guestUser=${data.id}` }))
    expect(await readJson(second)).toMatchObject({ data: { id: data.id, email: 'gost2@example.hr' } })
  })
})

describe('backoffice scopes', () => {
  it('admin profile needs a backoffice user', async () => {
    const user = await makeUser(runtime)
    const tokens = await apiLogin(app, user.email, user.password)
    expect((await app.request('/api/v1/user/profile', { headers: bearer(tokens.accessToken) })).status).toBe(403)
  })
})
