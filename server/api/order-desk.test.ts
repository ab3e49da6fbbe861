import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { auditLog, orders, outbox, products } from '../db/schema'
import { checkoutShop } from '../orders/checkout-flow.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>
let desk: Record<string, string>
const slugs: string[] = []

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
  const clerk = await makeUser(runtime, { isBackofficeUser: true, scopes: ['orders'] })
  desk = bearer((await apiLogin(shop.app, clerk.email, clerk.password)).accessToken)
  for (const [payment, email] of [['cod', 'prva@example.hr'], ['bank_transfer', 'druga@example.hr'], ['bank_transfer', '+cmd@example.hr']] as const) {
    const session = await shop.readyCart([{ productId: shop.fx.products.rug, qty: 1 }], payment, email)
    slugs.push((await shop.create(session)).body.data.orderSlug)
  }
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

type List = { data: { records: { id: number; number: string; email: string; status: string }[]; pagination: { total: number; lastPage: number } } }
const get = (path: string, headers = desk) => shop.app.request(`/api/v1/backoffice/orders${path}`, { headers })
const post = (path: string, body: unknown, headers = desk) => shop.app.request(`/api/v1/backoffice/orders${path}`, jsonRequest('POST', body, headers))
const orderBySlug = async (slug: string) => (await runtime.database.db.select().from(orders).where(eq(orders.slug, slug)))[0]!

describe('order desk', () => {
  it('is only for backoffice users with the orders scope: 401 anonymous, 403 a shopper and an editor', async () => {
    expect((await get('', {})).status).toBe(401)
    const shopper = await makeUser(runtime)
    const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
    for (const user of [shopper, editor]) {
      const auth = bearer((await apiLogin(shop.app, user.email, user.password)).accessToken)
      expect((await get('', auth)).status).toBe(403)
      expect((await get('/export.csv', auth)).status).toBe(403)
      expect((await post(`/1/status`, { status: 'paid' }, auth)).status).toBe(403)
    }
  })

  it('lists newest first, pages, filters by status and payment type, and finds by number or e-mail', async () => {
    const all = (await readJson<List>(await get('?limit=2'))).data
    expect(all.pagination).toMatchObject({ total: 3, lastPage: 2 })
    expect(all.records.map((r) => r.email)).toEqual(['+cmd@example.hr', 'druga@example.hr'])
    expect((await readJson<List>(await get('?paymentType=cod'))).data.records.map((r) => r.email)).toEqual(['prva@example.hr'])
    expect((await readJson<List>(await get('?q=DRUGA'))).data.records).toHaveLength(1)
    const first = await orderBySlug(slugs[0]!)
    expect((await readJson<List>(await get(`?q=${first.number}`))).data.records.map((r) => r.id)).toEqual([first.id])
    expect((await readJson<List>(await get('?q=%25'))).data.records).toHaveLength(0)
    expect((await get('?status=izgubljena')).status).toBe(400)
    expect((await get('?from=2026-13-45')).status).toBe(400)
  })

  it('marks an order paid then sent: who and when in the history and the audit log, an e-mail to the buyer each time', async () => {
    const order = await orderBySlug(slugs[1]!)
    expect((await post(`/${order.id}/status`, { status: 'paid' })).status).toBe(200)
    expect((await post(`/${order.id}/status`, { status: 'sent', note: 'GLS 123' })).status).toBe(200)
    expect((await post(`/${order.id}/status`, { status: 'ready_for_shipping' })).status).toBe(409)
    expect((await post(`/${order.id}/note`, { note: 'Kupac zvao' })).status).toBe(201)
    const detail = (await readJson<{ data: { status: string; events: { type: string; toStatus: string | null; note: string; actorEmail: string | null }[] } }>(await get(`/${order.id}`))).data
    expect(detail.status).toBe('sent')
    expect(detail.events.map((e) => [e.type, e.toStatus, e.note])).toEqual([
      ['created', 'not_paid', ''],
      ['status', 'paid', ''],
      ['status', 'sent', 'GLS 123'],
      ['note', null, 'Kupac zvao'],
    ])
    expect(detail.events[1]!.actorEmail).toMatch(/@example\.hr$/)
    const mails = (await runtime.database.db.select().from(outbox)).filter((m) => m.dedupeKey.startsWith(`order:${order.id}:status-event:`))
    expect(mails.map((m) => (m.payload as { vars: { status: string } }).vars.status)).toEqual(['paid', 'sent'])
    expect((await runtime.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(order.id)))).map((a) => a.action)).toEqual(['order.status', 'order.status', 'order.note'])
  })

  it('cancelling returns the stock', async () => {
    const order = await orderBySlug(slugs[0]!)
    const stock = async () => (await runtime.database.db.select().from(products).where(eq(products.id, shop.fx.products.rug)))[0]!.stockQuantity
    const before = await stock()
    expect((await post(`/${order.id}/status`, { status: 'cancelled' })).status).toBe(200)
    expect(await stock()).toBe(before + 1)
  })

  it('exports the filtered list as CSV with a BOM, formulas neutralised', async () => {
    const response = await get('/export.csv?paymentType=bank_transfer')
    expect(response.headers.get('content-type')).toContain('text/csv')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith('"Broj"')).toBe(true)
    expect(text).toContain(`"'+cmd@example.hr"`)
    expect(text).not.toContain('prva@example.hr')
    expect(text.trim().split('\r\n')).toHaveLength(3)
  })
})

