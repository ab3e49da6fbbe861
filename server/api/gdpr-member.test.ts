import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AssignedConsent, MemberConsent } from '../../common/consent/consents'
import { authSessions, comments, consentLogs, consents, newsletterSubscribers, orders, users } from '../db/schema'
import { assignedConsents, logConsentAcceptance, saveConsentAssignment, type MemberDataExport } from '../gdpr'
import { checkoutShop, type Envelope } from '../orders/checkout-flow.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
})
afterAll(() => runtime.dispose())

async function api<T>(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  resetMemoryRateLimits()
  const init = method === 'GET' ? { headers } : jsonRequest(method, body, headers)
  const response = await shop.app.request(`/api/v1/${path}`, init)
  return { status: response.status, response, body: await readJson<Envelope<T>>(response) }
}

/** A member who placed an order (as a guest checkout, then linked) and gave the checkout consents. */
async function memberWithOrder(email: string) {
  const user = await makeUser(runtime, { email })
  const auth = bearer((await apiLogin(shop.app, user.email, user.password)).accessToken)
  const session = await shop.readyCart([{ productId: shop.fx.products.lamp, qty: 1 }], 'cod', email)
  const offered = (await api<{ records: AssignedConsent[] }>('POST', 'gdpr/web/consent/filter', { assignedTo: 'checkout' })).body.data.records
  const created = await shop.create(session, { seen: await shop.seenOf(session), acceptedConsents: offered.map((consent) => consent.id) })
  const db = runtime.database.db
  await db.update(orders).set({ userId: user.id }).where(eq(orders.slug, created.body.data.orderSlug))
  await db.update(consentLogs).set({ userId: user.id }).where(eq(consentLogs.email, email))
  await db.insert(comments).values({ siteId: runtime.site.id, targetType: 'product', targetId: shop.fx.products.lamp, userId: user.id, authorName: 'Ana Horvat', body: `Komentar ${email}`, status: 'published' })
  await db.insert(newsletterSubscribers).values({ siteId: runtime.site.id, email, status: 'confirmed', unsubscribeToken: `token-${email}` })
  return { user, auth, offered, orderSlug: created.body.data.orderSlug }
}

describe('the member’s consents in the profile (Art. 7(3))', () => {
  it('lists what the member gave with version and date; withdrawing writes a new row and the list shows it withdrawn', async () => {
    const { user, auth, offered } = await memberWithOrder('privole@example.hr')
    expect((await api('GET', 'gdpr/web/consent/mine', null)).status).toBe(401)
    const mine = (await api<MemberConsent[]>('GET', 'gdpr/web/consent/mine', null, auth)).body.data
    expect(mine.map((consent) => [consent.uniqueNumber, consent.version, consent.status, consent.sourceType]).sort()).toEqual([
      ['marketing', 1, 'accepted', 'checkout'],
      ['uvjeti-kupnje', 1, 'accepted', 'checkout'],
    ])
    const marketing = mine.find((consent) => consent.uniqueNumber === 'marketing')!
    expect(marketing.text).toBe('Želim primati obavijesti o novim proizvodima i ponudama.')
    const withdrawn = await api<MemberConsent>('POST', 'gdpr/web/consent/withdraw', { consentId: marketing.consentId }, auth)
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn', versionId: offered[1]!.id })
    // Append-only: the acceptance stays, the withdrawal is a new row for the same version.
    const rows = await runtime.database.db.select().from(consentLogs).where(eq(consentLogs.userId, user.id))
    expect(rows.filter((row) => row.consentVersionId === marketing.versionId).map((row) => [row.status, row.sourceType])).toEqual([
      ['accepted', 'checkout'],
      ['withdrawn', 'profile'],
    ])
    const again = (await api<MemberConsent[]>('GET', 'gdpr/web/consent/mine', null, auth)).body.data
    expect(again.find((consent) => consent.consentId === marketing.consentId)?.status).toBe('withdrawn')
    expect(again.find((consent) => consent.uniqueNumber === 'uvjeti-kupnje')?.status).toBe('accepted')
    // Another member cannot withdraw what they never gave; bad input is a translated 400.
    const other = await makeUser(runtime)
    const otherAuth = bearer((await apiLogin(shop.app, other.email, other.password)).accessToken)
    expect((await api('POST', 'gdpr/web/consent/withdraw', { consentId: marketing.consentId }, otherAuth)).status).toBe(404)
    expect((await api('POST', 'gdpr/web/consent/withdraw', { consentId: 'x' }, otherAuth)).status).toBe(400)
  })

  it('withdrawing the newsletter consent ends the newsletter subscription', async () => {
    const db = runtime.database.db
    const [newsletterConsent] = await db.select().from(consents).where(eq(consents.uniqueNumber, 'newsletter'))
    await saveConsentAssignment(db, { siteId: runtime.site.id, assigned_to: 'newsletter', consents: [newsletterConsent!.id], requiredConsents: [newsletterConsent!.id] })
    const { user, auth } = await memberWithOrder('citatelj.profil@example.hr')
    const offered = await assignedConsents(db, { siteId: runtime.site.id, assignedTo: 'newsletter', locale: 'hr' })
    await logConsentAcceptance(db, { siteId: runtime.site.id, assignedTo: 'newsletter', acceptedIds: offered.map((c) => c.id), sourceType: 'newsletter', user: { userId: user.id, email: user.email }, locale: 'hr', ip: null, userAgent: null })
    // Withdrawing another consent leaves the subscription alone.
    const [marketing] = await db.select().from(consents).where(eq(consents.uniqueNumber, 'marketing'))
    await api('POST', 'gdpr/web/consent/withdraw', { consentId: marketing!.id }, auth)
    const subscription = () => db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email))
    expect((await subscription())[0]?.status).toBe('confirmed')
    expect((await api('POST', 'gdpr/web/consent/withdraw', { consentId: newsletterConsent!.id }, auth)).status).toBe(200)
    expect((await subscription())[0]).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) })
  })
})

