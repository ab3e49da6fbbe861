import fs from 'node:fs/promises'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { auditLog, orderCases, orderEvents, orderLines, orders, outbox } from '../db/schema'
import { setSiteOption } from '../site/site-service'
import { caseWarnings, markCaseRefunded } from '../cases'
import { checkoutShop } from '../orders/checkout-flow.test-helpers'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>
let desk: Record<string, string>

type Envelope<T> = { data: T; errored: boolean; code?: string; message?: string }
type Order = typeof orders.$inferSelect
let emailCounter = 0

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
  const clerk = await makeUser(runtime, { isBackofficeUser: true, scopes: ['orders'] })
  desk = bearer((await apiLogin(shop.app, clerk.email, clerk.password)).accessToken)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

const db = () => runtime.database.db
const api = async <T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await shop.app.request(url, body === undefined ? { method, headers } : jsonRequest(method, body, headers))
  return { status: response.status, body: await readJson<Envelope<T>>(response) }
}
const publicCall = <T>(path: string, body: unknown) => api<T>('POST', `/api/v1/ecommerce/cases/${path}`, body)

/** A guest's order of the given products, placed through the checkout calls (bank transfer). */
async function guestOrder(lines: { productId: number; qty: number }[]): Promise<{ order: Order; lines: (typeof orderLines.$inferSelect)[] }> {
  emailCounter += 1
  const email = `kupac${emailCounter}@example.hr`
  const session = await shop.readyCart(lines, 'bank_transfer', email)
  const slug = (await shop.create(session)).body.data.orderSlug
  const [order] = await db().select().from(orders).where(eq(orders.slug, slug))
  return { order: order!, lines: await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id)) }
}

/** The owner marks the order paid, sent and delivered through the desk API; `daysAgo` moves the delivery back. */
async function deliver(order: Order, daysAgo = 0) {
  for (const status of ['paid', 'sent', 'delivered']) {
    expect((await api('POST', `/api/v1/backoffice/orders/${order.id}/status`, { status, note: '' }, desk)).status).toBe(200)
  }
  if (daysAgo) {
    await db()
      .update(orderEvents)
      .set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'delivered')))
  }
}

const statement = (order: Order, lines: { orderLineId: number; quantity: number }[]) => ({
  orderNumber: order.number,
  email: order.email,
  buyerName: 'Ana Horvat',
  contactEmail: order.email,
  statement: 'Ne odgovara mi boja.',
  lines,
})

const casesOf = (orderId: number) => db().select().from(orderCases).where(eq(orderCases.orderId, orderId))

