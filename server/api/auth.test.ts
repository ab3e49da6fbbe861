import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { authSessions, refreshTokens } from '../db/schema'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, cookieHeader, jsonRequest, makeUser, sameOrigin } from '../users/test-helpers'
import { signJwt } from '../auth/jwt'
import { getAuthSecret } from '../auth/secret'

/** The session id (`sid`) inside an access token. */
function sessionOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? ''
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid
}

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

describe('POST /api/v1/login', () => {
  it('returns data.tokens and data.user for the right password', async () => {
    const user = await makeUser(runtime)
    const response = await app.request('/api/v1/login', jsonRequest('POST', { username: user.email, password: user.password }))
    expect(response.status).toBe(200)
    const body = await readJson<{ data: { tokens: Record<string, string>; user: { email: string } } }>(response)
    expect(body.data.tokens.accessToken).toMatch(/^ey/)
    expect(body.data.tokens.refreshToken).toBeTruthy()
    expect(body.data.user.email).toBe(user.email)
  })

  it('answers INVALID_LOGIN for a wrong password and for an unknown e-mail alike (§8)', async () => {
    const user = await makeUser(runtime)
    for (const username of [user.email, 'nobody@example.hr']) {
      const response = await app.request('/api/v1/login', jsonRequest('POST', { username, password: 'wrong-password' }))
      expect(response.status).toBe(401)
      expect(await readJson(response)).toMatchObject({ errored: true, code: 'INVALID_LOGIN', message: 'Neispravna e-pošta ili lozinka' })
    }
  })

  it('validates the payload with the §5 Croatian messages', async () => {
    const response = await app.request('/api/v1/login', jsonRequest('POST', { username: 'not-an-email', password: 'short' }))
    expect(response.status).toBe(400)
    expect(await readJson(response)).toMatchObject({
      fields: {
        username: 'Unesite uzorak adrese elektroničke pošte',
        password: 'Minimalan broj znakova potrebnih za ovo polje je 8',
      },
    })
  })

  it('rate-limits an account from one address with a Croatian message and Retry-After', async () => {
    const user = await makeUser(runtime)
    let last: Response | undefined
    for (let i = 0; i < 11; i++) {
      last = await app.request('/api/v1/login', jsonRequest('POST', { username: user.email, password: 'wrong-password' }))
    }
    expect(last?.status).toBe(429)
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = await readJson<{ message: string; code: string }>(last as Response)
    expect(body.code).toBe('TOO_MANY_REQUESTS')
    expect(body.message).toMatch(/^Previše zahtjeva\. Pokušajte ponovno za \d+ s\.$/)
    // Even the right password is refused from that address while it is locked (other addresses: login-throttle.test.ts).
    const right = await app.request('/api/v1/login', jsonRequest('POST', { username: user.email, password: user.password }))
    expect(right.status).toBe(429)
  })

  it('rate-limits per IP across accounts', async () => {
    let last: Response | undefined
    for (let i = 0; i < 31; i++) {
      last = await app.request('/api/v1/login', jsonRequest('POST', { username: `x${i}@example.hr`, password: 'wrong-password' }))
    }
    expect(last?.status).toBe(429)
  })

  it('does not log in an account whose e-mail is not verified', async () => {
    const user = await makeUser(runtime)
    await runtime.database.db.execute(`update users set verified_at = null where id = ${user.id}` as never)
    const response = await app.request('/api/v1/login', jsonRequest('POST', { username: user.email, password: user.password }))
    expect(response.status).toBe(403)
    expect(await readJson(response)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' })
  })
})

describe('GET /api/v1/refresh', () => {
  it('rotates the refresh token; reusing the old one revokes the whole family', async () => {
    const user = await makeUser(runtime)
    const first = await apiLogin(app, user.email, user.password)
    const rotated = await app.request('/api/v1/refresh', { headers: bearer(first.refreshToken) })
    expect(rotated.status).toBe(200)
    const second = (await readJson<{ data: { tokens: { accessToken: string; refreshToken: string } } }>(rotated)).data.tokens
    expect(second.refreshToken).not.toBe(first.refreshToken)

    // The stolen (already rotated) token comes back after the grace window: refused, and the family dies with it.
    await runtime.database.db.update(refreshTokens).set({ rotatedAt: new Date(Date.now() - 60_000) }).where(eq(refreshTokens.sessionId, sessionOf(second.accessToken)))
    const replay = await app.request('/api/v1/refresh', { headers: bearer(first.refreshToken) })
    expect(replay.status).toBe(401)
    const afterReplay = await app.request('/api/v1/refresh', { headers: bearer(second.refreshToken) })
    expect(afterReplay.status).toBe(401)
    const profile = await app.request('/api/v1/user/web/profile', { headers: bearer(second.accessToken) })
    expect(profile.status).toBe(401)
  })

  it('two tabs refreshing in parallel with the same token get the same new pair; the session lives on', async () => {
    const user = await makeUser(runtime)
    const first = await apiLogin(app, user.email, user.password)
    const answers = await Promise.all(
      [1, 2, 3].map(() => app.request('/api/v1/refresh', { headers: bearer(first.refreshToken) })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const pairs = await Promise.all(
      answers.map(async (answer) => (await readJson<{ data: { tokens: { accessToken: string; refreshToken: string } } }>(answer)).data.tokens),
    )
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1)
    expect(new Set(pairs.map((pair) => pair.accessToken)).size).toBe(1)
    const [pair] = pairs
    const [session] = await runtime.database.db.select().from(authSessions).where(eq(authSessions.userId, user.id))
    expect(session?.revokedAt).toBeNull()
    expect((await app.request('/api/v1/user/web/profile', { headers: bearer(pair?.accessToken ?? '') })).status).toBe(200)
    // The shared new refresh token is the live one: it rotates normally.
    expect((await app.request('/api/v1/refresh', { headers: bearer(pair?.refreshToken ?? '') })).status).toBe(200)
  })

  it('refuses a missing or made-up token', async () => {
    expect((await app.request('/api/v1/refresh')).status).toBe(401)
    expect((await app.request('/api/v1/refresh', { headers: bearer('made-up-token-value') })).status).toBe(401)
  })
})

describe('cookie sessions (website)', () => {
  async function cookieLogin() {
    const user = await makeUser(runtime)
    const response = await app.request(
      '/api/auth/login',
      jsonRequest('POST', { username: user.email, password: user.password }, sameOrigin),
    )
    expect(response.status).toBe(200)
    const cookies = response.headers.getSetCookie()
    expect(cookies.find((c) => c.startsWith('accessToken='))).toMatch(/HttpOnly/)
    expect(cookies.find((c) => c.startsWith('refreshToken='))).toMatch(/SameSite=Lax/)
    return { user, cookie: cookieHeader(response) }
  }

  it('marks the cookies Secure on https, not on plain http or an untrusted X-Forwarded-Proto', async () => {
    const user = await makeUser(runtime)
    const body = { username: user.email, password: user.password }
    const https = await app.request('https://shop.example/api/auth/login', jsonRequest('POST', body, sameOrigin))
    expect(https.headers.getSetCookie().every((c) => c.includes('; Secure'))).toBe(true)
    const spoofed = await app.request('/api/auth/login', jsonRequest('POST', body, { ...sameOrigin, 'x-forwarded-proto': 'https' }))
    expect(spoofed.headers.getSetCookie().some((c) => c.includes('; Secure'))).toBe(false)
  })

  it('legacy /api/auth/user reads the cookie session; logout revokes it server-side', async () => {
    const { user, cookie } = await cookieLogin()
    const me = await app.request('/api/auth/user', { headers: { cookie } })
    expect(await readJson(me)).toMatchObject({ data: { user: { email: user.email } } })
    const logout = await app.request('/api/auth/logout', { method: 'POST', headers: { cookie, ...sameOrigin } })
    expect(logout.status).toBe(200)
    // The old cookies (e.g. copied before logout) no longer work.
    const after = await app.request('/api/auth/user', { headers: { cookie } })
    expect(after.status).toBe(401)
  })

  it('renews an expired access token transparently with the refresh cookie', async () => {
    const { user, cookie } = await cookieLogin()
    const refresh = /refreshToken=([^;]+)/.exec(cookie)?.[1] ?? ''
    const [session] = await runtime.database.db.select().from(authSessions).where(eq(authSessions.userId, user.id))
    const past = Math.floor(Date.now() / 1000) - 3600
    const expired = signJwt({ sub: String(user.id), sid: session?.id ?? '', iat: past - 600, exp: past }, getAuthSecret(runtime.config))
    const response = await app.request('/api/auth/user', { headers: { cookie: `accessToken=${expired}; refreshToken=${refresh}` } })
    expect(response.status).toBe(200)
    const renewed = response.headers.getSetCookie()
    expect(renewed.some((c) => c.startsWith('accessToken=ey'))).toBe(true)
    expect(renewed.some((c) => c.startsWith('refreshToken=') && !c.includes(refresh))).toBe(true)
  })

  it('a failed refresh logs out and clears the cart session cookies', async () => {
    const response = await app.request('/api/auth/user', {
      headers: { cookie: 'accessToken=garbage; refreshToken=garbage; cartId=12; protectCode=abc' },
    })
    expect(response.status).toBe(401)
    const cleared = response.headers.getSetCookie()
    for (const name of ['accessToken', 'refreshToken', 'cartId', 'protectCode']) {
      expect(cleared.some((c) => c.startsWith(`${name}=;`) && c.includes('Max-Age=0'))).toBe(true)
    }
  })

  it('a refresh token reused after the race grace period revokes the family', async () => {
    const { user, cookie } = await cookieLogin()
    const refresh = /refreshToken=([^;]+)/.exec(cookie)?.[1] ?? ''
    const rotated = await app.request('/api/v1/refresh', { headers: bearer(refresh) })
    expect(rotated.status).toBe(200)
    await runtime.database.db.update(refreshTokens).set({ rotatedAt: new Date(Date.now() - 60_000) })
    const replay = await app.request('/api/auth/user', { headers: { cookie: `refreshToken=${refresh}` } })
    expect(replay.status).toBe(401)
    const [session] = await runtime.database.db.select().from(authSessions).where(eq(authSessions.userId, user.id))
    expect(session?.revokedReason).toBe('refresh-token-reuse')
  })
})

describe('CSRF', () => {
  it('refuses a cookie-authenticated mutation from another site', async () => {
    const user = await makeUser(runtime)
    const login = await app.request('/api/auth/login', jsonRequest('POST', { username: user.email, password: user.password }, sameOrigin))
    const cookie = cookieHeader(login)
    const evil = await app.request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(evil.status).toBe(403)
    expect(await readJson(evil)).toMatchObject({ code: 'CROSS_SITE_REQUEST', message: 'Zahtjev s druge stranice je odbijen' })
    const noOrigin = await app.request('/api/v1/user/web/update', jsonRequest('PATCH', { details: { firstName: 'X', lastName: 'Y' }, email: user.email }, { cookie }))
    expect(noOrigin.status).toBe(403)
    const onlyOrigin = await app.request('/api/auth/logout', { method: 'POST', headers: { cookie, origin: 'https://evil.example' } })
    expect(onlyOrigin.status).toBe(403)
    // Still logged in: none of the forged requests changed anything.
    expect((await app.request('/api/auth/user', { headers: { cookie } })).status).toBe(200)
  })

  it('refuses a cross-site form post to a page (login CSRF)', async () => {
    const response = await app.request('/prijava', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a%40b.hr&password=12345678',
    })
    expect(response.status).toBe(403)
  })

  it('lets bearer-token API clients call from anywhere (no ambient authority)', async () => {
    const user = await makeUser(runtime)
    const tokens = await apiLogin(app, user.email, user.password)
    const response = await app.request(
      '/api/v1/user/web/update',
      jsonRequest('PATCH', { details: { firstName: 'Iva', lastName: 'Kos' }, email: user.email }, { ...bearer(tokens.accessToken), origin: 'https://app.example' }),
    )
    expect(response.status).toBe(200)
  })
})

describe('error bodies', () => {
  it('never carry a stack trace', async () => {
    const response = await app.request('/api/v1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad json' })
    const text = await response.text()
    expect(response.status).toBe(400)
    expect(text).not.toMatch(/at .*\.ts:\d+|stack/i)
  })
})

describe('rate limits shared through Redis (REDIS_URL)', () => {
  it('counts login attempts in Redis and answers 429', async ({ skip }) => {
    const net = await import('node:net')
    const reachable = await new Promise<boolean>((resolve) => {
      const socket = net.connect(6379, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (!reachable) skip()
    const redisRuntime = await createTestRuntime({ redisUrl: 'redis://127.0.0.1:6379', trustProxy: true })
    try {
      const redisApp = createTestApp(redisRuntime)
      // A fresh client IP per run: Redis keeps counters across test runs for the window.
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
      let last: Response | undefined
      for (let i = 0; i < 31; i++) {
        last = await redisApp.request(
          '/api/v1/login',
          jsonRequest('POST', { username: `r${i}-${Date.now()}@example.hr`, password: 'wrong-password' }, { 'x-forwarded-for': ip }),
        )
      }
      expect(last?.status).toBe(429)
      const { createClient } = await import('redis')
      const client = createClient({ url: 'redis://127.0.0.1:6379' })
      await client.connect()
      expect(Number(await client.get(`izlog:rl:login:ip:${ip}`))).toBe(31)
      await client.quit()
    } finally {
      await redisRuntime.dispose()
    }
  })
})
