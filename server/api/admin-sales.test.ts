import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AdminPage } from '../../common/admin/paging'
import type { CouponDetailView, CouponRowView } from '../../common/coupons/schemas'
import type { DashboardView } from '../../common/sales/dashboard'
import type { CustomerDetailView, CustomerRowView } from '../../common/sales/customers'
import type { BackofficeUserCreated, BackofficeUserView } from '../../common/users/backoffice'
import type { MemberCardView, MemberImportReport } from '../../common/members/schemas'
import { auditLog, comments, coupons, members, orders, users } from '../db/schema'
import { checkoutShop, type Envelope } from '../orders/checkout-flow.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>
let owner: Record<string, string>
let ownerEmail: string
let ownerId: number
let shopper: Awaited<ReturnType<typeof makeUser>>
let shopperAuth: Record<string, string>

const login = async (user: { email: string; password: string }) => bearer((await apiLogin(shop.app, user.email, user.password)).accessToken)
const get = (path: string, headers = owner) => shop.app.request(`/api/v1/backoffice${path}`, { headers })
const send = (method: string, path: string, body: unknown, headers = owner) => shop.app.request(`/api/v1/backoffice${path}`, jsonRequest(method, body, headers))
const data = async <T>(response: Response) => (await readJson<Envelope<T>>(response)).data

const coupon = (overrides: Record<string, unknown> = {}) => ({
  code: 'jesen25',
  type: 'percentage',
  value: 25,
  productSkus: [],
  categoryIds: [],
  minCartValue: 0,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  freeDelivery: false,
  isActive: true,
  ...overrides,
})

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
  const ownerUser = await makeUser(runtime, { isBackofficeUser: true, scopes: ['admin', 'orders', 'catalog', 'content', 'settings', 'users'] })
  ownerEmail = ownerUser.email
  ownerId = ownerUser.id
  owner = await login(ownerUser)
  shopper = await makeUser(runtime, { email: 'kupac.marko@example.hr' })
  shopperAuth = await login(shopper)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

describe('admin sales API', () => {
  it('answers 401 without a login and 403 to a shopper on every call', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/dashboard', undefined],
      ['GET', '/coupons', undefined],
      ['POST', '/coupons', coupon()],
      ['GET', '/coupons/1', undefined],
      ['PUT', '/coupons/1', coupon()],
      ['POST', '/coupons/1/active', { isActive: false }],
      ['GET', '/customers', undefined],
      ['GET', '/customers/1', undefined],
      ['GET', '/users', undefined],
      ['POST', '/users', { email: 'novi@example.hr', firstName: 'N', lastName: 'N', scopes: ['orders'] }],
      ['PUT', '/users/1/scopes', { scopes: ['orders'] }],
      ['POST', '/users/1/deactivate', {}],
      ['GET', '/member-cards', undefined],
      ['POST', '/member-cards/import', { csv: '12345678', dryRun: true }],
      ['POST', '/member-cards/1/release', {}],
    ]
    for (const [method, path, body] of calls) {
      const request = (headers: Record<string, string>) => (body === undefined ? get(path, headers) : send(method, path, body, headers))
      expect((await request({})).status, `${method} ${path}`).toBe(401)
      expect((await request(shopperAuth)).status, `${method} ${path}`).toBe(403)
    }
    const editor = await login(await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] }))
    expect((await get('/coupons', editor)).status).toBe(403)
    expect((await get('/customers', editor)).status).toBe(403)
  })
})

