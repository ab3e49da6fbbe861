import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoiceLines, invoices } from '../db/schema'
import { computeZki } from '../fiscal/zki'
import { ApiError } from '../http/api-error'
import { changeOrderStatus } from '../orders/order-transitions'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { fiscalRequestOf } from './fiscal-request'
import { insertTestOrder, setInvoicing, testInvoiceSettings, uploadDemoCertificate } from './invoice-fixtures.test-helpers'
import { readOrderInvoices } from './invoice-read'
import { issueStorno } from './storno'

let runtime: TestRuntime
let demo: Awaited<ReturnType<typeof uploadDemoCertificate>>
const system = { userId: null, email: null }

beforeAll(async () => {
  runtime = await createTestRuntime()
  demo = await uploadDemoCertificate(runtime)
  await setInvoicing(runtime.database.db, runtime.site.id, testInvoiceSettings({ premises: 'STORNO' }))
}, 120_000)
afterAll(() => runtime.dispose())

const db = () => runtime.database.db
const setStatus = (orderId: number, to: 'paid' | 'cancelled') => db().transaction((tx) => changeOrderStatus(tx, { orderId, to, actor: system, notifyBuyer: false }))
async function invoicedOrder(lines = [{ name: 'Stolna lampa Luna', qty: 2, unitPrice: 4_000 }, { name: 'Stolica Rab', qty: 1, unitPrice: 9_000, retailPrice: 10_000 }]) {
  const order = await insertTestOrder(db(), { siteId: runtime.site.id, paymentType: 'hpf', status: 'pending_payment', lines })
  await setStatus(order.id, 'paid')
  const [invoice] = await readOrderInvoices(db(), { orderId: order.id })
  return { order, invoice: invoice! }
}
const refusal = async (work: Promise<unknown>) => {
  try {
    await work
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code, message: error.localizedMessage('hr') }
    throw error
  }
  return null
}

describe('storno (issue 21 point 4)', () => {
  it('cancelling an invoiced order issues a whole storno: its own number, negative amounts, the original named, fiscalised the same way', async () => {
    const { order, invoice } = await invoicedOrder()
    await setStatus(order.id, 'cancelled')
    const [, storno] = await readOrderInvoices(db(), { orderId: order.id })
    expect(storno?.invoice).toMatchObject({ kind: 'storno', stornoOfId: invoice.invoice.id, total: -invoice.invoice.total, paymentCode: 'K', fiscalStatus: 'pending' })
    expect(storno?.invoice.number).not.toBe(invoice.invoice.number)
    expect(storno?.invoice.seq).toBe(invoice.invoice.seq + 1)
    expect(storno?.stornoOf).toMatchObject({ id: invoice.invoice.id, number: invoice.invoice.number })
    expect(storno?.invoice.vatParts).toEqual(invoice.invoice.vatParts.map((part) => ({ rate: part.rate, base: -part.base, amount: -part.amount })))
    expect(storno?.invoice.zki).toBe(computeZki(fiscalRequestOf(storno!.invoice), demo.certificate.privateKeyPem))
    // Each line refers to the line it cancels.
    const ids = new Set(invoice.lines.map((line) => line.id))
    expect(storno?.lines.every((line) => line.stornoOfLineId !== null && ids.has(line.stornoOfLineId))).toBe(true)
    expect(storno?.invoice.buyer).toEqual(invoice.invoice.buyer)
  })

  it('a partial storno covers chosen lines; another may not cancel them again, and a whole one takes only the rest', async () => {
    const { order, invoice } = await invoicedOrder()
    const lamp = invoice.lines.find((line) => line.name === 'Stolna lampa Luna')!
    const first = await db().transaction((tx) => issueStorno(tx, invoice.invoice.id, { lines: [{ invoiceLineId: lamp.id, qty: 2 }] }))
    expect(first.total).toBe(-8_000)

    expect(await refusal(db().transaction((tx) => issueStorno(tx, invoice.invoice.id, { lines: [{ invoiceLineId: lamp.id, qty: 1 }] })))).toEqual({
      status: 400,
      code: 'STORNO_EXCEEDS',
      message: 'Storno ne može biti veći od onoga što je na računu ostalo za stornirati.',
    })
    await setStatus(order.id, 'cancelled')
    const all = await readOrderInvoices(db(), { orderId: order.id })
    expect(all.map((row) => row.invoice.kind)).toEqual(['invoice', 'storno', 'storno'])
    expect(all.reduce((sum, row) => sum + row.invoice.total, 0)).toBe(0)
  })

  it('an amount storno cannot exceed what is left, and two parallel ones cannot both take the last of it', async () => {
    const { invoice } = await invoicedOrder()
    const total = invoice.invoice.total
    expect((await refusal(db().transaction((tx) => issueStorno(tx, invoice.invoice.id, { amount: total + 1 }))))?.code).toBe('STORNO_EXCEEDS')
    const results = await Promise.allSettled([0, 1].map(() => db().transaction((tx) => issueStorno(tx, invoice.invoice.id, { amount: total - 100 }))))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const stornos = await db().select().from(invoices).where(eq(invoices.stornoOfId, invoice.invoice.id))
    expect(stornos.map((row) => row.total)).toEqual([-(total - 100)])
    const [line] = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, stornos[0]!.id)).orderBy(asc(invoiceLines.position))
    expect(line).toMatchObject({ kind: 'amount', name: `Djelomični storno računa ${invoice.invoice.number}`, lineTotal: -(total - 100) })
  })

  it('refuses a storno of a storno, a line of another invoice, and an unknown invoice', async () => {
    const { order, invoice } = await invoicedOrder()
    const other = await invoicedOrder()
    expect((await refusal(db().transaction((tx) => issueStorno(tx, invoice.invoice.id, { lines: [{ invoiceLineId: other.invoice.lines[0]!.id, qty: 1 }] }))))?.code).toBe('STORNO_LINE_UNKNOWN')
    await setStatus(order.id, 'cancelled')
    const [, storno] = await readOrderInvoices(db(), { orderId: order.id })
    expect((await refusal(db().transaction((tx) => issueStorno(tx, storno!.invoice.id))))?.status).toBe(409)
    expect((await refusal(db().transaction((tx) => issueStorno(tx, 2_000_000_000))))?.status).toBe(404)
  })

  it('cancelling an order without an invoice issues nothing', async () => {
    const order = await insertTestOrder(db(), { siteId: runtime.site.id, paymentType: 'hpf', status: 'pending_payment' })
    await setStatus(order.id, 'cancelled')
    expect(await readOrderInvoices(db(), { orderId: order.id })).toEqual([])
  })
})
