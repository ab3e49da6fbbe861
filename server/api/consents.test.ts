import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AssignedConsent } from '../../common/consent/consents'
import { auditLog, consentLogs, consentVersions, newsletterSubscribers, orders, users } from '../db/schema'
import type { ConsentAdminView } from '../gdpr'
import { checkoutAddress, checkoutShop, type Envelope } from '../orders/checkout-flow.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>
let admin: Record<string, string>
let settingsEditor: Record<string, string>
let shopper: Record<string, string>

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
  const login = async (input: Parameters<typeof makeUser>[1]) => {
    const user = await makeUser(runtime, input)
    return bearer((await apiLogin(shop.app, user.email, user.password)).accessToken)
  }
  admin = await login({ isBackofficeUser: true, scopes: ['admin'] })
  settingsEditor = await login({ isBackofficeUser: true, scopes: ['settings'] })
  shopper = await login({})
})
afterAll(() => runtime.dispose())

async function api<T>(path: string, body: unknown, headers: Record<string, string> = {}) {
  resetMemoryRateLimits()
  const response = await shop.app.request(`/api/v1/${path}`, jsonRequest('POST', body, headers))
  return { status: response.status, body: await readJson<Envelope<T>>(response) }
}

const assigned = async (assignedTo: string) =>
  (await api<{ records: AssignedConsent[] }>('gdpr/web/consent/filter', { forWeb: true, assignedTo, limit: 100 })).body.data.records

async function consentByNumber(uniqueNumber: string): Promise<ConsentAdminView> {
  const page = await api<{ records: ConsentAdminView[] }>('cms/consent/filter', {}, admin)
  const found = page.body.data.records.find((consent) => consent.uniqueNumber === uniqueNumber)
  if (!found) throw new Error(`no consent ${uniqueNumber}`)
  return found
}

describe('backoffice consents (cms/consent/*)', () => {
  it('refuses visitors (401) and shoppers or editors without settings/admin (403)', async () => {
    const content = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
    const editor = bearer((await apiLogin(shop.app, content.email, content.password)).accessToken)
    for (const path of ['cms/consent/filter', 'cms/consent/create', 'cms/consent/text/save']) {
      expect((await api(path, {})).status).toBe(401)
      expect((await api(path, {}, shopper)).status).toBe(403)
      expect((await api(path, {}, editor)).status).toBe(403)
    }
    expect((await api('cms/consent/filter', {}, settingsEditor)).status).toBe(200)
  })

  it('editing a text makes version 2 and keeps version 1; renaming alone adds no version; both are audited', async () => {
    const terms = await consentByNumber('uvjeti-kupnje')
    expect(terms.current.version).toBe(1)
    expect(terms.assignedTo).toEqual([{ assigned_to: 'checkout', required: true }])
    const renamed = await api<ConsentAdminView>('cms/consent/text/save', { id: terms.id, uniqueNumber: terms.uniqueNumber, displayName: 'Uvjeti kupnje', text: terms.current.text }, admin)
    expect(renamed.status).toBe(200)
    expect(renamed.body.data.versions).toHaveLength(1)
    const edited = await api<ConsentAdminView>(
      'cms/consent/text/save',
      { id: terms.id, uniqueNumber: terms.uniqueNumber, displayName: 'Uvjeti kupnje', text: { hr: 'Prihvaćam nove uvjete kupnje.', en: 'I accept the new terms of sale.' } },
      settingsEditor,
    )
    expect(edited.body.data.current).toMatchObject({ version: 2, text: { hr: 'Prihvaćam nove uvjete kupnje.' } })
    expect(edited.body.data.versions.map((version) => version.version)).toEqual([2, 1])
    expect(edited.body.data.versions[1]?.text.hr).toBe('Prihvaćam uvjete kupnje i izjavu o privatnosti.')
    const audits = await runtime.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'consent'), eq(auditLog.entityId, String(terms.id))))
    expect(audits.map((row) => row.action)).toEqual(['consent.rename', 'consent.version'])

    // The checkout now shows version 2; ticking the version 1 id no longer counts.
    const [shown] = await assigned('checkout')
    expect(shown).toMatchObject({ id: edited.body.data.current.id, version: 2, text: 'Prihvaćam nove uvjete kupnje.', required: true })
    const session = await shop.cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    const old = await shop.call('POST', 'checkout/saveAddress', { ...session, delivery: checkoutAddress(), acceptedConsents: [terms.current.id] })
    expect(old.status).toBe(400)
    expect(old.body.fields).toEqual({ [`acceptedConsents.${shown!.id}`]: 'Potrebno je prihvatiti uvjete.' })
  })

  it('refuses bad input with translated messages: a taken number, an unknown or unassigned required consent', async () => {
    const taken = await api('cms/consent/text/save', { uniqueNumber: 'marketing', displayName: 'X', text: { hr: 'Tekst' } }, admin)
    expect(taken.status).toBe(400)
    expect(taken.body.fields).toEqual({ uniqueNumber: 'Privola s tom oznakom već postoji.' })
    const unknown = await api('cms/consent/create', { assigned_to: 'form:7', consents: [99999] }, admin)
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Dodijeljena privola 99999 ne postoji.' } })
    const notAssigned = await api('cms/consent/create', { assigned_to: 'form:7', consents: [1], requiredConsents: [2] }, admin)
    expect(notAssigned.body.fields).toEqual({ requiredConsents: 'Obavezna privola mora biti i među dodijeljenima.' })
    expect((await api('cms/consent/create', { assigned_to: 'nekamo', consents: [] }, admin)).body.fields).toEqual({ assigned_to: 'Neispravan unos' })
    expect((await api('gdpr/web/consent/filter', { limit: 101 })).status).toBe(400)
  })
})

