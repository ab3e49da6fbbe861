import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { auditLog, newsletterSubscribers, pages } from '../db/schema'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { getSiteOptions } from '../site/site-service'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let owner: Record<string, string>
let ownerEmail: string

const validOptions = {
  SiteName: 'Vrtovi Save',
  HomePageSlug: 'pocetna',
  CartAddition: 1,
  AllowedCountries: ['HR', 'SI'],
  SkipShippingStep: true,
  SpecialCharValidation: false,
  ConsentValidation: true,
  ShopEmail: 'shop@example.hr',
  ContactEmail: null,
  CommentsRequireApproval: true,
  ReviewsEnabled: true,
  CommentsLoggedUsersOnly: true,
  CommentsOneUserOneComment: false,
  CommentEditNotAllowed: false,
}

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  await runtime.database.db.insert(pages).values({ siteId: runtime.site.id, locale: 'hr', slug: 'pocetna', title: 'Početna', status: 'published' })
  const user = await makeUser(runtime, { isBackofficeUser: true, scopes: ['admin', 'settings', 'content'] })
  ownerEmail = user.email
  owner = bearer((await apiLogin(app, user.email, user.password)).accessToken)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

const put = (body: unknown, headers = owner) => app.request('/api/v1/backoffice/site-options', jsonRequest('PUT', body, headers))

describe('site options, audit log and newsletter in the back office', () => {
  it('refuses visitors (401), shoppers and editors without the scope (403) on every call', async () => {
    expect((await app.request('/api/v1/backoffice/site-options')).status).toBe(401)
    const shopper = bearer((await apiLogin(app, ...(await credentials(makeUser(runtime))))).accessToken)
    const editor = bearer((await apiLogin(app, ...(await credentials(makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] }))))).accessToken)
    for (const auth of [shopper, editor]) {
      expect((await app.request('/api/v1/backoffice/site-options', { headers: auth })).status).toBe(403)
      expect((await put(validOptions, auth)).status).toBe(403)
      expect((await app.request('/api/v1/backoffice/audit', { headers: auth })).status).toBe(403)
    }
    expect((await app.request('/api/v1/backoffice/newsletter', { headers: shopper })).status).toBe(403)
  })

  it('saves the options at once, with one audit row holding what changed', async () => {
    const response = await put(validOptions)
    expect(response.status).toBe(200)
    const options = await getSiteOptions(runtime.database.db, runtime.site.id)
    expect(options).toMatchObject({ CartAddition: 1, AllowedCountries: ['HR', 'SI'], SkipShippingStep: true, SpecialCharValidation: false, ShopEmail: 'shop@example.hr' })
    const rows = await runtime.database.db.select().from(auditLog).where(eq(auditLog.action, 'site.options.update'))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.after).toMatchObject({ CartAddition: 1, SkipShippingStep: true })
    expect(rows[0]!.before).not.toHaveProperty('ReviewsEnabled')
  })

  it('refuses bad values with field messages and changes nothing', async () => {
    const before = await getSiteOptions(runtime.database.db, runtime.site.id)
    for (const bad of [
      { ...validOptions, HomePageSlug: 'nema-je' },
      { ...validOptions, AllowedCountries: ['XX'] },
      { ...validOptions, CartAddition: 7 },
      { ...validOptions, ShopEmail: 'nije-adresa' },
      { ...validOptions, SiteName: '' },
    ]) {
      const response = await put(bad)
      expect(response.status).toBe(400)
      const body = await readJson<{ errored: boolean; fields?: Record<string, string> }>(response)
      expect(body.errored).toBe(true)
    }
    expect(await getSiteOptions(runtime.database.db, runtime.site.id)).toEqual(before)
  })

  it('filters the audit log by user, action and day, and pages it', async () => {
    type Page = { data: { items: { action: string; userEmail: string }[]; total: number; perPage: number } }
    const all = (await readJson<Page>(await app.request('/api/v1/backoffice/audit', { headers: owner }))).data
    expect(all.items.map((row) => row.action)).toContain('site.options.update')
    const byAction = (await readJson<Page>(await app.request('/api/v1/backoffice/audit?action=site.options', { headers: owner }))).data
    expect(byAction.items.every((row) => row.action.startsWith('site.options'))).toBe(true)
    const byActor = (await readJson<Page>(await app.request(`/api/v1/backoffice/audit?actor=${encodeURIComponent(ownerEmail.toUpperCase())}`, { headers: owner }))).data
    expect(byActor.total).toBeGreaterThan(0)
    const wildcard = (await readJson<Page>(await app.request('/api/v1/backoffice/audit?actor=%25', { headers: owner }))).data
    expect(wildcard.total).toBe(0)
    const future = (await readJson<Page>(await app.request('/api/v1/backoffice/audit?from=2099-01-01', { headers: owner }))).data
    expect(future.total).toBe(0)
  })

  it('pages and filters newsletter subscribers on the server', async () => {
    await runtime.database.db.insert(newsletterSubscribers).values(
      Array.from({ length: 30 }, (_, index) => ({
        siteId: runtime.site.id,
        email: `pretplatnik${index}@example.hr`,
        status: index % 3 === 0 ? 'confirmed' : 'pending',
        unsubscribeToken: `token-${index}`,
      })),
    )
    type Page = { data: { items: { email: string; status: string }[]; total: number; page: number } }
    const first = (await readJson<Page>(await app.request('/api/v1/backoffice/newsletter', { headers: owner }))).data
    expect(first.total).toBe(30)
    expect(first.items).toHaveLength(25)
    const second = (await readJson<Page>(await app.request('/api/v1/backoffice/newsletter?page=2', { headers: owner }))).data
    expect(second.items).toHaveLength(5)
    const confirmed = (await readJson<Page>(await app.request('/api/v1/backoffice/newsletter?status=confirmed', { headers: owner }))).data
    expect(confirmed.total).toBe(10)
    const found = (await readJson<Page>(await app.request('/api/v1/backoffice/newsletter?q=PRETPLATNIK12', { headers: owner }))).data
    expect(found.items.map((row) => row.email)).toEqual(['pretplatnik12@example.hr'])
  })
})

async function credentials(user: Promise<{ email: string; password: string }>): Promise<[string, string]> {
  const { email, password } = await user
  return [email, password]
}

describe('the sender of the shop’s e-mails (issue 23 point 4)', () => {
  it('refuses an address that is none, with its field; saves a good one; emptied, it falls back to the defaults', async () => {
    const refused = await put({ ...validOptions, MailSenderName: 'Vrtovi Save', MailSenderAddress: 'nije-adresa' })
    expect(refused.status).toBe(400)
    expect((await readJson<{ fields?: Record<string, string> }>(refused)).fields).toHaveProperty('MailSenderAddress')

    expect((await put({ ...validOptions, MailSenderName: 'Vrtovi Save', MailSenderAddress: 'trgovina@vrtovi-save.hr' })).status).toBe(200)
    expect(await getSiteOptions(runtime.database.db, runtime.site.id)).toMatchObject({ MailSenderName: 'Vrtovi Save', MailSenderAddress: 'trgovina@vrtovi-save.hr' })

    expect((await put({ ...validOptions, MailSenderName: null, MailSenderAddress: null })).status).toBe(200)
    expect(await getSiteOptions(runtime.database.db, runtime.site.id)).toMatchObject({ MailSenderName: null, MailSenderAddress: null })
  })
})
