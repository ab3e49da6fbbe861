import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestApp } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { jsonRequest, lastMail, makeUser } from '../users/test-helpers'

// Issue 12 point 5: links in account e-mails never come from a Host header the site does not list.
let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  // A fresh install: no PUBLIC_URL, the site lists localhost and 127.0.0.1, the server on port 3402.
  runtime = await createTestRuntime({ port: 3402 })
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

function forgot(origin: string, email: string) {
  const host = new URL(origin).host
  return app.request(`${origin}/api/v1/user/password/forgot`, jsonRequest('POST', { email }, { host }))
}

function mailedLinks(mail: string): string[] {
  return [...mail.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]).filter((link) => /token=/i.test(link))
}

describe('absolute links in account e-mails', () => {
  it('a reset requested with a foreign Host links to the site, not to that host', async () => {
    const victim = await makeUser(runtime)
    const response = await forgot('http://evil.example', victim.email)
    expect(response.status).toBe(200)
    const links = mailedLinks(await lastMail(runtime))
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link).toMatch(/^http:\/\/localhost:3402\/zaboravljena-lozinka\?token=/)
  })

  it('a verification mail for a registration through a foreign Host links to the site too', async () => {
    const response = await app.request(
      'http://evil.example/api/v1/user/web/register',
      jsonRequest('POST', { details: { firstName: 'Ana', lastName: 'Horvat' }, email: 'host-test@example.hr', password: 'Duga-lozinka-2026' }, { host: 'evil.example' }),
    )
    expect(response.status).toBe(201)
    const links = mailedLinks(await lastMail(runtime))
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link.startsWith('http://localhost:3402/')).toBe(true)
  })

  it('a configured local domain keeps the address the visitor used', async () => {
    const user = await makeUser(runtime)
    await forgot('http://127.0.0.1:3402', user.email)
    for (const link of mailedLinks(await lastMail(runtime))) expect(link.startsWith('http://127.0.0.1:3402/')).toBe(true)
  })

  it('a listed host with a spoofed port links to the port the server listens on (issue 25 point 12)', async () => {
    const user = await makeUser(runtime)
    const response = await forgot('http://localhost:6666', user.email)
    expect(response.status).toBe(200)
    const links = mailedLinks(await lastMail(runtime))
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link).toMatch(/^http:\/\/localhost:3402\/zaboravljena-lozinka\?token=/)
  })

  it('PUBLIC_URL wins over any Host', async () => {
    const publicRuntime = await createTestRuntime({ publicUrl: 'https://www.vrtovi-save.hr' })
    try {
      const publicApp = createTestApp(publicRuntime)
      const user = await makeUser(publicRuntime)
      await publicApp.request('http://evil.example/api/v1/user/password/forgot', jsonRequest('POST', { email: user.email }, { host: 'evil.example' }))
      const links = mailedLinks(await lastMail(publicRuntime))
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) expect(link.startsWith('https://www.vrtovi-save.hr/')).toBe(true)
    } finally {
      await publicRuntime.dispose()
    }
  })
})
