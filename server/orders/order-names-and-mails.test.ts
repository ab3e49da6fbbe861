import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CartView } from '../../common/cart/types'
import type { ProductDetail } from '../../common/catalog/types'
import type { DeskOrderDetail } from '../../common/orders/views'
import { createProduct } from '../catalog'
import { attributes, attributeValues, orders, outbox, productBundleItems, productTranslations, productVariantAttributes } from '../db/schema'
import type { OutboxEmail } from '../outbox/enqueue'
import { renderOutboxEmail } from '../outbox/render-email'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'
import { checkoutShop, type Envelope } from './checkout-flow.test-helpers'

// Issue 20 points 5 and 7: variants and bundle parts named for people on every order surface,
// order e-mails in the buyer's language with the shipment, and text parts that keep the links.
let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>
let desk: Record<string, string>
const ids = { sofa: 0, grey: 0, bundle: 0 }
const GREY = 'Modularna sofa Sava — siva, trosjed'

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
  const db = runtime.database.db
  const siteId = runtime.site.id
  const [colour, size] = await db
    .insert(attributes)
    .values([
      { siteId, code: 'boja-test', type: 'textSwatch', label: { hr: 'Boja', en: 'Colour' }, position: 0 },
      { siteId, code: 'velicina-test', type: 'textSwatch', label: { hr: 'Veličina', en: 'Size' }, position: 1 },
    ])
    .returning()
  const [grey, blue, threeSeater] = await db
    .insert(attributeValues)
    .values([
      { attributeId: colour!.id, label: { hr: 'siva', en: 'grey' }, value: 'siva', position: 0 },
      { attributeId: colour!.id, label: { hr: 'plava', en: 'blue' }, value: 'plava', position: 1 },
      { attributeId: size!.id, label: { hr: 'trosjed', en: 'three-seater' }, value: '3', position: 0 },
    ])
    .returning()
  ids.sofa = await createProduct(db, {
    siteId,
    sku: 'SAVA',
    format: 'configurable',
    price: 129_900,
    infiniteQuantity: true,
    translations: [
      { locale: 'hr', name: 'Modularna sofa Sava', slug: 'modularna-sofa-sava-test' },
      { locale: 'en', name: 'Sava modular sofa', slug: 'sava-modular-sofa-test' },
    ],
  })
  // The selectors' order (colour, then size) is the name's order, not the order values were stored in.
  await db.insert(productVariantAttributes).values([
    { productId: ids.sofa, attributeId: size!.id, position: 1 },
    { productId: ids.sofa, attributeId: colour!.id, position: 0 },
  ])
  const variant = (sku: string, colourValue: number, name: string) =>
    createProduct(db, {
      siteId,
      sku,
      parentId: ids.sofa,
      price: 131_900,
      stockQuantity: 20,
      translations: [{ locale: 'hr', name, slug: sku.toLowerCase() }],
      attributes: [
        { attributeId: size!.id, valueIds: [threeSeater!.id] },
        { attributeId: colour!.id, valueIds: [colourValue] },
      ],
    })
  ids.grey = await variant('SAVA-6', grey!.id, 'Modularna sofa Sava (6)')
  await variant('SAVA-7', blue!.id, 'Modularna sofa Sava (7)')
  ids.bundle = await createProduct(db, { siteId, sku: 'PAKET-SAVA', format: 'bundle', price: 150_000, stockQuantity: 50, translations: [{ locale: 'hr', name: 'Paket dnevni boravak', slug: 'paket-sava-test' }] })
  await db.insert(productBundleItems).values([
    { bundleId: ids.bundle, productId: ids.sofa, quantity: 1, position: 0 },
    { bundleId: ids.bundle, productId: shop.fx.products.lamp, quantity: 1, position: 1 },
  ])
  const clerk = await makeUser(runtime, { isBackofficeUser: true, scopes: ['orders'] })
  desk = bearer((await apiLogin(shop.app, clerk.email, clerk.password)).accessToken)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

const deskCall = (method: string, path: string, body?: unknown) =>
  shop.app.request(`/api/v1/backoffice/orders${path}`, body === undefined ? { method, headers: desk } : jsonRequest(method, body, desk))
