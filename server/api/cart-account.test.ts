import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CartView, VisitorState } from '../../common/cart/types'
import { seedCartFixtures } from '../cart/cart-fixtures.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let fx: Awaited<ReturnType<typeof seedCartFixtures>>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  fx = await seedCartFixtures(runtime.database.db, runtime.site.id)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

type Envelope<T> = { data: T; errored: boolean; code?: string }
const cart = '/api/v1/ecommerce/cart'

async function post<T = CartView>(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await app.request(path, jsonRequest('POST', body, headers))
  return { status: response.status, body: await readJson<Envelope<T>>(response) }
}

async function loggedIn(options: { isBackofficeUser?: boolean } = {}) {
  const user = await makeUser(runtime, options)
  const tokens = await apiLogin(app, user.email, user.password)
  return { user, auth: bearer(tokens.accessToken) }
}

async function session() {
  return (await readJson<Envelope<{ cartId: number; protectCode: string }>>(await app.request(`${cart}/getNewCartSession`))).data
}

describe('member card (§5)', () => {
  it('is refused for visitors and invalid cards, and gives member prices to a logged-in user', async () => {
    const { auth } = await loggedIn()
    const s = await session()
    await post(`${cart}/addItem`, { ...s, productId: fx.products.chair, qty: 2 }, auth)
    expect((await post(`${cart}/applyMemberCard`, { ...s, barcode: fx.memberCard })).status).toBe(401)
    const invalid = await post(`${cart}/applyMemberCard`, { ...s, barcode: '1234567890' }, auth)
    expect(invalid.body.code).toBe('MEMBER_CARD_INVALID')
    expect((await post(`${cart}/applyMemberCard`, { ...s, barcode: fx.expiredCard }, auth)).status).toBe(400)
    const applied = await post(`${cart}/applyMemberCard`, { ...s, barcode: fx.memberCard }, auth)
    expect(applied.body.data).toMatchObject({ isMember: true, prices: { converted: { itemsTotal: 16_000, loyalty: 4_000 } } })
    expect(applied.body.data.items[0]).toMatchObject({ isMemberPrice: true, regularPrice: 10_000, prices: { converted: { finalPrice: 8_000 } } })
    // The same cart read without the login: it belongs to the user, so it does not answer.
    expect((await post(`${cart}/getCart`, s)).status).toBe(409)
  })
})

describe('abandoned cart (§4 login)', () => {
  it('brings back the last cart and merges the guest cart into it', async () => {
    const { user, auth } = await loggedIn()
    const before = await session()
    await post(`${cart}/addItem`, { ...before, productId: fx.products.lamp, qty: 2 }, auth)
    // Logged out: a new guest cart with the same lamp and a rug.
    const guest = await session()
    await post(`${cart}/addItem`, { ...guest, productId: fx.products.lamp, qty: 1 })
    await post(`${cart}/addItem`, { ...guest, productId: fx.products.rug, qty: 1 })
    const tokens = await apiLogin(app, user.email, user.password)
    const restored = await post<{ session: { cartId: number }; cart: CartView }>(`${cart}/getAbandoned`, guest, bearer(tokens.accessToken))
    expect(restored.body.data.session.cartId).toBe(before.cartId)
    expect(restored.body.data.cart.items.map((i) => [i.productId, i.qty])).toEqual([
      [fx.products.lamp, 3],
      [fx.products.rug, 1],
    ])
    expect((await post(`${cart}/getCart`, guest)).status).toBe(409)
  })

  it('a guest cart becomes the cart of a user who had none; nothing at all answers null', async () => {
    const { auth } = await loggedIn()
    expect((await post(`${cart}/getAbandoned`, {}, auth)).body.data).toBeNull()
    const guest = await session()
    await post(`${cart}/addItem`, { ...guest, productId: fx.products.rug })
    const restored = await post<{ session: { cartId: number } }>(`${cart}/getAbandoned`, guest, auth)
    expect(restored.body.data.session.cartId).toBe(guest.cartId)
    expect((await post(`${cart}/getAbandoned`, {})).status).toBe(401)
  })
})

describe('wishlist and the visitor call', () => {
  it('adds, lists and removes for a logged-in user; visitors get 401', async () => {
    const { auth } = await loggedIn()
    expect((await post('/api/v1/cms/wishlist/create', { product_id: fx.products.rug })).status).toBe(401)
    expect((await post('/api/v1/cms/wishlist/create', { product_id: fx.products.rug }, auth)).status).toBe(201)
    expect((await post('/api/v1/cms/wishlist/create', { product_id: fx.products.rug }, auth)).status).toBe(201)
    expect((await post('/api/v1/cms/wishlist/create', { product_id: 999_999 }, auth)).status).toBe(404)
    const list = await readJson<Envelope<{ records: { product_id: number }[] }>>(await app.request('/api/v1/cms/wishlist/filter?limit=9999', { headers: auth }))
    expect(list.data.records).toEqual([{ product_id: fx.products.rug }])
    const visitor = await readJson<Envelope<VisitorState>>(await app.request('/api/v1/ecommerce/visitor', { headers: auth }))
    expect(visitor.data).toMatchObject({ isLoggedIn: true, wishlist: [fx.products.rug] })
    await app.request(`/api/v1/cms/wishlist/delete/${fx.products.rug}`, { method: 'DELETE', headers: auth })
    const after = await readJson<Envelope<{ records: unknown[] }>>(await app.request('/api/v1/cms/wishlist/filter', { headers: auth }))
    expect(after.data.records).toEqual([])
  })

  it('backoffice users load no wishlist', async () => {
    const { auth } = await loggedIn({ isBackofficeUser: true })
    await post('/api/v1/cms/wishlist/create', { product_id: fx.products.rug }, auth)
    const list = await readJson<Envelope<{ records: unknown[] }>>(await app.request('/api/v1/cms/wishlist/filter', { headers: auth }))
    expect(list.data.records).toEqual([])
  })

  it('counts the cart from the cookies, privately, in every language (ADR 038)', async () => {
    const s = await session()
    await post(`${cart}/addItem`, { ...s, productId: fx.products.lamp, qty: 3 })
    const cookie = `cartId=${s.cartId}; protectCode=${s.protectCode}`
    const response = await app.request('/api/v1/ecommerce/visitor?language=hr', { headers: { cookie } })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect((await readJson<Envelope<VisitorState>>(response)).data).toEqual({ itemCount: 3, isLoggedIn: false, isBackofficeUser: false, hasOwnCart: false, wishlist: [], isMember: false })
    const english = await app.request('/api/v1/ecommerce/visitor?language=en', { headers: { cookie } })
    expect((await readJson<Envelope<VisitorState>>(english)).data.itemCount).toBe(3)
    expect(english.headers.getSetCookie().join(';')).not.toMatch(/cartId=;/)
  })
})
