import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderSummaryView } from '../../common/checkout/order-summary'
import { carts, orderLines, orders, siteOptions, type OrderAddress } from '../db/schema'
import { TEST_PAYEE } from '../orders/checkout-flow.test-helpers'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
type Envelope<T> = { data: T; errored: boolean; code?: string }

const address: OrderAddress = {
  firstName: 'Ivana',
  lastName: 'Horvat',
  contactEmail: 'ivana@example.com',
  contactPhone: '0911234567',
  street: 'Ilica',
  houseNumber: '12',
  zipCode: '10000',
  city: 'Zagreb',
  country: 'HR',
}

/** An order as order/create leaves it (A1's flow writes these rows; the summary only reads them). */
async function placeOrder(slug: string, values: Partial<typeof orders.$inferInsert>) {
  const db = runtime.database.db
  const [cart] = await db.insert(carts).values({ siteId: runtime.site.id, protectCode: 'a'.repeat(32) }).returning({ id: carts.id })
  const [order] = await db
    .insert(orders)
    .values({
      siteId: runtime.site.id,
      cartId: cart!.id,
      slug,
      number: `2026-${slug.slice(0, 6)}`,
      email: address.contactEmail,
      status: 'not_paid',
      paymentStatus: 'pending',
      paymentType: 'bank_transfer',
      paymentMethodName: 'Virman',
      deliveryMethodName: 'Dostava na adresu',
      billingAddress: address,
      deliveryAddress: address,
      itemsTotal: 10_000,
      deliveryPrice: 500,
      taxTotal: 2_100,
      orderTotal: 10_500,
      ...values,
    })
    .returning({ id: orders.id })
  await db.insert(orderLines).values([
    { orderId: order!.id, sku: 'STOLAC', name: 'Stolac', qty: 2, unitPrice: 4_000, retailPrice: 4_000, lineTotal: 8_000, vatPercent: 25, position: 0 },
    { orderId: order!.id, sku: 'LAMPA', name: 'Lampa', qty: 1, unitPrice: 2_000, retailPrice: 2_000, lineTotal: 2_000, vatPercent: 25, position: 1 },
  ])
}

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  await runtime.database.db.insert(siteOptions).values({ siteId: runtime.site.id, key: 'BankTransfer', value: TEST_PAYEE })
  await placeOrder('000042transfer0a1b2c3d', {})
  await placeOrder('000043cashondelivery9z', { paymentType: 'cod', paymentStatus: 'not_required', paymentMethodName: 'Pouzeće' })
  await placeOrder('000044paidtransfer77xy', { status: 'paid', paymentStatus: 'paid' })
})
afterAll(() => runtime.dispose())

const base = '/api/v1/ecommerce/order'

describe('order summary by slug (success page)', () => {
  it('answers the lines, totals and the bank-transfer slip, never cached', async () => {
    const response = await app.request(`${base}/getBySlug/000042transfer0a1b2c3d`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const { data } = await readJson<Envelope<OrderSummaryView>>(response)
    expect(data).toMatchObject({ number: '2026-000042', status: 'not_paid', paymentType: 'bank_transfer' })
    expect(data.lines.map((line) => [line.name, line.qty, line.lineTotal])).toEqual([
      ['Stolac', 2, 8_000],
      ['Lampa', 1, 2_000],
    ])
    expect(data.totals).toMatchObject({ itemsTotal: 10_000, deliveryPrice: 500, taxTotal: 2_100, orderTotal: 10_500 })
    expect(data.paymentSlip).toMatchObject({ amount: 10_500, reference: '2026-000042', payerName: 'Ivana Horvat', model: 'HR00' })
    expect(JSON.stringify(data)).not.toContain('ivana@example.com')
  })

  it('gives no slip for cash on delivery or a transfer already paid', async () => {
    for (const slug of ['000043cashondelivery9z', '000044paidtransfer77xy']) {
      const { data } = await readJson<Envelope<OrderSummaryView>>(await app.request(`${base}/getBySlug/${slug}`))
      expect(data.paymentSlip).toBeNull()
      expect((await app.request(`${base}/paymentSlip/${slug}.png`)).status).toBe(404)
    }
  })

  it('answers 404 to an unknown slug and 400 to a malformed one', async () => {
    const unknown = await app.request(`${base}/getBySlug/nepostojeca-narudzba`)
    expect(unknown.status).toBe(404)
    expect((await readJson<Envelope<null>>(unknown)).errored).toBe(true)
    expect((await app.request(`${base}/getBySlug/${encodeURIComponent("x' or 1=1 --")}`)).status).toBe(400)
    expect((await app.request(`${base}/paymentSlip/000042transfer0a1b2c3d.gif`)).status).toBe(404)
  })

  it('serves the slip barcode as a PNG', async () => {
    const response = await app.request(`${base}/paymentSlip/000042transfer0a1b2c3d.png`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.format).toBe('png')
    expect(meta.width).toBeGreaterThan(200)
  })
})