describe('the withdrawal function', () => {
  it('gives the same answer for a wrong e-mail as for a wrong order number', async () => {
    const { order } = await guestOrder([{ productId: shop.fx.products.rug, qty: 1 }])
    const wrongEmail = await publicCall('order', { orderNumber: order.number, email: 'netko@example.hr' })
    const wrongNumber = await publicCall('order', { orderNumber: '2099-999999', email: order.email })
    expect(wrongEmail.status).toBe(404)
    expect(wrongEmail.body).toEqual(wrongNumber.body)
    expect(wrongEmail.body.message).toBe('Narudžba s tim brojem i e-mail adresom nije pronađena.')
    const right = await publicCall<{ lines: { id: number; withdrawable: number }[]; isWithdrawalOpen: boolean }>('order', { orderNumber: order.number, email: order.email.toUpperCase() })
    expect(right.status).toBe(200)
    expect(right.body.data).toMatchObject({ isWithdrawalOpen: true, lines: [{ withdrawable: 1 }] })
  })

  it('rate-limits the lookups of one order number', async () => {
    const { order } = await guestOrder([{ productId: shop.fx.products.rug, qty: 1 }])
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await publicCall('order', { orderNumber: order.number, email: `pogodak${attempt}@example.hr` })).status)
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('takes two steps: the statement stores nothing, the confirm opens the case and queues the acknowledgement with content and time', async () => {
    const { order, lines } = await guestOrder([
      { productId: shop.fx.products.rug, qty: 2 },
      { productId: shop.fx.products.lamp, qty: 1 },
    ])
    await deliver(order)
    const rug = lines.find((line) => line.qty === 2)!
    const prepared = await publicCall<{ confirmKey: string; lines: { name: string; quantity: number }[] }>('withdrawal/prepare', statement(order, [{ orderLineId: rug.id, quantity: 1 }]))
    expect(prepared.status).toBe(200)
    expect(prepared.body.data.lines).toEqual([{ orderLineId: rug.id, name: rug.name, quantity: 1 }])
    expect(await casesOf(order.id)).toHaveLength(0)

    const confirmed = await publicCall<{ caseId: number; createdAt: string; created: boolean }>('withdrawal/confirm', { ...statement(order, [{ orderLineId: rug.id, quantity: 1 }]), confirmKey: prepared.body.data.confirmKey })
    expect(confirmed.status).toBe(201)
    const [row] = await casesOf(order.id)
    expect(row).toMatchObject({ kind: 'withdrawal', status: 'received', statement: 'Ne odgovara mi boja.', contactEmail: order.email })
    // The refund deadline: 14 days from the statement.
    expect(row!.answerDeadline.getTime() - row!.createdAt.getTime()).toBe(14 * 86_400_000)
    const [mail] = await db().select().from(outbox).where(eq(outbox.dedupeKey, `case:${row!.id}:received`))
    const payload = mail!.payload as { template: string; to: string; vars: Record<string, string>; htmlVars: Record<string, string> }
    expect(payload).toMatchObject({ template: 'case.withdrawal.buyer', to: order.email })
    expect(payload.vars).toMatchObject({ orderNumber: order.number, buyerName: 'Ana Horvat', statement: 'Ne odgovara mi boja.' })
    const zagrebTime = new Intl.DateTimeFormat('hr-HR', { timeStyle: 'short', timeZone: 'Europe/Zagreb' }).format(row!.createdAt)
    expect(payload.vars.caseTime).toBe(zagrebTime)
    expect(payload.htmlVars.caseLines).toContain(`${rug.name} × 1`)
    // Only one unit of the rug is left to withdraw now.
    const again = await publicCall('withdrawal/prepare', statement(order, [{ orderLineId: rug.id, quantity: 2 }]))
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('CASE_QUANTITY_TOO_HIGH')
  })

  it('makes one case of two parallel confirms of the same statement', async () => {
    const { order, lines } = await guestOrder([{ productId: shop.fx.products.rug, qty: 1 }])
    const prepared = await publicCall<{ confirmKey: string }>('withdrawal/prepare', statement(order, [{ orderLineId: lines[0]!.id, quantity: 1 }]))
    const body = { ...statement(order, [{ orderLineId: lines[0]!.id, quantity: 1 }]), confirmKey: prepared.body.data.confirmKey }
    const results = await Promise.all([publicCall<{ caseId: number }>('withdrawal/confirm', body), publicCall<{ caseId: number }>('withdrawal/confirm', body)])
    expect(results.map((result) => result.status).sort()).toEqual([200, 201])
    expect(results[0]!.body.data.caseId).toBe(results[1]!.body.data.caseId)
    expect(await casesOf(order.id)).toHaveLength(1)
  })

  it('refuses a withdrawal after the period with the date it ended, and follows the setting', async () => {
    const { order, lines } = await guestOrder([{ productId: shop.fx.products.rug, qty: 1 }])
    await deliver(order, 20)
    const late = await publicCall('withdrawal/prepare', statement(order, [{ orderLineId: lines[0]!.id, quantity: 1 }]))
    expect(late.status).toBe(409)
    expect(late.body.code).toBe('WITHDRAWAL_PERIOD_OVER')
    expect(late.body.message).toMatch(/^Rok za raskid ugovora istekao je \d{1,2}\. [a-zčćšžđ]+ \d{4}\./)
    const confirm = await publicCall('withdrawal/confirm', { ...statement(order, [{ orderLineId: lines[0]!.id, quantity: 1 }]), confirmKey: crypto.randomUUID() })
    expect(confirm.status).toBe(409)
    expect(await casesOf(order.id)).toHaveLength(0)
    // A shop that gives 30 days lets the same buyer withdraw.
    await setSiteOption(db(), { siteId: runtime.site.id, key: 'WithdrawalPeriodDays', value: 30 })
    try {
      expect((await publicCall('withdrawal/prepare', statement(order, [{ orderLineId: lines[0]!.id, quantity: 1 }]))).status).toBe(200)
    } finally {
      await setSiteOption(db(), { siteId: runtime.site.id, key: 'WithdrawalPeriodDays', value: 14 })
    }
  })

  it('refuses an eProduct line and says why; the other lines can still be withdrawn', async () => {
    const { order, lines } = await guestOrder([
      { productId: shop.fx.products.ebook, qty: 1 },
      { productId: shop.fx.products.rug, qty: 1 },
    ])
    const ebook = lines.find((line) => line.productId === shop.fx.products.ebook)!
    const view = await publicCall<{ lines: { id: number; isDigital: boolean }[] }>('order', { orderNumber: order.number, email: order.email })
    expect(view.body.data.lines.find((line) => line.id === ebook.id)?.isDigital).toBe(true)
    const refused = await publicCall('withdrawal/prepare', statement(order, [{ orderLineId: ebook.id, quantity: 1 }]))
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('WITHDRAWAL_DIGITAL')
    expect(refused.body.message).toContain('gubite pravo na raskid')
    const other = lines.find((line) => line.id !== ebook.id)!
    expect((await publicCall('withdrawal/prepare', statement(order, [{ orderLineId: other.id, quantity: 1 }]))).status).toBe(200)
  })

  it('asks the eProduct consent at checkout and keeps it with the order; without it the eProduct stays withdrawable', async () => {
    const session = await shop.readyCart(
      [
        { productId: shop.fx.products.ebook, qty: 1 },
        { productId: shop.fx.products.rug, qty: 1 },
      ],
      'bank_transfer',
      'bez-pristanka@example.hr',
    )
    const refused = await shop.create(session, { digitalSupplyConsent: false })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'DIGITAL_SUPPLY_CONSENT_REQUIRED', fields: { digitalSupplyConsent: expect.stringContaining('digitalnog sadržaja') } })
    expect(await db().select().from(orders).where(eq(orders.email, 'bez-pristanka@example.hr'))).toHaveLength(0)

    const placed = await shop.create(session)
    expect(placed.status).toBe(200)
    const [order] = await db().select().from(orders).where(eq(orders.slug, placed.body.data.orderSlug))
    expect(order!.digitalSupplyConsentAt).toBeInstanceOf(Date)
    expect(order!.digitalSupplyConsentText).toContain('gubim pravo na jednostrani raskid')
    const line = (await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id))).find((candidate) => candidate.productId === shop.fx.products.ebook)
    expect((await publicCall('withdrawal/prepare', statement(order!, [{ orderLineId: line!.id, quantity: 1 }]))).status).toBe(409)

    // An order from before the consent was asked: the exception does not apply.
    await db().update(orders).set({ digitalSupplyConsentAt: null, digitalSupplyConsentText: null }).where(eq(orders.id, order!.id))
    expect((await publicCall('withdrawal/prepare', statement(order!, [{ orderLineId: line!.id, quantity: 1 }]))).status).toBe(200)
  })

  it('answers a bad payload with 400 and a line of another order with 400', async () => {
    const { order } = await guestOrder([{ productId: shop.fx.products.rug, qty: 1 }])
    const other = await guestOrder([{ productId: shop.fx.products.rug, qty: 1 }])
    expect((await publicCall('withdrawal/prepare', { orderNumber: order.number })).status).toBe(400)
    const foreign = await publicCall('withdrawal/prepare', statement(order, [{ orderLineId: other.lines[0]!.id, quantity: 1 }]))
    expect(foreign.status).toBe(400)
    expect(foreign.body.code).toBe('CASE_LINE_UNKNOWN')
  })

  it('serves the model withdrawal form as a PDF', async () => {
    const response = await shop.app.request('/api/v1/ecommerce/cases/withdrawal-form.pdf')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
  })
})