const deskDetail = async (orderId: number) => (await readJson<Envelope<DeskOrderDetail>>(await deskCall('GET', `/${orderId}`))).data

async function placeOrder(): Promise<typeof orders.$inferSelect> {
  const session = await shop.cartWith([{ productId: ids.grey, qty: 1 }])
  const bundleLine = { productId: ids.bundle, qty: 2, options: { bundleOptions: [{ id: ids.sofa, options: { variantId: ids.grey } }] } }
  expect((await shop.call('POST', 'cart/addItem', { ...session, ...bundleLine })).status).toBe(200)
  await shop.call('POST', 'checkout/saveAddress', { ...session, delivery: { firstName: 'Ana', lastName: 'Horvat', contactEmail: 'ana@example.hr', contactPhone: '+385 91 123 4567', street: 'Ilica', houseNumber: '10', zipCode: '10000', city: 'Zagreb', country: 'HR' }, acceptedConsents: [1] })
  await shop.call('PUT', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: shop.method.gls })
  await shop.call('PUT', 'payment/savePaymentMethod', { ...session, paymentMethodId: shop.method.cod, acceptedConsents: [1] })
  const created = await shop.create(session)
  expect(created.status).toBe(200)
  const [order] = await runtime.database.db.select().from(orders).where(eq(orders.slug, created.body.data.orderSlug))
  return order!
}

async function renderedMails(orderId: number) {
  const db = runtime.database.db
  const rows = await db.select().from(outbox).orderBy(asc(outbox.id))
  const mine = rows.filter((row) => (row.payload as unknown as OutboxEmail).orderId === orderId)
  return Promise.all(
    mine.map(async (row) => {
      const email = row.payload as unknown as OutboxEmail
      const rendered = await renderOutboxEmail(db, runtime.config, { siteId: runtime.site.id, email })
      return { template: email.template, ...rendered! }
    }),
  )
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replaceAll('&#38;', '&').replaceAll('&amp;', '&'))

describe('variant names (issue 20 point 5)', () => {
  it('the picker names each variant by its product and option values, in the page language', async () => {
    const detail = async (language: string) =>
      (await readJson<Envelope<ProductDetail>>(await shop.app.request(`/api/v1/product/web/get?id=${ids.sofa}&language=${language}`))).data
    expect((await detail('hr')).associatedProducts.map((v) => v.name)).toEqual([GREY, 'Modularna sofa Sava — plava, trosjed'])
    expect((await detail('en')).associatedProducts.map((v) => v.name)).toEqual(['Sava modular sofa — grey, three-seater', 'Sava modular sofa — blue, three-seater'])
  })

  it('the cart names the variant and each bundle part with its chosen variant', async () => {
    const session = await shop.cartWith([{ productId: ids.grey, qty: 1 }])
    const bundleLine = { productId: ids.bundle, qty: 1, options: { bundleOptions: [{ id: ids.sofa, options: { variantId: ids.grey } }] } }
    const cart = (await shop.call<CartView>('POST', 'cart/addItem', { ...session, ...bundleLine })).body.data
    expect(cart.items.map((item) => item.productData.name)).toEqual([GREY, 'Paket dnevni boravak'])
    expect(cart.items[1]!.productData.details).toEqual([`1 × ${GREY}`, '1 × LAMPA'])
  })

  it('an order keeps the names as bought: the desk, the e-mails and a later rename', async () => {
    const order = await placeOrder()
    const detail = await deskDetail(order.id)
    expect(detail.lines.map((line) => line.name)).toEqual([GREY, 'Paket dnevni boravak'])
    // Two bundles: the warehouse picks two of each part, the sofa in the chosen variant.
    expect(detail.lines[1]!.parts).toEqual([
      { name: GREY, sku: 'SAVA-6', qty: 2 },
      { name: 'LAMPA', sku: 'LAMPA', qty: 2 },
    ])
    const shopMail = (await renderedMails(order.id)).find((mail) => mail.template === 'order.created.shop')!
    expect(shopMail.html).toContain(`2 × ${GREY} (SAVA-6)`)
    expect(shopMail.text).toContain(`2 × ${GREY} (SAVA-6)`)

    await runtime.database.db
      .update(productTranslations)
      .set({ name: 'Sofa Sava Nova' })
      .where(and(eq(productTranslations.productId, ids.sofa), eq(productTranslations.locale, 'hr')))
    const later = await deskDetail(order.id)
    expect(later.lines).toEqual(detail.lines)
    await runtime.database.db
      .update(productTranslations)
      .set({ name: 'Modularna sofa Sava' })
      .where(and(eq(productTranslations.productId, ids.sofa), eq(productTranslations.locale, 'hr')))
  })
})

