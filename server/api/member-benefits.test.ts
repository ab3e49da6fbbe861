import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CartView, VisitorState } from '../../common/cart/types'
import type { MemberPrices } from '../../common/members/member-prices'
import type { AddressView, UserView } from '../../common/users/user-view'
import { seedCartFixtures } from '../cart/cart-fixtures.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { memberAccounts, type Envelope } from '../users/member-account.test-helpers'
import { apiLogin, bearer } from '../users/test-helpers'

/** Issue 20.6: members get what they log in for — the profile's card, member prices, an address book. */
let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let fx: Awaited<ReturnType<typeof seedCartFixtures>>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  fx = await seedCartFixtures(runtime.database.db, runtime.site.id)
  const accounts = memberAccounts(runtime, app)
  call = accounts.call
  member = accounts.member
  newCard = accounts.newCard
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

let call: ReturnType<typeof memberAccounts>['call']
let member: ReturnType<typeof memberAccounts>['member']
let newCard: ReturnType<typeof memberAccounts>['newCard']

describe('the profile keeps the card and it applies at login', () => {
  it('a card set on the profile prices the next cart as a member\'s without typing it again', async () => {
    const barcode = await newCard()
    const first = await member()
    const saved = await call<UserView>('PATCH', '/api/v1/user/web/update', { details: { firstName: 'Ana', lastName: 'Horvat' }, email: first.user.email, memberCardBarcode: barcode }, first.auth)
    expect(saved.body.data.memberCardBarcode).toBe(barcode)

    // A new login, a new cart: the chair costs the member price.
    const auth = bearer((await apiLogin(app, first.user.email, first.user.password)).accessToken)
    const session = (await readJson<Envelope<{ cartId: number; protectCode: string }>>(await app.request('/api/v1/ecommerce/cart/getNewCartSession'))).data
    const added = await call<CartView>('POST', '/api/v1/ecommerce/cart/addItem', { ...session, productId: fx.products.chair, qty: 1 }, auth)
    expect(added.body.data).toMatchObject({ isMember: true, memberCardBarcode: barcode })
    expect(added.body.data.items[0]).toMatchObject({ isMemberPrice: true, prices: { converted: { finalPrice: 8_000 } } })

    // Changing the card to an invalid number is refused; clearing it ends the member prices.
    const invalid = await call('PATCH', '/api/v1/user/web/update', { details: { firstName: 'Ana', lastName: 'Horvat' }, email: first.user.email, memberCardBarcode: '12' }, auth)
    expect(invalid.status).toBe(400)
    expect(invalid.body.message).toBe('Broj članske iskaznice nije valjan')
    await call('PATCH', '/api/v1/user/web/update', { details: { firstName: 'Ana', lastName: 'Horvat' }, email: first.user.email, memberCardBarcode: '' }, auth)
    expect((await call<CartView>('POST', '/api/v1/ecommerce/cart/getCart', session, auth)).body.data.isMember).toBe(false)
  })

  it('the visitor call says isMember, and memberPrices answers a member only, never a visitor', async () => {
    const barcode = await newCard()
    const { user, auth } = await member()
    const ids = `${fx.products.chair},${fx.products.lamp}`
    expect((await call<VisitorState>('GET', '/api/v1/ecommerce/visitor', null, auth)).body.data.isMember).toBe(false)
    expect((await call<MemberPrices>('GET', `/api/v1/ecommerce/memberPrices?ids=${ids}`, null, auth)).body.data).toEqual({ isMember: false, prices: {} })

    await call('PATCH', '/api/v1/user/web/update', { details: { firstName: 'Ana', lastName: 'Horvat' }, email: user.email, memberCardBarcode: barcode }, auth)
    const visitor = await app.request('/api/v1/ecommerce/visitor', { headers: auth })
    expect(visitor.headers.get('cache-control')).toBe('private, no-store')
    expect((await readJson<Envelope<VisitorState>>(visitor)).data.isMember).toBe(true)
    const prices = await call<MemberPrices>('GET', `/api/v1/ecommerce/memberPrices?ids=${ids}`, null, auth)
    expect(prices.body.data).toEqual({ isMember: true, prices: { [fx.products.chair]: 8_000 } })

    expect((await call<MemberPrices>('GET', `/api/v1/ecommerce/memberPrices?ids=${ids}`, null)).body.data).toEqual({ isMember: false, prices: {} })
    const bad = await call('GET', '/api/v1/ecommerce/memberPrices?ids=1,x', null, auth)
    expect(bad.status).toBe(400)
  })
})

