import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginDelayMs } from '../auth/login-throttle'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { bearer, jsonRequest, lastMail, linkToken, makeUser } from '../users/test-helpers'

// Issue 12 point 6: nobody can lock the shop owner out by failing logins on purpose.
let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  // Behind a declared proxy, so each test request can come from an address of its own.
  runtime = await createTestRuntime({ trustProxy: true })
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

function login(email: string, password: string, ip: string) {
  return app.request('/api/v1/login', jsonRequest('POST', { username: email, password }, { 'x-forwarded-for': ip }))
}

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(await readJson(response)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: `Previše zahtjeva. Pokušajte ponovno za ${retryAfter} s.` })
}

describe('password login throttle', () => {
  it('failures from one address lock that address only, never the owner elsewhere', async () => {
    const owner = await makeUser(runtime)
    for (let i = 0; i < 10; i++) expect((await login(owner.email, 'wrong-password', '198.51.100.7')).status).toBe(401)
    await expectTooMany(await login(owner.email, 'wrong-password', '198.51.100.7'))
    await expectTooMany(await login(owner.email, owner.password, '198.51.100.7'))
    // The owner, from their own address, is not locked out.
    expect((await login(owner.email, owner.password, '203.0.113.20')).status).toBe(200)
  })

  it('a burst of parallel guesses from one address gets no more than the limit', async () => {
    const owner = await makeUser(runtime)
    const answers = await Promise.all(Array.from({ length: 16 }, () => login(owner.email, 'wrong-password', '198.51.100.8')))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(6)
    for (const answer of answers.filter((a) => a.status === 429)) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('failures from many addresses only slow the account down, with a growing delay', async () => {
    expect([10, 11, 12, 13, 40].map(loginDelayMs)).toEqual([0, 250, 500, 1000, 8000])
    const owner = await makeUser(runtime)
    for (let i = 0; i < 12; i++) expect((await login(owner.email, 'wrong-password', `192.0.2.${i + 1}`)).status).toBe(401)
    // The 13th attempt at the account waits (1 s), then the right password still gets in.
    const started = performance.now()
    const right = await login(owner.email, owner.password, '203.0.113.21')
    expect(right.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(950)
  })

  it('a successful login clears the failures of that address', async () => {
    const owner = await makeUser(runtime)
    for (let i = 0; i < 9; i++) await login(owner.email, 'wrong-password', '198.51.100.9')
    expect((await login(owner.email, owner.password, '198.51.100.9')).status).toBe(200)
    // Without the reset this would be attempt 11 from the address: 429.
    expect((await login(owner.email, 'wrong-password', '198.51.100.9')).status).toBe(401)
  })

  it('the per-address limit across accounts answers 429 with Retry-After', async () => {
    for (let i = 0; i < 30; i++) await login(`spray${i}@example.hr`, 'wrong-password', '198.51.100.10')
    await expectTooMany(await login('spray-last@example.hr', 'wrong-password', '198.51.100.10'))
  })
})

describe('e-mailed login link', () => {
  function requestLink(email: string, ip = '203.0.113.30') {
    return app.request('/api/v1/user/login-link/request', jsonRequest('POST', { email }, { 'x-forwarded-for': ip }))
  }
  function useLink(token: string, ip = '198.51.100.7') {
    return app.request('/api/v1/user/login-link/login', jsonRequest('POST', { token }, { 'x-forwarded-for': ip }))
  }

  it('logs the owner in once, even while password logins from that address are throttled', async () => {
    const owner = await makeUser(runtime)
    for (let i = 0; i < 11; i++) await login(owner.email, 'wrong-password', '198.51.100.7')
    await expectTooMany(await login(owner.email, owner.password, '198.51.100.7'))

    expect(await readJson(await requestLink(owner.email, '198.51.100.7'))).toEqual({ data: { sent: true }, errored: false })
    const mail = await lastMail(runtime)
    expect(mail).toContain(`To: ${owner.email}`)
    expect(mail).toContain('http://localhost:3000/prijava?loginToken=')
    const token = linkToken(mail, 'loginToken')

    const used = await useLink(token)
    expect(used.status).toBe(200)
    const { data } = await readJson<{ data: { tokens: { accessToken: string }; user: { email: string } } }>(used)
    expect(data.user.email).toBe(owner.email)
    expect((await app.request('/api/v1/user/web/profile', { headers: bearer(data.tokens.accessToken) })).status).toBe(200)
    // Single use.
    const again = await useLink(token)
    expect(again.status).toBe(400)
    expect(await readJson(again)).toMatchObject({ code: 'TOKEN_INVALID' })
  })

  it('a newer request does not void an older link (nobody can keep the owner from using theirs)', async () => {
    const owner = await makeUser(runtime)
    await requestLink(owner.email)
    const first = linkToken(await lastMail(runtime), 'loginToken')
    await requestLink(owner.email, '192.0.2.99')
    const second = linkToken(await lastMail(runtime), 'loginToken')
    expect(second).not.toBe(first)
    expect((await useLink(first)).status).toBe(200)
    // Once one link was used, the others in the mailbox are done.
    expect((await useLink(second)).status).toBe(400)
  })

  it('answers the same for an unknown address and sends nothing', async () => {
    const owner = await makeUser(runtime)
    await requestLink(owner.email)
    const before = await lastMail(runtime)
    expect(await readJson(await requestLink('nobody-here@example.hr'))).toEqual({ data: { sent: true }, errored: false })
    expect(await lastMail(runtime)).toBe(before)
  })

  it('limits link requests per account and address, with Retry-After', async () => {
    const owner = await makeUser(runtime)
    for (let i = 0; i < 5; i++) expect((await requestLink(owner.email, '198.51.100.40')).status).toBe(200)
    await expectTooMany(await requestLink(owner.email, '198.51.100.40'))
    // Someone else's flood from their address does not stop the owner's request from theirs.
    expect((await requestLink(owner.email, '203.0.113.41')).status).toBe(200)
  })
})

// The same throttle shared through Redis (several app processes): runs when REDIS_URL is set.
describe.skipIf(!process.env.REDIS_URL)('password login throttle on Redis', () => {
  it('locks one address, lets the owner in from another, 429 with Retry-After', async () => {
    const redisRuntime = await createTestRuntime({ trustProxy: true, redisUrl: process.env.REDIS_URL })
    try {
      const redisApp = createTestApp(redisRuntime)
      const owner = await makeUser(redisRuntime)
      // Redis keeps counters between runs: addresses of this run only.
      const net = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
      const attempt = (password: string, ip: string) =>
        redisApp.request('/api/v1/login', jsonRequest('POST', { username: owner.email, password }, { 'x-forwarded-for': ip }))
      for (let i = 0; i < 10; i++) expect((await attempt('wrong-password', `${net}.1`)).status).toBe(401)
      await expectTooMany(await attempt(owner.password, `${net}.1`))
      expect((await attempt(owner.password, `${net}.2`)).status).toBe(200)
    } finally {
      await redisRuntime.dispose()
    }
  })
})
