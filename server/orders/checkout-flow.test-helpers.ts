import { expect } from 'vitest'
import type { CartView } from '../../common/cart/types'
import type { CheckoutAddressInput, OrderCreateResponse } from '../../common/checkout/schemas'
import { seedCartFixtures } from '../cart/cart-fixtures.test-helpers'
import { siteOptions } from '../db/schema'
import { seedCheckoutMethods } from '../db/seed/shop/checkout-seed'
import { seedOrderMailTemplates } from '../order-mail/seed-order-mail-templates'
import { createTestApp, readJson } from '../testing/test-app'
import type { TestRuntime } from '../testing/test-database'
import { jsonRequest } from '../users/test-helpers'

export type Envelope<T> = { data: T; errored: boolean; code?: string; message?: string; fields?: Record<string, string> }
export type Session = { cartId: number; protectCode: string }

export const checkoutAddress = (overrides: Partial<CheckoutAddressInput> = {}) => ({
  firstName: 'Ana',
  lastName: 'Horvat',
  contactEmail: 'ana@example.hr',
  contactPhone: '+385 91 123 4567',
  street: 'Ilica',
  houseNumber: '10',
  zipCode: '10000',
  city: 'Zagreb',
  country: 'HR',
  ...overrides,
})

export const TEST_PAYEE = { iban: 'HR6023600001101234567', recipient: 'Gradnja Sava d.o.o.', street: 'Savska cesta 120', city: '10000 Zagreb', model: 'HR00', purposeCode: 'OTHR' } as const

/**
 * A shop with the cart fixtures, the demo delivery and payment methods and the order e-mails, and a
 * buyer who goes through the checkout calls over the real app, as the website does (by default an
 * API-only app; a test of pages passes the site's own).
 */
export async function checkoutShop(runtime: TestRuntime, app: ReturnType<typeof createTestApp> = createTestApp(runtime)) {
  const db = runtime.database.db
  const fx = await seedCartFixtures(db, runtime.site.id)
  await seedCheckoutMethods(db, { siteId: runtime.site.id })
  await seedOrderMailTemplates(db, runtime.site.id)
  // The shop's own payee: without one no bank transfer is offered (issue 20.8).
  await db.insert(siteOptions).values({ siteId: runtime.site.id, key: 'BankTransfer', value: TEST_PAYEE }).onConflictDoNothing()
  const method: Record<string, number> = {}
  for (const row of await db.query.deliveryMethods.findMany()) method[row.code] = row.id
  for (const row of await db.query.paymentMethods.findMany()) method[row.code] = row.id
  for (const row of await db.query.deliveryBranches.findMany()) method[`branch:${row.name.split(' ')[0]}`] = row.id

  async function call<T = unknown>(httpMethod: string, path: string, body: Record<string, unknown>) {
    const response = await app.request(`/api/v1/ecommerce/${path}`, jsonRequest(httpMethod, body))
    return { status: response.status, body: await readJson<Envelope<T>>(response), response }
  }

  async function cartWith(lines: { productId: number; qty: number }[]): Promise<Session> {
    const response = await app.request('/api/v1/ecommerce/cart/getNewCartSession')
    const session = (await readJson<Envelope<Session>>(response)).data
    for (const line of lines) expect((await call('POST', 'cart/addItem', { ...session, ...line })).status).toBe(200)
    return session
  }

  async function readyCart(lines: { productId: number; qty: number }[], payment = 'cod', email = 'ana@example.hr'): Promise<Session> {
    const session = await cartWith(lines)
    expect((await call('POST', 'checkout/saveAddress', { ...session, delivery: checkoutAddress({ contactEmail: email }), acceptedConsents: [1] })).status).toBe(200)
    expect((await call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: method.gls })).status).toBe(200)
    expect((await call('PUT', 'payment/savePaymentMethod', { ...session, paymentMethodId: method[payment], acceptedConsents: [1] })).status).toBe(200)
    return session
  }

  async function seenOf(session: Session) {
    const cart = (await call<CartView>('POST', 'cart/getCart', session)).body.data
    return { cartTotal: cart.prices.converted.cartTotal, items: cart.items.map((i) => ({ id: i.itemId, finalPrice: i.prices.converted.finalPrice, qty: i.qty })) }
  }

  // The buyer ticks the eProduct consent, as the payment step asks when the cart holds one; a test of the refusal passes false.
  const create = (session: Session, extra: Record<string, unknown> = {}) => call<OrderCreateResponse>('POST', 'order/create', { digitalSupplyConsent: true, ...session, ...extra })

  return { app, fx, method, call, cartWith, readyCart, seenOf, create }
}