const book = '/api/v2/user/web/address'
const address = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Horvat',
  contactEmail: 'ana@example.hr',
  contactPhone: '+385 1 2345 678',
  street: 'Ilica',
  houseNumber: '1',
  zipCode: '10000',
  city: 'Zagreb',
  country: 'HR',
  ...overrides,
})

describe('the address book (v2)', () => {
  it('adds, edits and deletes addresses, with one default delivery and one default billing address', async () => {
    const { auth } = await member()
    // An empty book is one page (perPage 0 once made the pagination NaN, null in JSON).
    const empty = await call<{ records: AddressView[]; pagination: { page: number; lastPage: number } }>('GET', `${book}/list`, null, auth)
    expect(empty.body.data).toEqual({ records: [], pagination: expect.objectContaining({ page: 1, lastPage: 1, total: 0 }) })
    const home = await call<AddressView>('POST', `${book}/create`, { ...address(), isDefaultDelivery: true, isDefaultBilling: true }, auth)
    expect(home.status).toBe(201)
    expect(home.body.data).toMatchObject({ street: 'Ilica', isDefaultDelivery: true, isDefaultBilling: true })
    const office = await call<AddressView>('POST', `${book}/create`, { ...address({ street: 'Vukovarska', companyName: 'Izlog d.o.o.' }), isDefaultBilling: true }, auth)
    expect(office.body.data).toMatchObject({ isDefaultDelivery: false, isDefaultBilling: true })

    const list = async () => (await call<{ records: AddressView[] }>('GET', `${book}/list`, null, auth)).body.data.records
    expect((await list()).map((a) => [a.street, a.isDefaultDelivery, a.isDefaultBilling])).toEqual([
      ['Ilica', true, false],
      ['Vukovarska', false, true],
    ])
    const moved = await call<AddressView>('PATCH', `${book}/update/${office.body.data.id}`, { city: 'Split', isDefaultDelivery: true }, auth)
    expect(moved.body.data).toMatchObject({ street: 'Vukovarska', city: 'Split', isDefaultDelivery: true, isDefaultBilling: true })
    expect((await list()).find((a) => a.street === 'Ilica')).toMatchObject({ isDefaultDelivery: false, isDefaultBilling: false })
    // The profile (and so the checkout) sees the same flags.
    const profile = await call<UserView>('GET', '/api/v1/user/web/profile', null, auth)
    expect(profile.body.data.addresses.find((a) => a.id === office.body.data.id)).toMatchObject({ isDefaultDelivery: true, isDefaultBilling: true })

    expect((await call('DELETE', `${book}/delete/${home.body.data.id}`, null, auth)).status).toBe(200)
    expect((await list()).map((a) => a.street)).toEqual(['Vukovarska'])
  })

  it('another member\'s address answers 404, a bad one 400 with field messages, a visitor 401', async () => {
    const owner = await member()
    const other = await member()
    const own = await call<AddressView>('POST', `${book}/create`, address(), owner.auth)
    expect((await call('PATCH', `${book}/update/${own.body.data.id}`, { city: 'Osijek' }, other.auth)).status).toBe(404)
    expect((await call('DELETE', `${book}/delete/${own.body.data.id}`, null, other.auth)).status).toBe(404)
    const bad = await call('POST', `${book}/create`, address({ street: '', zipCode: 'x'.repeat(30) }), owner.auth)
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toMatchObject({ street: 'Unos ovog polja je obavezan', zipCode: 'Maksimalan broj znakova za ovo polje je 25' })
    expect((await call('GET', `${book}/list`, null)).status).toBe(401)
    expect((await call('DELETE', `${book}/delete/abc`, null, owner.auth)).status).toBe(400)
  })
})