describe('order e-mails and the desk (issue 20 point 7)', () => {
  it('leaves out an empty buyer note and keeps every link in the text part', async () => {
    const order = await placeOrder()
    const mails = await renderedMails(order.id)
    const shopMail = mails.find((mail) => mail.template === 'order.created.shop')!
    expect(shopMail.html).not.toContain('Napomena kupca')
    expect(shopMail.text).not.toContain('Napomena kupca')
    const buyerMail = mails.find((mail) => mail.template === 'order.created.buyer')!
    const orderUrl = hrefs(buyerMail.html).find((href) => href.includes('orderSlug='))!
    expect(orderUrl).toContain(order.slug)
    expect(buyerMail.text).toContain(`Pregled narudžbe <${orderUrl}>`)
  })

  it('records a shipment (an https link only) and names it, and each status, in the buyer’s language', async () => {
    const order = await placeOrder()
    const refused = await deskCall('PUT', `/${order.id}/shipment`, { carrier: 'GLS', trackingNumber: '1234567890', trackingUrl: 'http://gls-group.eu/track?match=1234567890' })
    expect(refused.status).toBe(400)
    expect((await readJson<Envelope<null>>(refused)).fields).toEqual({ trackingUrl: 'Poveznica za praćenje mora biti adresa koja počinje s https://.' })
    const badNumber = await deskCall('PUT', `/${order.id}/shipment`, { carrier: 'GLS', trackingNumber: '<script>', trackingUrl: '' })
    expect(badNumber.status).toBe(400)

    const link = 'https://gls-group.eu/HR/hr/pracenje-posiljke?match=1234567890&lang=hr'
    const saved = await deskCall('PUT', `/${order.id}/shipment`, { carrier: 'GLS', trackingNumber: '1234567890', trackingUrl: link })
    expect(saved.status).toBe(200)
    expect((await deskDetail(order.id)).shipment).toEqual({ carrier: 'GLS', trackingNumber: '1234567890', trackingUrl: link })

    expect((await deskCall('POST', `/${order.id}/status`, { status: 'paid' })).status).toBe(200)
    expect((await deskCall('POST', `/${order.id}/status`, { status: 'sent' })).status).toBe(200)
    const statusMails = (await renderedMails(order.id)).filter((mail) => mail.template === 'order.status.buyer')
    expect(statusMails.map((mail) => mail.subject)).toEqual([`Narudžba ${order.number}: Plaćeno`, `Narudžba ${order.number}: Poslano`])
    const [paidMail, sentMail] = statusMails
    // The "paid" e-mail, rendered after the order moved on, still names its own change and no parcel.
    expect(paidMail!.html).not.toContain('GLS')
    expect(sentMail!.html).toContain('je sada: <strong>Poslano</strong>')
    expect(sentMail!.html).toContain('Broj pošiljke: 1234567890')
    expect(hrefs(sentMail!.html)).toContain(link)
    expect(sentMail!.text).toContain(`Praćenje pošiljke <${link}>`)
    for (const mail of statusMails) expect(mail.text).toContain(`<${hrefs(mail.html).find((href) => href.includes('orderSlug='))}>`)
  })

  it('an English order gets its status e-mail in English', async () => {
    const order = await placeOrder()
    await runtime.database.db.update(orders).set({ locale: 'en' }).where(eq(orders.id, order.id))
    expect((await deskCall('POST', `/${order.id}/status`, { status: 'sent' })).status).toBe(200)
    const sent = (await renderedMails(order.id)).find((mail) => mail.template === 'order.status.buyer')!
    expect(sent.subject).toBe(`Order ${order.number}: Sent`)
  })
})
