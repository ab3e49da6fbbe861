import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AdminPage } from '../../common/admin/paging'
import type { DeliveryMethodDetailView, DeliveryMethodRowView, PaymentMethodDetailView, PaymentMethodRowView, PaymentProviderStatus } from '../../common/shipping/schemas'
import { auditLog, deliveryBranches, orders } from '../db/schema'
import { checkoutAddress, checkoutShop, type Envelope, type Session } from '../orders/checkout-flow.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>
let owner: Record<string, string>
let shopperAuth: Record<string, string>

const login = async (user: { email: string; password: string }) => bearer((await apiLogin(shop.app, user.email, user.password)).accessToken)
const get = (path: string, headers = owner) => shop.app.request(`/api/v1/backoffice${path}`, { headers })
const send = (method: string, path: string, body: unknown, headers = owner) => shop.app.request(`/api/v1/backoffice${path}`, jsonRequest(method, body, headers))
const data = async <T>(response: Response) => (await readJson<Envelope<T>>(response)).data

const deliveryPayload = (overrides: Record<string, unknown> = {}) => ({
  code: 'boxnow',
  name: { hr: 'Paketomat', en: 'Parcel locker' },
  description: { hr: 'Preuzmite u paketomatu.' },
  price: 350,
  countryPrices: {},
  countries: ['HR'],
  freeFrom: null,
  position: 5,
  isActive: true,
  branches: [
    { name: 'Zagreb — Kvatrić', address: 'Kvaternikov trg 1, 10000 Zagreb' },
    { name: 'Rijeka — Korzo', address: 'Korzo 10, 51000 Rijeka' },
  ],
  ...overrides,
})

/** The gls method as the admin form would send it back, with the given changes. */
async function glsPayload(overrides: Record<string, unknown>) {
  const gls = await data<DeliveryMethodDetailView>(await get(`/delivery-methods/${shop.method.gls}`))
  const { code, name, description, price, countryPrices, countries, freeFrom, position, isActive, branches } = gls
  return { code, name, description, price, countryPrices, countries, freeFrom, position, isActive, branches, ...overrides }
}

const deliveryPrices = async (session: Session, countryId = 'HR') =>
  (await shop.call<{ code: string; price: number }[]>('POST', 'delivery/getApplicableDeliveryMethods', { ...session, countryId })).body.data.map((m) => [m.code, m.price])

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
  owner = await login(await makeUser(runtime, { isBackofficeUser: true, scopes: ['settings'] }))
  shopperAuth = await login(await makeUser(runtime, { email: 'kupac.ivo@example.hr' }))
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