describe('coupons', () => {
  it('creates a coupon the cart then applies, with every rule stored as sent and the creation audited', async () => {
    const created = await send('POST', '/coupons', coupon({ productSkus: ['LAMPA'], categoryIds: [shop.fx.categories.other], minCartValue: 1_000, validUntil: '2099-12-31', usageLimit: 10, usageLimitPerCustomer: 1 }))
    expect(created.status).toBe(201)
    const { id } = await data<{ id: number }>(created)
    const detail = await data<CouponDetailView>(await get(`/coupons/${id}`))
    expect(detail).toMatchObject({ code: 'JESEN25', type: 'percentage', value: 25, productSkus: ['LAMPA'], categoryIds: [shop.fx.categories.other], validUntil: '2099-12-31', usageLimit: 10, usageLimitPerCustomer: 1, usedCount: 0, state: 'active' })

    const session = await shop.cartWith([{ productId: shop.fx.products.rug, qty: 1 }, { productId: shop.fx.products.chair, qty: 1 }])
    const applied = await shop.call<{ prices: { converted: { coupon: number } } }>('POST', 'cart/applyCoupon', { ...session, couponCode: 'jesen25' })
    // Only the rug (category "Ostalo", 50 €) is eligible, not the chair: 25 % of 50 €.
    expect(applied.body.data.prices.converted.coupon).toBe(1_250)
    const audit = await runtime.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'coupon'))
    expect(audit.map((row) => [row.action, row.entityId])).toEqual([['coupon.create', String(id)]])
  })

  it('refuses bad rules with 400, a taken code with 409 and an unknown coupon with 404', async () => {
    expect((await send('POST', '/coupons', coupon({ code: 'STO', value: 150 }))).status).toBe(400)
    expect((await send('POST', '/coupons', coupon({ code: 'a b' }))).status).toBe(400)
    expect((await send('POST', '/coupons', coupon({ code: 'NOVI1', productSkus: ['NEMA-TAKVOG'] }))).status).toBe(400)
    expect((await send('POST', '/coupons', coupon({ code: 'NOVI2', validFrom: '2026-12-10', validUntil: '2026-12-01' }))).status).toBe(400)
    expect((await send('POST', '/coupons', coupon({ code: 'NOVI3', categoryIds: [999_999] }))).status).toBe(400)
    expect((await send('POST', '/coupons', coupon({ code: 'popust10' }))).status).toBe(409)
    expect((await get('/coupons/999999')).status).toBe(404)
    expect((await get('/coupons/abc')).status).toBe(400)
    expect((await get('/coupons?state=zauvijek')).status).toBe(400)
  })

  it('lists by state and code, pages on the server, and a deactivated coupon no longer applies', async () => {
    const expired = await data<AdminPage<CouponRowView>>(await get('/coupons?state=expired'))
    expect(expired.items.map((row) => row.code)).toEqual(['ISTEKAO'])
    const found = await data<AdminPage<CouponRowView>>(await get('/coupons?q=pust'))
    expect(found.items.map((row) => row.code)).toEqual(['POPUST10'])
    const page = await data<AdminPage<CouponRowView>>(await get('/coupons?perPage=25&page=1'))
    expect(page.total).toBe(8)

    const [fixed] = await runtime.database.db.select().from(coupons).where(eq(coupons.code, 'MINUS20'))
    expect((await send('POST', `/coupons/${fixed!.id}/active`, { isActive: false })).status).toBe(200)
    const inactive = await data<AdminPage<CouponRowView>>(await get('/coupons?state=inactive'))
    expect(inactive.items.map((row) => row.code)).toEqual(['MINUS20'])
    const session = await shop.cartWith([{ productId: shop.fx.products.chair, qty: 2 }])
    expect((await shop.call('POST', 'cart/applyCoupon', { ...session, couponCode: 'MINUS20' })).body.code).toBe('COUPON_NOT_FOUND')

    expect((await send('PUT', `/coupons/${fixed!.id}`, coupon({ code: 'MINUS20', type: 'fixed', value: 3_000, freeDelivery: true }))).status).toBe(200)
    const changed = await shop.call<{ prices: { converted: { coupon: number; delivery: number } } }>('POST', 'cart/applyCoupon', { ...session, couponCode: 'MINUS20' })
    expect(changed.body.data.prices.converted).toMatchObject({ coupon: 3_000, delivery: 0 })
  })
})

describe('dashboard', () => {
  it("shows today's orders and revenue, failed payments, low stock and waiting reviews, each by scope", async () => {
    const session = await shop.readyCart([{ productId: shop.fx.products.rug, qty: 2 }])
    const placed = await shop.create(session)
    expect(placed.status).toBe(200)
    const [order] = await runtime.database.db.select().from(orders).where(eq(orders.slug, placed.body.data.orderSlug))
    await runtime.database.db.update(orders).set({ paymentStatus: 'declined' }).where(eq(orders.id, order!.id))
    await runtime.database.db.insert(comments).values({ siteId: runtime.site.id, targetType: 'product', targetId: shop.fx.products.rug, authorName: 'Iva', body: 'Odličan', rating: 5 })

    const view = await data<DashboardView>(await get('/dashboard'))
    expect(view.sales?.days).toHaveLength(30)
    expect(view.sales?.today).toMatchObject({ orders: 1, revenue: order!.orderTotal })
    expect(view.sales?.days.slice(0, -1).every((day) => day.orders === 0)).toBe(true)
    expect(view.failedPayments?.map((row) => row.number)).toEqual([order!.number])
    expect(view.lowStock?.map((row) => row.sku)).toEqual(['RASPRODANO', 'SOFA-CRVENA', 'POLICA'])
    expect(view.reviewsWaiting).toBe(1)

    const editor = await login(await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] }))
    expect(await data<DashboardView>(await get('/dashboard', editor))).toEqual({ testGateway: [], sales: null, failedPayments: null, lowStock: null, reviewsWaiting: 1, invoices: null, cases: null })
  })
})