describe('the desk', () => {
  it('marks goods received line by line, then the refund marks the case refunded once; every action audited', async () => {
    const { order, lines } = await guestOrder([
      { productId: shop.fx.products.rug, qty: 2 },
      { productId: shop.fx.products.lamp, qty: 1 },
    ])
    const chosen = lines.map((line) => ({ orderLineId: line.id, quantity: line.qty }))
    const prepared = await publicCall<{ confirmKey: string }>('withdrawal/prepare', statement(order, chosen))
    const opened = await publicCall<{ caseId: number }>('withdrawal/confirm', { ...statement(order, chosen), confirmKey: prepared.body.data.confirmKey })
    const caseId = opened.body.data.caseId
    type Listed = { records: { id: number; lines: { id: number; orderLineId: number; quantity: number }[]; deadlineState: string }[] }
    const list = await api<Listed>('GET', '/api/v1/backoffice/cases?kind=withdrawal&status=received', undefined, desk)
    const listed = list.body.data.records.find((record) => record.id === caseId)!
    expect(listed.deadlineState).toBe('ok')
    const [first, second] = listed.lines
    const received = (line: { id: number }, receivedQuantity: number) => api<{ status: string }>('POST', `/api/v1/backoffice/cases/${caseId}/goods-received`, { caseLineId: line.id, receivedQuantity }, desk)
    const goodsMails = async () => (await db().select().from(outbox).where(eq(outbox.dedupeKey, `case:${caseId}:goods`))).length
    expect((await received(first!, first!.quantity)).body.data.status).toBe('received')
    expect(await goodsMails()).toBe(0)
    expect((await received(second!, second!.quantity + 1)).status).toBe(400)
    expect((await received(second!, second!.quantity)).body.data.status).toBe('goods_received')
    // All goods are back: the buyer is told once, even when a line is saved again.
    expect((await received(second!, second!.quantity)).body.data.status).toBe('goods_received')
    expect(await goodsMails()).toBe(1)
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'order_case'), eq(auditLog.entityId, String(caseId))))
    expect(audits.map((row) => row.action)).toEqual(['case.goodsReceived', 'case.goodsReceived', 'case.goodsReceived'])
    expect(await db().transaction((tx) => markCaseRefunded(tx, caseId))).toBe(true)
    expect(await db().transaction((tx) => markCaseRefunded(tx, caseId))).toBe(false)
    expect((await casesOf(order.id))[0]?.status).toBe('refunded')
    expect((await received(first!, 0)).status).toBe(409)
  })

  it('is for the orders scope only', async () => {
    expect((await api('GET', '/api/v1/backoffice/cases')).status).toBe(401)
    const shopper = await makeUser(runtime)
    const auth = bearer((await apiLogin(shop.app, shopper.email, shopper.password)).accessToken)
    expect((await api('GET', '/api/v1/backoffice/cases', undefined, auth)).status).toBe(403)
    expect((await api('POST', '/api/v1/backoffice/cases/1/refuse', { reason: 'ne' }, auth)).status).toBe(403)
  })
})