describe('delivery and payment methods admin API', () => {
  it('answers 401 without a login and 403 to a shopper or an orders-only backoffice user on every call', async () => {
    const ordersOnly = await login(await makeUser(runtime, { isBackofficeUser: true, scopes: ['orders'] }))
    const calls: [string, string, unknown][] = [
      ['GET', '/delivery-methods', undefined],
      ['POST', '/delivery-methods', deliveryPayload()],
      ['GET', '/delivery-methods/1', undefined],
      ['PUT', '/delivery-methods/1', deliveryPayload()],
      ['POST', '/delivery-methods/1/active', { isActive: false }],
      ['GET', '/payment-methods', undefined],
      ['GET', '/payment-methods/providers', undefined],
      ['GET', '/payment-methods/1', undefined],
      ['POST', '/payment-methods/1/active', { isActive: false }],
    ]
    for (const [method, path, body] of calls) {
      const call = (headers: Record<string, string>) => (method === 'GET' ? get(path, headers) : send(method, path, body, headers))
      expect((await call({})).status, `${method} ${path}`).toBe(401)
      expect((await call(shopperAuth)).status, `${method} ${path}`).toBe(403)
      expect((await call(ordersOnly)).status, `${method} ${path}`).toBe(403)
    }
  })

  it('creates a delivery method with branches, edits, adds and removes branches, and audits each change', async () => {
    const created = await send('POST', '/delivery-methods', deliveryPayload())
    expect(created.status).toBe(201)
    const { id } = await data<{ id: number }>(created)
    const detail = await data<DeliveryMethodDetailView>(await get(`/delivery-methods/${id}`))
    expect(detail).toMatchObject({ code: 'boxnow', name: { hr: 'Paketomat', en: 'Parcel locker' }, price: 350, countries: ['HR'], freeFrom: null, isActive: true })
    expect(detail.branches.map((b) => b.name)).toEqual(['Zagreb — Kvatrić', 'Rijeka — Korzo'])

    const [zagreb, rijeka] = detail.branches
    const saved = await send('PUT', `/delivery-methods/${id}`, deliveryPayload({ price: 400, branches: [{ id: zagreb!.id, name: 'Zagreb — Kvaternikov trg', address: zagreb!.address }, { name: 'Osijek — Trg', address: 'Trg Ante Starčevića 1' }] }))
    expect(saved.status).toBe(200)
    const after = await data<DeliveryMethodDetailView>(await get(`/delivery-methods/${id}`))
    expect(after.price).toBe(400)
    expect(after.branches.map((b) => [b.id === zagreb!.id, b.name])).toEqual([[true, 'Zagreb — Kvaternikov trg'], [false, 'Osijek — Trg']])
    expect(await runtime.database.db.select().from(deliveryBranches).where(eq(deliveryBranches.id, rijeka!.id))).toEqual([])

    const list = await data<AdminPage<DeliveryMethodRowView>>(await get('/delivery-methods?q=paketomat'))
    expect(list.items.map((m) => [m.code, m.branchCount])).toEqual([['boxnow', 2]])
    expect((await data<AdminPage<DeliveryMethodRowView>>(await get('/delivery-methods'))).items.map((m) => m.code)).toEqual(['gls', 'pickup', 'express', 'boxnow'])

    const audit = await runtime.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'delivery_method'), eq(auditLog.entityId, String(id))))
    expect(audit.map((row) => row.action).sort()).toEqual(['delivery_method.create', 'delivery_method.update'])
  })

  it('refuses bad input with 400, a taken code with 409, an unknown method with 404', async () => {
    expect((await send('POST', '/delivery-methods', deliveryPayload({ code: 'x y' }))).status).toBe(400)
    expect((await send('POST', '/delivery-methods', deliveryPayload({ code: 'nowhere', countries: ['XX'] }))).status).toBe(400)
    expect((await send('POST', '/delivery-methods', deliveryPayload({ code: 'neg', price: -1 }))).status).toBe(400)
    expect((await send('POST', '/delivery-methods', deliveryPayload({ code: 'noname', name: { hr: '' } }))).status).toBe(400)
    expect((await send('POST', '/delivery-methods', deliveryPayload({ code: 'gls' }))).status).toBe(409)
    expect((await send('PUT', `/delivery-methods/${shop.method.gls}`, await glsPayload({ branches: [{ id: shop.method['branch:Split'], name: 'Tuđa', address: '' }] }))).status).toBe(400)
    expect((await get('/delivery-methods/99999')).status).toBe(404)
    expect((await get('/delivery-methods/abc')).status).toBe(400)
    expect((await send('POST', '/payment-methods', { code: 'gift', type: 'voucher', name: { hr: 'Bon' }, description: {}, deliveryMethodIds: [], position: 0, isActive: true })).status).toBe(400)
    expect((await send('POST', '/payment-methods', { code: 'gift', type: 'cod', name: { hr: 'Bon' }, description: {}, deliveryMethodIds: [99999], position: 0, isActive: true })).status).toBe(400)
    expect((await get('/payment-methods/99999')).status).toBe(404)
  })

  it('checkout and order/create follow a changed price, a free-shipping threshold and a method turned off', async () => {
    const session = await shop.cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    expect(await deliveryPrices(session)).toEqual([['gls', 500], ['pickup', 0], ['express', 990], ['boxnow', 400]])

    // A new price for Croatia, and free from 25 € (the lamp costs 25,50 €).
    expect((await send('PUT', `/delivery-methods/${shop.method.gls}`, await glsPayload({ countryPrices: { HR: 650 } }))).status).toBe(200)
    expect((await deliveryPrices(session))[0]).toEqual(['gls', 650])
    expect((await send('PUT', `/delivery-methods/${shop.method.gls}`, await glsPayload({ freeFrom: 2_500 }))).status).toBe(200)
    expect((await deliveryPrices(session))[0]).toEqual(['gls', 0])
    expect((await send('PUT', `/delivery-methods/${shop.method.gls}`, await glsPayload({ freeFrom: null }))).status).toBe(200)

    await shop.call('POST', 'checkout/saveAddress', { ...session, delivery: checkoutAddress({ contactEmail: 'admin-shipping@example.hr' }), acceptedConsents: [1] })
    await shop.call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: shop.method.gls })
    await shop.call('PUT', 'payment/savePaymentMethod', { ...session, paymentMethodId: shop.method.cod, acceptedConsents: [1] })

    // Cash on delivery off: checkout no longer offers it, and an order on it is refused.
    expect((await send('POST', `/payment-methods/${shop.method.cod}/active`, { isActive: false })).status).toBe(200)
    const payments = (await shop.call<{ code: string }[]>('POST', 'payment/getApplicablePaymentMethods', session)).body.data
    expect(payments.map((p) => p.code)).toEqual(['bank_transfer', 'hpf', 'paypal'])
    expect((await shop.create(session, { seen: await shop.seenOf(session) })).body.code).toBe('PAYMENT_METHOD_NOT_FOUND')
    expect((await send('POST', `/payment-methods/${shop.method.cod}/active`, { isActive: true })).status).toBe(200)

    const created = await shop.create(session, { seen: await shop.seenOf(session) })
    expect(created.status).toBe(200)
    const [order] = await runtime.database.db.select().from(orders).where(eq(orders.slug, created.body.data.orderSlug))
    expect(order).toMatchObject({ itemsTotal: 2_550, deliveryPrice: 650, orderTotal: 3_200 })

    // gls off: checkout offers the rest only.
    expect((await send('POST', `/delivery-methods/${shop.method.gls}/active`, { isActive: false })).status).toBe(200)
    const next = await shop.cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    expect((await deliveryPrices(next)).map(([code]) => code)).toEqual(['pickup', 'express', 'boxnow'])
    await shop.call('POST', 'checkout/saveAddress', { ...next, delivery: checkoutAddress(), acceptedConsents: [1] })
    expect((await shop.call('PUT', 'delivery/saveDeliveryMethod', { ...next, deliveryMethodId: shop.method.gls })).body.code).toBe('SHIPPING_METHOD_NOT_FOUND')
    expect((await send('POST', `/delivery-methods/${shop.method.gls}/active`, { isActive: true })).status).toBe(200)
    const toggles = await runtime.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'payment_method'))
    expect(toggles.map((row) => row.action)).toEqual(['payment_method.deactivate', 'payment_method.activate'])
  })

  it('creates and edits a payment method tied to delivery methods, and shows the env providers without secrets', async () => {
    const payload = { code: 'cod-pickup', type: 'cod', name: { hr: 'Plaćanje u poslovnici', en: 'Pay in store' }, description: {}, deliveryMethodIds: [shop.method.pickup], position: 9, isActive: true }
    const created = await send('POST', '/payment-methods', payload)
    expect(created.status).toBe(201)
    const { id } = await data<{ id: number }>(created)
    expect((await send('PUT', `/payment-methods/${id}`, { ...payload, name: { hr: 'Gotovina u poslovnici' } })).status).toBe(200)
    expect(await data<PaymentMethodDetailView>(await get(`/payment-methods/${id}`))).toMatchObject({ type: 'cod', name: { hr: 'Gotovina u poslovnici' }, deliveryMethodIds: [shop.method.pickup] })
    const list = await data<AdminPage<PaymentMethodRowView>>(await get('/payment-methods?active=yes'))
    expect(list.items.map((m) => m.code)).toEqual(['cod', 'bank_transfer', 'hpf', 'paypal', 'cod-pickup'])

    // Offered with pickup only.
    const session = await shop.cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    await shop.call('POST', 'checkout/saveAddress', { ...session, delivery: checkoutAddress(), acceptedConsents: [1] })
    await shop.call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: shop.method.pickup, branchId: shop.method['branch:Split'] })
    const offered = (await shop.call<{ code: string }[]>('POST', 'payment/getApplicablePaymentMethods', session)).body.data
    expect(offered.map((p) => p.code)).toEqual(['bank_transfer', 'hpf', 'paypal', 'cod-pickup'])

    const providers = await get('/payment-methods/providers')
    expect(await data<PaymentProviderStatus>(providers)).toEqual({ hpf: { configured: false, processor: null, url: null, shopId: null }, paypal: { configured: false, apiUrl: null } })
  })
})