describe('required consents at checkout, registration and newsletter (§5 consentRequired)', () => {
  it('the order logs the version the buyer accepted, with the order’s e-mail', async () => {
    const offered = await assigned('checkout')
    const [terms, marketing] = offered
    const session = await shop.cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    const ids = [terms!.id, marketing!.id]
    expect((await shop.call('POST', 'checkout/saveAddress', { ...session, delivery: checkoutAddress({ contactEmail: 'kupac-privole@example.hr' }), acceptedConsents: ids })).status).toBe(200)
    expect((await shop.call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: shop.method.gls })).status).toBe(200)
    expect((await shop.call('PUT', 'payment/savePaymentMethod', { ...session, paymentMethodId: shop.method.cod, acceptedConsents: [marketing!.id] })).body.code).toBe('CONSENT_REQUIRED')
    expect((await shop.call('PUT', 'payment/savePaymentMethod', { ...session, paymentMethodId: shop.method.cod, acceptedConsents: ids })).status).toBe(200)
    expect((await shop.create(session, { seen: await shop.seenOf(session), acceptedConsents: ids })).status).toBe(200)
    const logs = await runtime.database.db.select().from(consentLogs).where(eq(consentLogs.email, 'kupac-privole@example.hr'))
    expect(logs.map((row) => [row.sourceType, row.status, row.consentVersionId, row.consents])).toEqual([
      ['checkout', 'accepted', terms!.id, ['uvjeti-kupnje']],
      ['checkout', 'accepted', marketing!.id, ['marketing']],
    ])
    const [order] = await runtime.database.db.select().from(orders).where(eq(orders.email, 'kupac-privole@example.hr'))
    expect(order?.acceptedConsents).toEqual(ids)
  })

  it('registration with assigned consents: refused without the required one (nothing stored), logged with the new account when given', async () => {
    const privacy = await consentByNumber('uvjeti-koristenja')
    expect((await api('cms/consent/create', { assigned_to: 'registration', consents: [privacy.id], requiredConsents: [privacy.id] }, admin)).status).toBe(201)
    const [shown] = await assigned('registration')
    const payload = { details: { firstName: 'Iva', lastName: 'Kos' }, email: 'iva.kos@example.hr', password: 'Duga-lozinka-2026' }
    const refused = await api('user/web/register', payload)
    expect(refused).toMatchObject({ status: 400, body: { code: 'CONSENT_REQUIRED', message: 'Za nastavak morate prihvatiti sve obavezne privole.' } })
    expect(refused.body.fields).toEqual({ [`acceptedConsents.${shown!.id}`]: 'Za nastavak morate prihvatiti sve obavezne privole.' })
    expect(await runtime.database.db.select().from(users).where(eq(users.email, 'iva.kos@example.hr'))).toEqual([])
    expect((await api('user/web/register', { ...payload, acceptedConsents: [shown!.id] })).status).toBe(201)
    const [user] = await runtime.database.db.select().from(users).where(eq(users.email, 'iva.kos@example.hr'))
    const logs = await runtime.database.db.select().from(consentLogs).where(eq(consentLogs.userId, user!.id))
    expect(logs.map((row) => [row.sourceType, row.consentVersionId, row.email])).toEqual([['registration', shown!.id, 'iva.kos@example.hr']])
    await api('cms/consent/create', { assigned_to: 'registration', consents: [] }, admin)
  })

  it('newsletter with an assigned consent: refused without it, subscribed and logged with it', async () => {
    const newsletter = await consentByNumber('newsletter')
    await api('cms/consent/create', { assigned_to: 'newsletter', consents: [newsletter.id], requiredConsents: [newsletter.id] }, admin)
    const [shown] = await assigned('newsletter')
    const refused = await api('marketing/newsletter/subscribe', { email: 'citatelj@example.hr' })
    expect(refused).toMatchObject({ status: 400, body: { message: 'Za nastavak morate prihvatiti sve obavezne privole.' } })
    expect(await runtime.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'citatelj@example.hr'))).toEqual([])
    expect((await api('marketing/newsletter/subscribe', { email: 'citatelj@example.hr', acceptedConsents: [shown!.id] })).status).toBe(200)
    const logs = await runtime.database.db.select().from(consentLogs).where(and(eq(consentLogs.email, 'citatelj@example.hr'), isNotNull(consentLogs.consentVersionId)))
    expect(logs.map((row) => [row.sourceType, row.consentVersionId])).toEqual([['newsletter', shown!.id]])
  })

  it('a form logs through consent/log/create with the version ids; a missing required one is a 400', async () => {
    const marketing = await consentByNumber('marketing')
    await api('cms/consent/create', { assigned_to: 'form:3', consents: [marketing.id], requiredConsents: [marketing.id] }, admin)
    const base = { status: 'accepted', statusTimestamp: '2026-11-24T10:00:00.000Z', sourceType: 'form', consents: ['marketing'], user: { userType: 'webUser', email: 'forma@example.hr' }, assignedTo: 'form:3' }
    expect((await api('gdpr/web/consent/log/create', { ...base, acceptedConsents: [] })).body.code).toBe('CONSENT_REQUIRED')
    const logged = await api<{ versions: number[] }>('gdpr/web/consent/log/create', { ...base, acceptedConsents: [marketing.current.id] }, { 'x-forwarded-for': '203.0.113.9' })
    expect(logged.status).toBe(201)
    expect(logged.body.data.versions).toEqual([marketing.current.id])
    expect((await api('gdpr/web/consent/log/create', { ...base, assignedTo: undefined, acceptedConsents: [1] })).body.fields).toEqual({ assignedTo: 'Unos ovog polja je obavezan' })
  })
})

describe('proof of consent', () => {
  it('a version named by a log row cannot be deleted', async () => {
    const [logged] = await runtime.database.db.select().from(consentLogs).where(isNotNull(consentLogs.consentVersionId)).limit(1)
    await expect(runtime.database.db.delete(consentVersions).where(eq(consentVersions.id, logged!.consentVersionId!))).rejects.toThrow()
  })
})
