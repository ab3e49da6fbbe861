import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OrderSummaryView } from '../../common/checkout/order-summary'
import { orders, pages } from '../db/schema'
import { changeOrderStatus } from '../orders/order-transitions'
import { siteOptionsFormSchema, siteOptionsFromForm } from '../../common/settings/site-options-form'
import { checkoutAddress, checkoutShop } from '../orders/checkout-flow.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { getSiteOptions } from '../site/site-service'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>
let owner: Record<string, string>

const options = {
  SiteName: 'Vrtovi Save',
  HomePageSlug: 'pocetna',
  CartAddition: 2,
  AllowedCountries: 'ALL',
  SkipShippingStep: false,
  SpecialCharValidation: true,
  ConsentValidation: true,
  ShopEmail: 'shop@example.hr',
  ContactEmail: null,
  CommentsRequireApproval: true,
  ReviewsEnabled: true,
  CommentsLoggedUsersOnly: true,
  CommentsOneUserOneComment: true,
  CommentEditNotAllowed: false,
}
const payee = { recipient: 'Gradnja Sava d.o.o.', street: 'Savska cesta 120', city: '10000 Zagreb', iban: 'HR60 2360 0001 1012 3456 7', model: 'HR01', purposeCode: 'OTHR' }

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
  await runtime.database.db.insert(pages).values({ siteId: runtime.site.id, locale: 'hr', slug: 'pocetna', title: 'Početna', status: 'published' })
  const user = await makeUser(runtime, { isBackofficeUser: true, scopes: ['admin', 'settings'] })
  owner = bearer((await apiLogin(shop.app, user.email, user.password)).accessToken)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

const put = (body: unknown) => shop.app.request('/api/v1/backoffice/site-options', jsonRequest('PUT', body, owner))
const summary = async (slug: string) => readJson<{ data: OrderSummaryView }>(await shop.app.request(`/api/v1/ecommerce/order/getBySlug/${slug}`))

describe('the HUB-3 payee is the shop’s own setting (issue 20 point 8)', () => {
  it('refuses an IBAN whose check digits are wrong, with a translated message', async () => {
    const response = await put({ ...options, BankTransfer: { ...payee, iban: 'HR6123600001101234567' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ fields: { 'BankTransfer.iban': 'IBAN nije ispravan.' } })
  })

  it('the owner sets it; a bank-transfer order’s slip pays it; the slip goes once the order is paid and the page says so', async () => {
    expect((await put({ ...options, BankTransfer: payee })).status).toBe(200)
    expect((await getSiteOptions(runtime.database.db, runtime.site.id)).BankTransfer).toEqual({ ...payee, iban: 'HR6023600001101234567' })

    const session = await shop.readyCart([{ productId: shop.fx.products.lamp, qty: 1 }], 'bank_transfer')
    const placed = await shop.create(session, { seen: await shop.seenOf(session) })
    expect(placed.status).toBe(200)
    const unpaid = (await summary(placed.body.data.orderSlug)).data
    expect(unpaid.isPaid).toBe(false)
    expect(unpaid.paymentSlip).toMatchObject({ recipientName: 'Gradnja Sava d.o.o.', recipientStreet: 'Savska cesta 120', iban: 'HR6023600001101234567', model: 'HR01' })

    const [order] = await runtime.database.db.select().from(orders).where(eq(orders.slug, placed.body.data.orderSlug))
    await runtime.database.db.transaction((tx) => changeOrderStatus(tx, { orderId: order!.id, to: 'paid', actor: { userId: null, email: null } }))
    const paid = (await summary(placed.body.data.orderSlug)).data
    expect(paid).toMatchObject({ isPaid: true, paymentSlip: null })
  })

  it('a shop with no payee offers no bank transfer, and refuses it when asked; the owner clears the payee by emptying the fields', async () => {
    expect((await put({ ...options, BankTransfer: null })).status).toBe(200)
    expect((await getSiteOptions(runtime.database.db, runtime.site.id)).BankTransfer).toBeNull()
    const session = await shop.cartWith([{ productId: shop.fx.products.lamp, qty: 1 }])
    expect((await shop.call('POST', 'checkout/saveAddress', { ...session, delivery: checkoutAddress(), acceptedConsents: [1] })).status).toBe(200)
    expect((await shop.call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: shop.method.gls })).status).toBe(200)
    const offered = await shop.call<{ paymentType: string }[]>('POST', 'payment/getApplicablePaymentMethods', session)
    expect(offered.body.data.map((method) => method.paymentType)).not.toContain('bank_transfer')
    expect(offered.body.data.length).toBeGreaterThan(0)
    const refused = await shop.call('PUT', 'payment/savePaymentMethod', { ...session, paymentMethodId: shop.method.bank_transfer, acceptedConsents: [1] })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('PAYMENT_METHOD_NOT_FOUND')

    const form = new FormData()
    for (const key of ['recipient', 'street', 'city', 'iban']) form.set(`BankTransfer.${key}`, '  ')
    form.set('BankTransfer.model', 'HR00')
    form.set('BankTransfer.purposeCode', 'OTHR')
    expect(siteOptionsFormSchema.shape.BankTransfer.parse((siteOptionsFromForm(form) as { BankTransfer: unknown }).BankTransfer)).toBeNull()

    expect((await put({ ...options, BankTransfer: payee })).status).toBe(200)
    const again = await shop.call<{ paymentType: string }[]>('POST', 'payment/getApplicablePaymentMethods', session)
    expect(again.body.data.map((method) => method.paymentType)).toContain('bank_transfer')
  })
})