describe('member order history', () => {
  it('shows a member only their own orders', async () => {
    const member = await makeUser(runtime)
    const tokens = await apiLogin(shop.app, member.email, member.password)
    const auth = bearer(tokens.accessToken)
    expect((await shop.app.request('/api/v1/ecommerce/order/history')).status).toBe(401)
    const empty = await readJson<{ data: { count: number } }>(await shop.app.request('/api/v1/ecommerce/order/history', { headers: auth }))
    expect(empty.data.count).toBe(0)
    const someoneElses = slugs[1]!
    expect((await shop.app.request(`/api/v1/ecommerce/order/get/${someoneElses}`, { headers: auth })).status).toBe(404)
    await runtime.database.db.update(orders).set({ userId: member.id }).where(eq(orders.slug, someoneElses))
    const mine = await readJson<{ data: { count: number; records: { slug: string; status: string }[] } }>(await shop.app.request('/api/v1/ecommerce/order/history', { headers: auth }))
    expect(mine.data).toMatchObject({ count: 1, records: [{ slug: someoneElses }] })
    const detail = await readJson<{ data: { lines: { name: string }[] } }>(await shop.app.request(`/api/v1/ecommerce/order/get/${someoneElses}`, { headers: auth }))
    expect(detail.data.lines).toHaveLength(1)
  })

  it('serves the member only their own order documents, as PDFs (a bank transfer owed carries the HUB-3 barcode)', async () => {
    const member = await makeUser(runtime)
    const auth = bearer((await apiLogin(shop.app, member.email, member.password)).accessToken)
    await runtime.database.db.update(orders).set({ userId: member.id }).where(eq(orders.slug, slugs[2]!))
    const listed = await readJson<{ data: { records: { id: number; title: string; orderSlug: string }[] } }>(
      await shop.app.request('/api/v1/document/filter/web', jsonRequest('POST', { store: 0, pagination: { page: 1, limit: 20 } }, auth)),
    )
    expect(listed.data.records.map((d) => d.orderSlug)).toEqual([slugs[2]])
    const pdf = await shop.app.request(`/api/v1/document/get/web/${listed.data.records[0]!.id}`, { headers: auth })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await pdf.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes.includes(Buffer.from('/Subtype /Image'))).toBe(true)
    const stranger = await makeUser(runtime)
    const strangerAuth = bearer((await apiLogin(shop.app, stranger.email, stranger.password)).accessToken)
    expect((await shop.app.request(`/api/v1/document/get/web/${listed.data.records[0]!.id}`, { headers: strangerAuth })).status).toBe(404)
    // Anonymous visitors see the site's public documents (none here), never order documents (ADR 022).
    const anonymous = await readJson<{ data: { records: unknown[] } }>(await shop.app.request('/api/v1/document/filter/web', jsonRequest('POST', {}, {})))
    expect(anonymous.data.records).toEqual([])
    expect((await shop.app.request(`/api/v1/document/get/web/${listed.data.records[0]!.id}`)).status).toBe(401)
  })
})