describe('customers', () => {
  it('finds a shopper by e-mail or name, with their orders on this site', async () => {
    const session = await shop.readyCart([{ productId: shop.fx.products.lamp, qty: 1 }], 'cod', shopper.email)
    const placed = await shop.create(session)
    await runtime.database.db.update(orders).set({ userId: shopper.id }).where(eq(orders.slug, placed.body.data.orderSlug))

    const list = await data<AdminPage<CustomerRowView>>(await get('/customers?q=MARKO'))
    expect(list.items.map((row) => [row.email, row.orderCount])).toEqual([[shopper.email, 1]])
    expect((await data<AdminPage<CustomerRowView>>(await get('/customers?q=%25'))).total).toBe(0)
    const detail = await data<CustomerDetailView>(await get(`/customers/${shopper.id}`))
    expect(detail.orders).toHaveLength(1)
    expect(detail.orderTotal).toBe(detail.orders[0]!.orderTotal)
    // Backoffice accounts are not customers.
    const all = await data<AdminPage<CustomerRowView>>(await get('/customers?perPage=100'))
    expect(all.items.map((row) => row.email)).toContain(shopper.email)
    expect(all.items.map((row) => row.email)).not.toContain(ownerEmail)
  })
})

describe('backoffice users', () => {
  it('creates a user with a password shown once, changes scopes at once, deactivates; all audited', async () => {
    const created = await send('POST', '/users', { email: 'Prodaja@Example.hr', firstName: 'Pero', lastName: 'Prodaja', scopes: ['orders'] })
    expect(created.status).toBe(201)
    const { id, password } = await data<BackofficeUserCreated>(created)
    expect(password.length).toBeGreaterThanOrEqual(16)
    expect((await send('POST', '/users', { email: 'prodaja@example.hr', firstName: '', lastName: '', scopes: ['orders'] })).status).toBe(409)
    expect((await send('POST', '/users', { email: 'x@example.hr', firstName: '', lastName: '', scopes: ['boss'] })).status).toBe(400)
    expect((await send('POST', '/users', { email: 'x@example.hr', firstName: '', lastName: '', scopes: [] })).status).toBe(400)

    const clerk = await login({ email: 'prodaja@example.hr', password })
    expect((await get('/coupons', clerk)).status).toBe(200)
    expect((await get('/users', clerk)).status).toBe(403)
    expect((await send('PUT', `/users/${id}/scopes`, { scopes: ['content'] })).status).toBe(200)
    expect((await get('/coupons', clerk)).status).toBe(403)

    const list = await data<AdminPage<BackofficeUserView>>(await get('/users?q=prodaja'))
    expect(list.items.map((row) => [row.email, row.scopes])).toEqual([['prodaja@example.hr', ['content']]])

    expect((await send('POST', `/users/${id}/deactivate`, {})).status).toBe(200)
    expect((await get('/dashboard', clerk)).status).toBe(401)
    const [row] = await runtime.database.db.select().from(users).where(eq(users.id, id))
    expect(row).toMatchObject({ isBackofficeUser: false, scopes: [] })
    expect((await send('POST', `/users/${id}/deactivate`, {})).status).toBe(404)
    const audit = await runtime.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(id)))
    expect(audit.map((entry) => entry.action)).toEqual(['user.backoffice.create', 'user.backoffice.scopes', 'user.backoffice.deactivate'])
  })

  it('does not let a user remove their own users scope or deactivate themselves', async () => {
    expect((await send('PUT', `/users/${ownerId}/scopes`, { scopes: ['orders'] })).status).toBe(409)
    expect((await send('POST', `/users/${ownerId}/deactivate`, {})).status).toBe(409)
    expect((await send('PUT', `/users/${ownerId}/scopes`, { scopes: ['users', 'orders', 'admin'] })).status).toBe(200)
  })
})

