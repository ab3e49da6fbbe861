import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscribers, outbox } from '../db/schema'
import { seedCommunityTemplates } from '../db/seed/community'
import { emailTemplates } from '../db/schema'
import { toCsv } from '../http/csv'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let ipCounter = 0
const freshIp = () => ({ 'x-forwarded-for': `203.0.113.${++ipCounter}` })

beforeAll(async () => {
  runtime = await createTestRuntime({ trustProxy: true, publicUrl: 'https://vrtovi-save.example' })
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

const subscribe = (body: unknown, headers: Record<string, string> = freshIp()) =>
  app.request('/api/v1/marketing/newsletter/subscribe', jsonRequest('POST', body, headers))

async function mailsTo(email: string) {
  const rows = await runtime.database.db.select().from(outbox)
  return rows.filter((row) => (row.payload as { to?: string }).to === email)
}

function linkFrom(row: { payload: Record<string, unknown> }, name: 'confirmUrl' | 'unsubscribeUrl'): string {
  const vars = row.payload.vars as Record<string, string>
  return vars[name] ?? ''
}

describe('newsletter/subscribe with double opt-in', () => {
  it('stores a pending address and queues the confirmation e-mail in the outbox', async () => {
    const response = await subscribe({ email: 'Ana.Horvat@Example.hr', language: 'en' })
    expect(response.status).toBe(200)
    const [row] = await runtime.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ana.horvat@example.hr'))
    expect(row).toMatchObject({ status: 'pending', locale: 'en', confirmedAt: null })
    const mails = await mailsTo('ana.horvat@example.hr')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.payload).toMatchObject({ template: 'newsletter.confirm', locale: 'en' })
    expect(linkFrom(mails[0]!, 'confirmUrl')).toMatch(/^https:\/\/vrtovi-save\.example\/api\/v1\/marketing\/newsletter\/confirm\?token=[\w-]{20,}$/)
  })

  it('confirms through the link and lands on the confirm-email page with a site-relative goal', async () => {
    const [mail] = await mailsTo('ana.horvat@example.hr')
    const confirm = new URL(linkFrom(mail!, 'confirmUrl'))
    const response = await app.request(`${confirm.pathname}${confirm.search}`)
    expect(response.status).toBe(302)
    const location = response.headers.get('location') ?? ''
    expect(location).toBe('/en/confirm-email?goalType=message&goal=newsletter.confirmed&confirmedEmail=ana.horvat%40example.hr')
    const [row] = await runtime.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ana.horvat@example.hr'))
    expect(row?.status).toBe('confirmed')
    expect(row?.confirmedAt).toBeInstanceOf(Date)
    // The link works once.
    const again = await app.request(`${confirm.pathname}${confirm.search}`)
    expect(again.headers.get('location')).toContain('goal=newsletter.invalidLink')
  })

  it('does not duplicate an address that subscribes twice, and mails a confirmed one no more', async () => {
    await subscribe({ email: 'ana.horvat@example.hr' })
    await subscribe({ email: 'marko@example.hr' })
    await subscribe({ email: 'MARKO@example.hr' })
    const rows = await runtime.database.db.select().from(newsletterSubscribers)
    expect(rows.map((r) => r.email).sort()).toEqual(['ana.horvat@example.hr', 'marko@example.hr'])
    expect(await mailsTo('ana.horvat@example.hr')).toHaveLength(1)
    // A pending address asking again gets a fresh link; the older one stops working.
    const marko = await mailsTo('marko@example.hr')
    expect(marko).toHaveLength(2)
    const first = new URL(linkFrom(marko[0]!, 'confirmUrl'))
    expect((await app.request(`${first.pathname}${first.search}`)).headers.get('location')).toContain('newsletter.invalidLink')
  })

  it('unsubscribes from the link of the e-mail (GET and RFC 8058 POST)', async () => {
    const [mail] = await mailsTo('ana.horvat@example.hr')
    const link = new URL(linkFrom(mail!, 'unsubscribeUrl'))
    const response = await app.request(`${link.pathname}${link.search}`)
    expect(response.headers.get('location')).toBe('/en/confirm-email?goalType=message&goal=newsletter.unsubscribed&confirmedEmail=false')
    const [row] = await runtime.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ana.horvat@example.hr'))
    expect(row?.status).toBe('unsubscribed')
    const bad = await app.request('/api/v1/marketing/newsletter/unsubscribe?token=nepostojeci-token-1234567890', { method: 'POST', headers: { origin: 'http://localhost' } })
    expect(bad.headers.get('location')).toContain('newsletter.invalidLink')
    // Subscribing again after unsubscribing needs a new confirmation.
    await subscribe({ email: 'ana.horvat@example.hr' })
    const [again] = await runtime.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ana.horvat@example.hr'))
    expect(again?.status).toBe('pending')
  })

  it('refuses bad addresses, the honeypot and floods', async () => {
    const bad = await subscribe({ email: 'nije-adresa' })
    expect(bad.status).toBe(400)
    expect((await readJson<{ fields: Record<string, string> }>(bad)).fields.email).toBe('Unesite uzorak adrese elektroničke pošte')
    expect((await subscribe({ email: 'bot@example.hr', website: 'x' })).status).toBe(400)
    const ip = freshIp()
    const statuses = []
    for (let i = 0; i < 11; i++) statuses.push((await subscribe({ email: `flood${i}@example.hr` }, ip)).status)
    expect(statuses.at(-1)).toBe(429)
    const sameAddress = []
    for (let i = 0; i < 4; i++) sameAddress.push((await subscribe({ email: 'ista@example.hr' })).status)
    expect(sameAddress).toEqual([200, 200, 200, 429])
  })
})

describe('subscriber CSV export', () => {
  it('is for content users only, UTF-8 with BOM, and formula-safe', async () => {
    await runtime.database.db.insert(newsletterSubscribers).values({ siteId: runtime.site.id, email: '=hyperlink("http://x")@example.hr', unsubscribeToken: 'formula-row-token-123456' })
    expect((await app.request('/api/v1/marketing/newsletter/export')).status).toBe(401)
    const customer = await makeUser(runtime)
    const customerToken = (await apiLogin(app, customer.email, customer.password)).accessToken
    expect((await app.request('/api/v1/marketing/newsletter/export', { headers: bearer(customerToken) })).status).toBe(403)
    const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
    const token = (await apiLogin(app, editor.email, editor.password)).accessToken
    const response = await app.request('/api/v1/marketing/newsletter/export', { headers: bearer(token) })
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text).toContain('"email","status","language"')
    expect(text).toContain('"marko@example.hr","pending","hr"')
    expect(text).toContain('"\'=hyperlink(""http://x"")@example.hr"')
  })

  it('quotes every cell and neutralises formula starts', () => {
    expect(toCsv([['-1+2', '@SUM(A1)', '+x', 'Čakovec "centar"', null]])).toBe('\uFEFF"\'-1+2","\'@SUM(A1)","\'+x","Čakovec ""centar""",""\r\n')
  })
})

describe('newsletter e-mail templates', () => {
  it('seeds newsletter.confirm in hr, en and de with both links', async () => {
    await seedCommunityTemplates(runtime.database.db, { siteId: runtime.site.id })
    const rows = await runtime.database.db.select().from(emailTemplates).where(eq(emailTemplates.key, 'newsletter.confirm'))
    expect(rows.map((r) => r.locale).sort()).toEqual(['de', 'en', 'hr'])
    for (const row of rows) expect(row.body).toMatch(/\{\{confirmUrl\}\}[\s\S]*\{\{unsubscribeUrl\}\}/)
  })
})

describe('outbox peek for browser tests', () => {
  it('answers 404 unless the server was started for e2e', async () => {
    expect((await app.request('/api/_e2e/outbox?to=marko@example.hr')).status).toBe(404)
    runtime.config.e2eHooks = true
    try {
      const body = await readJson<{ data: { template: string }[] }>(await app.request('/api/_e2e/outbox?to=marko@example.hr'))
      expect(body.data.map((mail) => mail.template)).toEqual(['newsletter.confirm', 'newsletter.confirm'])
    } finally {
      runtime.config.e2eHooks = false
    }
  })
})