describe('data export (Art. 15) and erasure (Art. 17)', () => {
  it('the export is a JSON download of the member’s own data and nothing of another member', async () => {
    const ana = await memberWithOrder('ana.izvoz@example.hr')
    const ivo = await memberWithOrder('ivo.izvoz@example.hr')
    expect((await api('GET', 'gdpr/web/data/export', null)).status).toBe(401)
    const { response, body } = await api<never>('GET', 'gdpr/web/data/export', null, ana.auth)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="moji-podaci-\d{4}-\d{2}-\d{2}\.json"$/)
    const data = body as unknown as MemberDataExport
    expect(data.account).toMatchObject({ id: ana.user.id, email: 'ana.izvoz@example.hr', firstName: 'Ana' })
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]?.lines.length).toBeGreaterThan(0)
    expect(data.consents.map((consent) => consent.uniqueNumber).sort()).toEqual(['marketing', 'uvjeti-kupnje'])
    expect(data.newsletter).toEqual([expect.objectContaining({ email: 'ana.izvoz@example.hr', status: 'confirmed' })])
    expect(data.comments.map((comment) => comment.body)).toEqual(['Komentar ana.izvoz@example.hr'])
    const text = JSON.stringify(data)
    expect(text).not.toContain('ivo.izvoz')
    expect(text).not.toContain(ivo.orderSlug)
    expect(text).not.toMatch(/passwordHash|unsubscribeToken|\$argon2/)
  })

  it('deletion needs the confirmation word, erases the account and its sessions, keeps the order anonymised', async () => {
    const { user, auth, orderSlug } = await memberWithOrder('brisanje@example.hr')
    const db = runtime.database.db
    const wrong = await api('POST', 'gdpr/web/account/delete', { confirmation: 'da' }, auth)
    expect(wrong).toMatchObject({ status: 400, body: { fields: { confirmation: 'Za potvrdu upišite točno riječ OBRIŠI.' } } })
    const deleted = await api('POST', 'gdpr/web/account/delete', { confirmation: 'obriši' }, auth)
    expect(deleted.status).toBe(200)
    expect(deleted.response.headers.getSetCookie().join(';')).toMatch(/Max-Age=0/)
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([])
    expect(await db.select().from(authSessions).where(eq(authSessions.userId, user.id))).toEqual([])
    expect((await api('GET', 'gdpr/web/consent/mine', null, auth)).status).toBe(401)

    const [order] = await db.select().from(orders).where(eq(orders.slug, orderSlug))
    expect(order).toMatchObject({ userId: null, email: '', orderTotal: expect.any(Number) })
    expect(order?.billingAddress).toMatchObject({ firstName: 'Ana', lastName: 'Horvat', city: 'Zagreb', contactEmail: '', contactPhone: '' })
    expect(JSON.stringify(order)).not.toContain('brisanje@example.hr')
    const [comment] = await db.select().from(comments).where(eq(comments.body, 'Komentar brisanje@example.hr'))
    expect(comment).toMatchObject({ userId: null, authorName: 'Obrisani korisnik' })
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'brisanje@example.hr'))).toEqual([])
    const proofs = await db.select().from(consentLogs)
    expect(proofs.some((row) => row.email === 'brisanje@example.hr' || row.userId === user.id)).toBe(false)
  })

  it('a backoffice account is not erased from its own profile', async () => {
    const admin = await makeUser(runtime, { isBackofficeUser: true, scopes: ['admin'] })
    const auth = bearer((await apiLogin(shop.app, admin.email, admin.password)).accessToken)
    const refused = await api('POST', 'gdpr/web/account/delete', { confirmation: 'OBRIŠI' }, auth)
    expect(refused).toMatchObject({ status: 403, body: { message: 'Račun s ovlastima administracije briše drugi administrator.' } })
    expect(await runtime.database.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1)
  })
})
