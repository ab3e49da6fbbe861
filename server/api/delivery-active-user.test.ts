import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
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
beforeEach(() => resetMemoryRateLimits())

async function save(session: { cartId: number; protectCode: string }, headers: Record<string, string> = {}, call = ['PUT', 'delivery/saveDeliveryMethod']) {
  const [method = 'PUT', path = ''] = call
  const response = await shop.app.request(`/api/v1/ecommerce/${path}`, jsonRequest(method, { ...session, deliveryMethodId: shop.method.gls }, headers))
  return { status: response.status, body: await readJson<Envelope<{ code: string }>>(response) }
}

describe('saveDeliveryMethod needs an active user (§5, issue 20 §11)', () => {
  it('refuses a cart nobody owns yet, with a translated message, on both the delivery and the cart call', async () => {
    const session = await shop.cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    const refused = await save(session)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ errored: true, code: 'ACTIVE_USER_REQUIRED', message: 'Prije odabira dostave unesite adresu ili se prijavite.' })
    const viaCart = await save(session, {}, ['PATCH', 'cart/updateDeliveryMethod'])
    expect(viaCart.status).toBe(400)
    expect(viaCart.body.code).toBe('ACTIVE_USER_REQUIRED')
    // A guest cookie that names no guest is nobody.
    expect((await save(session, { cookie: 'guestUser=00000000-0000-4000-8000-000000000000' })).body.code).toBe('ACTIVE_USER_REQUIRED')
  })

  it('accepts a guest (by the guest cookie) and a signed-in member without the address step', async () => {
    const guestSession = await shop.cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    const guest = await shop.app.request('/api/v1/ecommerce/cart/updateGuestUser', jsonRequest('POST', { email: 'gost-dostava@example.hr' }))
    expect(guest.status).toBe(200)
    const guestId = (await readJson<Envelope<{ id: string }>>(guest)).data.id
    const asGuest = await save(guestSession, { cookie: `guestUser=${guestId}` })
    expect(asGuest.status).toBe(200)
    expect(asGuest.body.data.code).toBe('gls')

    const member = await makeUser(runtime)
    const auth = bearer((await apiLogin(shop.app, member.email, member.password)).accessToken)
    const memberSession = await shop.cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    const asMember = await save(memberSession, auth)
    expect(asMember.status).toBe(200)
  })
})