describe('member cards', () => {
  it('a dry run lists row errors and imports nothing; a clean file imports every card at once and the checkout accepts them', async () => {
    const bad = 'barcode,name,validUntil\n3850000000101,Ana\n12AB,Ivo\n3850000000101,Ana opet\n3850000000118,Marko,2026-02-30x\n'
    const dry = await data<MemberImportReport>(await send('POST', '/member-cards/import', { csv: bad, dryRun: true }))
    expect(dry).toMatchObject({ rows: 4, created: 1, updated: 0, imported: false })
    expect(dry.errors.map((e) => [e.line, e.problem])).toEqual([[3, 'barcodeFormat'], [4, 'duplicateInFile'], [5, 'dateInvalid']])
    const refused = await data<MemberImportReport>(await send('POST', '/member-cards/import', { csv: bad, dryRun: false }))
    expect(refused.imported).toBe(false)
    expect(await runtime.database.db.select().from(members).where(eq(members.barcode, '3850000000101'))).toHaveLength(0)

    const clean = '3850000000101;"Horvat, Ana";2099-12-31\r\n3850000000019;Poznata\r\n'
    const done = await data<MemberImportReport>(await send('POST', '/member-cards/import', { csv: clean, dryRun: false }))
    expect(done).toMatchObject({ rows: 2, created: 1, updated: 1, imported: true, errors: [] })
    const list = await data<AdminPage<MemberCardView>>(await get('/member-cards?q=0000101'))
    expect(list.items).toEqual([expect.objectContaining({ barcode: '3850000000101', name: 'Horvat, Ana', validUntil: '2099-12-31', isActive: true })])
    const valid = await shop.app.request('/api/v1/user/web/validateMembersBarcode', jsonRequest('POST', { barcode: '3850000000101' }))
    expect(await data<{ isValid: boolean }>(valid)).toEqual({ isValid: true })
    expect((await send('POST', '/member-cards/import', { csv: '', dryRun: true })).status).toBe(400)
    const audit = await runtime.database.db.select().from(auditLog).where(eq(auditLog.action, 'member-cards.import'))
    expect(audit).toHaveLength(1)
  })

  it('the desk frees a card from the account that holds it: audited, off that profile, and the next account may use it', async () => {
    const [card] = await runtime.database.db.insert(members).values({ barcode: '3850000000255', name: 'Izgubljena prijava', userId: shopper.id }).returning()
    await runtime.database.db.update(users).set({ memberCardBarcode: '3850000000255' }).where(eq(users.id, shopper.id))
    const other = await makeUser(runtime, { email: 'nova.clanica@example.hr' })
    const otherAuth = await login(other)
    const check = (headers: Record<string, string>) => shop.app.request('/api/v1/user/web/validateMembersBarcode', jsonRequest('POST', { barcode: '3850000000255' }, headers))
    expect(await data<{ isValid: boolean }>(await check(otherAuth))).toEqual({ isValid: false })
    expect((await data<AdminPage<MemberCardView>>(await get('/member-cards?q=0000255'))).items).toEqual([expect.objectContaining({ holder: 'kupac.marko@example.hr' })])

    expect(await data(await send('POST', `/member-cards/${card!.id}/release`, {}))).toEqual({ barcode: '3850000000255', holder: 'kupac.marko@example.hr' })
    expect((await data<AdminPage<MemberCardView>>(await get('/member-cards?q=0000255'))).items).toEqual([expect.objectContaining({ holder: null })])
    const [profile] = await runtime.database.db.select({ card: users.memberCardBarcode }).from(users).where(eq(users.id, shopper.id))
    expect(profile!.card).toBeNull()
    expect(await data<{ isValid: boolean }>(await check(otherAuth))).toEqual({ isValid: true })
    const audit = await runtime.database.db.select().from(auditLog).where(eq(auditLog.action, 'member-card.release'))
    expect(audit).toEqual([expect.objectContaining({ entityId: String(card!.id), before: { barcode: '3850000000255', holder: 'kupac.marko@example.hr' } })])

    expect((await send('POST', '/member-cards/999999/release', {})).status).toBe(404)
    expect((await send('POST', '/member-cards/abc/release', {})).status).toBe(400)
  })
})