describe('complaints', () => {
  it('opens a complaint with photos from the public upload, shows the 15-day deadline, and e-mails the kept reply', async () => {
    const { order, lines } = await guestOrder([{ productId: shop.fx.products.rug, qty: 1 }])
    const token = crypto.randomUUID()
    const dir = path.join(runtime.config.dataDir, 'public-uploads')
    await fs.mkdir(dir, { recursive: true })
    await fs.writeFile(path.join(dir, `${token}.jpg`), 'jpeg')
    const body = {
      orderNumber: order.number,
      email: order.email,
      buyerName: 'Ana Horvat',
      contactEmail: order.email,
      description: 'Tepih se raspao nakon tjedan dana.',
      lines: [{ orderLineId: lines[0]!.id, quantity: 1 }],
      photos: [{ token, name: 'tepih.jpg', mime: 'image/jpeg', size: 4 }],
      confirmKey: crypto.randomUUID(),
    }
    const unknownPhoto = await publicCall('complaint', { ...body, photos: [{ ...body.photos[0], token: crypto.randomUUID() }] })
    expect(unknownPhoto.status).toBe(400)
    const opened = await publicCall<{ caseId: number }>('complaint', body)
    expect(opened.status).toBe(201)
    const caseId = opened.body.data.caseId
    const [row] = await casesOf(order.id)
    expect(row).toMatchObject({ kind: 'complaint', status: 'received', photos: [{ token, name: 'tepih.jpg' }] })
    expect(row!.answerDeadline.getTime() - row!.createdAt.getTime()).toBe(15 * 86_400_000)
    expect(await db().select().from(outbox).where(eq(outbox.dedupeKey, `case:${caseId}:received`))).toHaveLength(1)

    expect((await api('POST', `/api/v1/backoffice/cases/${caseId}/goods-received`, { caseLineId: 1, receivedQuantity: 1 }, desk)).status).toBe(409)
    expect((await api('POST', `/api/v1/backoffice/cases/${caseId}/reply`, { reply: 'Šaljemo Vam novi tepih.' }, desk)).status).toBe(200)
    const [answered] = await casesOf(order.id)
    expect(answered).toMatchObject({ status: 'answered', replyText: 'Šaljemo Vam novi tepih.' })
    const [mail] = await db().select().from(outbox).where(eq(outbox.siteId, runtime.site.id)).orderBy(desc(outbox.id)).limit(1)
    expect(mail!.payload).toMatchObject({ template: 'case.reply.buyer', to: order.email, vars: { reply: 'Šaljemo Vam novi tepih.', orderNumber: order.number } })
    expect((await api('POST', `/api/v1/backoffice/cases/${caseId}/close`, undefined, desk)).status).toBe(200)
    expect((await casesOf(order.id))[0]?.status).toBe('closed')
    expect((await api('POST', `/api/v1/backoffice/cases/${caseId}/refuse`, { reason: 'Prekasno.' }, desk)).status).toBe(409)
    const ofOrder = await api<{ id: number; status: string; replyText: string | null }[]>('GET', `/api/v1/backoffice/cases/order/${order.id}`, undefined, desk)
    expect(ofOrder.body.data).toMatchObject([{ id: caseId, status: 'closed', replyText: 'Šaljemo Vam novi tepih.' }])
  })

  it('warns on the dashboard of an open case past or near its deadline', async () => {
    const { order, lines } = await guestOrder([{ productId: shop.fx.products.rug, qty: 1 }])
    const body = { orderNumber: order.number, email: order.email, buyerName: 'Ana Horvat', contactEmail: order.email, description: 'Rub tepiha je oštećen.', lines: [{ orderLineId: lines[0]!.id, quantity: 1 }], confirmKey: crypto.randomUUID() }
    const opened = await publicCall<{ caseId: number }>('complaint', body)
    const before = await caseWarnings(db(), { siteId: runtime.site.id })
    await db().update(orderCases).set({ answerDeadline: new Date(Date.now() - 3_600_000) }).where(eq(orderCases.id, opened.body.data.caseId))
    const after = await caseWarnings(db(), { siteId: runtime.site.id })
    expect(after.overdue).toBe(before.overdue + 1)
    type Listed = { records: { id: number; deadlineState: string }[] }
    const list = await api<Listed>('GET', '/api/v1/backoffice/cases?kind=complaint', undefined, desk)
    expect(list.body.data.records.find((record) => record.id === opened.body.data.caseId)?.deadlineState).toBe('overdue')
  })
})
