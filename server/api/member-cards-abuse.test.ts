import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CartView } from '../../common/cart/types'
import { seedCartFixtures } from '../cart/cart-fixtures.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { memberAccounts, type Envelope } from '../users/member-account.test-helpers'
import { jsonRequest } from '../users/test-helpers'

/** Issue 25.3: member cards can be neither enumerated nor used by a second account. */
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

async function cartWithChair(auth: Record<string, string>) {
  const session = (await readJson<Envelope<{ cartId: number; protectCode: string }>>(await app.request('/api/v1/ecommerce/cart/getNewCartSession'))).data
  await call('POST', '/api/v1/ecommerce/cart/addItem', { ...session, productId: fx.products.chair, qty: 1 }, auth)
  return session
}

const validate = (barcode: string, headers: Record<string, string> = {}) => call<{ isValid: boolean }>('POST', '/api/v1/user/web/validateMembersBarcode', { barcode }, headers)

describe('card calls are rate-limited (issue 25.3)', () => {
  it('300 validations from one address: the 31st and every later one answer 429 with Retry-After', async () => {
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const response = await app.request('/api/v1/user/web/validateMembersBarcode', jsonRequest('POST', { barcode: String(3_850_000_000_000 + attempt) }))
      statuses.push(response.status)
      if (response.status === 429) retryAfter ??= response.headers.get('retry-after')
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true)
    expect(Number(retryAfter)).toBeGreaterThan(0)
  })

  it('an account gets 10 card checks, whichever call: the 11th is 429', async () => {
    const { auth } = await member()
    const session = await cartWithChair(auth)
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await validate('1234567890', auth)).status).toBe(200)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call('POST', '/api/v1/ecommerce/cart/applyMemberCard', { ...session, barcode: '1234567890' }, auth)).status).toBe(400)
    }
    const limited = await call('POST', '/api/v1/ecommerce/cart/applyMemberCard', { ...session, barcode: fx.memberCard }, auth)
    expect(limited.status).toBe(429)
    expect(limited.body.message).toMatch(/Previše zahtjeva/)
  })
})

describe('a card belongs to one account (issue 25.3)', () => {
  it('once applied, another account is refused with a clear message and gets no member prices', async () => {
    const barcode = await newCard()
    const owner = await member()
    const applied = await call<CartView>('POST', '/api/v1/ecommerce/cart/applyMemberCard', { ...(await cartWithChair(owner.auth)), barcode }, owner.auth)
    expect(applied.body.data.isMember).toBe(true)

    const other = await member()
    const otherCart = await cartWithChair(other.auth)
    const refused = await call<CartView>('POST', '/api/v1/ecommerce/cart/applyMemberCard', { ...otherCart, barcode }, other.auth)
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('MEMBER_CARD_TAKEN')
    expect(refused.body.message).toBe('Ova članska iskaznica pripada drugom računu. Ako je vaša, javite se trgovini.')
    const cart = await call<CartView>('POST', '/api/v1/ecommerce/cart/getCart', otherCart, other.auth)
    expect(cart.body.data.isMember).toBe(false)
    // Nobody learns that the number is someone's card; its owner still sees it as valid.
    expect((await validate(barcode)).body.data.isValid).toBe(false)
    expect((await validate(barcode, other.auth)).body.data.isValid).toBe(false)
    expect((await validate(barcode, owner.auth)).body.data.isValid).toBe(true)
    // Nor can it be put on the other account's profile.
    const profile = await call('PATCH', '/api/v1/user/web/update', { details: { firstName: 'Iva', lastName: 'Kos' }, email: other.user.email, memberCardBarcode: barcode }, other.auth)
    expect(profile.status).toBe(409)
    expect(profile.body.code).toBe('MEMBER_CARD_TAKEN')
  })

  it('a card kept on a profile is that member\'s: another account cannot apply it, and the English message says why', async () => {
    const barcode = await newCard()
    const holder = await member()
    const saved = await call('PATCH', '/api/v1/user/web/update', { details: { firstName: 'Ana', lastName: 'Horvat' }, email: holder.user.email, memberCardBarcode: barcode }, holder.auth)
    expect(saved.status).toBe(200)
    const other = await member()
    const refused = await call('POST', '/api/v1/ecommerce/cart/applyMemberCard?language=en', { ...(await cartWithChair(other.auth)), barcode }, other.auth)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('This member card belongs to another account. If it is yours, please contact the shop.')
    const registered = await call('POST', '/api/v1/user/web/register', { details: { firstName: 'Novi', lastName: 'Član' }, email: `novi-${Date.now()}@example.hr`, password: 'Sigurna-lozinka-1', memberCardBarcode: barcode })
    expect(registered.status).toBe(409)
    expect(registered.body.code).toBe('MEMBER_CARD_TAKEN')
  })
})
