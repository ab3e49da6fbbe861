import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { orders } from '../db/schema'
import { insertInvoiceFor } from '../documents/invoice-rows.test-helpers'
import { pdfImages, pdfTextLines, readQrCode } from '../documents/pdf-inspect.test-helpers'
import { checkoutShop } from '../orders/checkout-flow.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>

type Listed = { data: { records: { id: number; type: string; title: string; orderSlug: string }[] } }

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
}, 60_000)
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

/** A member who placed a card order (in `locale`) and is logged in. */
async function memberWithOrder(locale = 'hr') {
  const member = await makeUser(runtime)
  const auth = bearer((await apiLogin(shop.app, member.email, member.password)).accessToken)
  const session = await shop.readyCart([{ productId: shop.fx.products.rug, qty: 1 }], 'cod', member.email)
  const slug = (await shop.create(session)).body.data.orderSlug
  const [order] = await runtime.database.db.update(orders).set({ userId: member.id, locale }).where(eq(orders.slug, slug)).returning()
  return { auth, order: order! }
}

const list = async (auth: Record<string, string>, language = 'hr') =>
  (await readJson<Listed>(await shop.app.request(`/api/v1/document/filter/web?language=${language}`, jsonRequest('POST', { pagination: { page: 1, limit: 50 } }, auth)))).data.records
const get = (id: number, auth: Record<string, string> = {}) => shop.app.request(`/api/v1/document/get/web/${id}`, { headers: auth })

describe('a member’s invoices in the documents', () => {
  it('lists the order confirmation, the invoice and its storno, in the visitor’s language', async () => {
    const { auth, order } = await memberWithOrder()
    expect((await list(auth)).map((d) => d.type)).toEqual(['order_confirmation'])
    const invoice = await insertInvoiceFor(runtime.database.db, { orderId: order.id })
    const storno = await insertInvoiceFor(runtime.database.db, { orderId: order.id, kind: 'storno', stornoOf: invoice })
    const listed = await list(auth)
    expect(listed.map((d) => [d.type, d.title, d.orderSlug])).toEqual([
      ['order_confirmation', `Potvrda narudžbe ${order.number}`, order.slug],
      ['invoice', `Račun ${invoice.number}`, order.slug],
      ['storno', `Storno račun ${storno.number}`, order.slug],
    ])
    // Listing again makes no second row for the same document.
    expect((await list(auth, 'en')).map((d) => [d.id, d.title])).toEqual([
      [listed[0]!.id, `Order confirmation ${order.number}`],
      [listed[1]!.id, `Invoice ${invoice.number}`],
      [listed[2]!.id, `Cancellation invoice ${storno.number}`],
    ])
  })

  it('serves the invoice PDF as issued, with its QR code, only to the order’s owner', async () => {
    const { auth, order } = await memberWithOrder('en')
    const invoice = await insertInvoiceFor(runtime.database.db, { orderId: order.id })
    const document = (await list(auth)).find((d) => d.type === 'invoice')!
    const response = await get(document.id, auth)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="racun-${invoice.number.replaceAll('/', '-')}.pdf"`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    const lines = await pdfTextLines(bytes)
    expect(lines).toEqual(expect.arrayContaining([`Račun / Invoice ${invoice.number}`, `Narudžba / Order: ${order.number}`, `JIR: ${invoice.jir}`]))
    expect(readQrCode((await pdfImages(bytes))[0]!)).toMatch(new RegExp(`^https://porezna\\.gov\\.hr/rn\\?jir=${invoice.jir}&datv=\\d{8}_\\d{4}&izn=${order.orderTotal}$`))

    const stranger = await makeUser(runtime)
    expect((await get(document.id, bearer((await apiLogin(shop.app, stranger.email, stranger.password)).accessToken))).status).toBe(404)
    expect((await get(document.id)).status).toBe(401)
  })

  it('says the order confirmation is not an invoice, in Croatian and in the order’s language', async () => {
    const { auth } = await memberWithOrder('de')
    const confirmation = (await list(auth)).find((d) => d.type === 'order_confirmation')!
    const lines = await pdfTextLines(new Uint8Array(await (await get(confirmation.id, auth)).arrayBuffer()))
    expect(lines).toEqual(
      expect.arrayContaining(['Ovo nije račun. Račun dobivate e-poštom nakon plaćanja.', 'Dies ist keine Rechnung. Die Rechnung erhalten Sie per E-Mail nach der Zahlung.']),
    )
  })
})

describe('the order desk’s invoice PDF', () => {
  const deskPdf = (id: number | string, auth: Record<string, string>) => shop.app.request(`/api/v1/backoffice/invoices/${id}/pdf`, { headers: auth })

  it('is for backoffice users with the orders scope, and names unknown invoices not found', async () => {
    const { auth: buyerAuth, order } = await memberWithOrder()
    const invoice = await insertInvoiceFor(runtime.database.db, { orderId: order.id, fiscalStatus: 'pending' })
    const clerk = await makeUser(runtime, { isBackofficeUser: true, scopes: ['orders'] })
    const desk = bearer((await apiLogin(shop.app, clerk.email, clerk.password)).accessToken)
    const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })

    expect((await deskPdf(invoice.id, {})).status).toBe(401)
    expect((await deskPdf(invoice.id, buyerAuth)).status).toBe(403)
    expect((await deskPdf(invoice.id, bearer((await apiLogin(shop.app, editor.email, editor.password)).accessToken))).status).toBe(403)
    expect((await deskPdf(2_000_000, desk)).status).toBe(404)
    expect((await deskPdf('abc', desk)).status).toBe(400)

    const response = await deskPdf(invoice.id, desk)
    expect(response.status).toBe(200)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(await pdfTextLines(bytes)).toContain('JIR: naknadna dostava, JIR još nije dodijeljen')
    expect(readQrCode((await pdfImages(bytes))[0]!)).toContain(`?zki=${invoice.zki}&`)
  })
})
