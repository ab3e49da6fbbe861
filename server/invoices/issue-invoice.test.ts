import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteTimeZone } from '../../common/i18n/dates'
import { invoiceCounters, invoiceLines, invoices, siteOptions } from '../db/schema'
import { computeZki } from '../fiscal/zki'
import { TEST_PAYEE } from '../orders/checkout-flow.test-helpers'
import { changeOrderStatus } from '../orders/order-transitions'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { fiscalRequestOf } from './fiscal-request'
import { insertTestOrder, setInvoicing, testInvoiceSettings, TEST_OPERATOR_OIB, TEST_SELLER_OIB, uploadDemoCertificate } from './invoice-fixtures.test-helpers'
import { issueInvoiceForOrder } from './issue-invoice'

let runtime: TestRuntime
let demo: Awaited<ReturnType<typeof uploadDemoCertificate>>
const system = { userId: null, email: null }

beforeAll(async () => {
  runtime = await createTestRuntime()
  demo = await uploadDemoCertificate(runtime)
  // The seller's account on the invoice is the shop's bank-transfer payee.
  await runtime.database.db.insert(siteOptions).values({ siteId: runtime.site.id, key: 'BankTransfer', value: TEST_PAYEE })
}, 120_000)
afterAll(() => runtime.dispose())

const db = () => runtime.database.db
const setStatus = (orderId: number, to: Parameters<typeof changeOrderStatus>[1]['to']) => db().transaction((tx) => changeOrderStatus(tx, { orderId, to, actor: system, notifyBuyer: false }))
const invoicesOf = (orderId: number) => db().select().from(invoices).where(eq(invoices.orderId, orderId))
/** Each test numbers on premises of its own, so tests share the database and not the number run. */
const onPremises = (premises: string, over: Parameters<typeof testInvoiceSettings>[0] = {}) => setInvoicing(db(), runtime.site.id, testInvoiceSettings({ premises, ...over }))
const year = Number(new Intl.DateTimeFormat('en-GB', { timeZone: siteTimeZone, year: 'numeric' }).format(new Date()))

describe('issuing an order’s invoice (issue 21 point 2)', () => {
  it('a bank transfer marked paid gets its invoice: number, seller, buyer, lines, VAT, payment code and the ZKI of the certificate', async () => {
    await onPremises('ISSUE1')
    const order = await insertTestOrder(db(), { siteId: runtime.site.id, couponCode: 'PROLJECE', couponDiscount: 800, lines: [{ name: 'Stolna lampa Luna', qty: 2, unitPrice: 4_000 }] })
    expect(await invoicesOf(order.id)).toEqual([])
    await setStatus(order.id, 'paid')

    const [invoice] = await invoicesOf(order.id)
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: '1/ISSUE1/1',
      seq: 1,
      year,
      operatorOib: TEST_OPERATOR_OIB,
      paymentType: 'bank_transfer',
      paymentCode: 'T',
      total: 7_700,
      vatParts: [{ rate: 25, base: 6_160, amount: 1_540 }],
      fiscalStatus: 'pending',
      jir: null,
      fiscalError: null,
      eracunStatus: null,
    })
    expect(invoice!.seller).toMatchObject({ oib: TEST_SELLER_OIB, country: 'HR', inVatSystem: true, iban: expect.stringMatching(/^HR\d{19}$/) })
    expect(invoice!.buyer).toMatchObject({ name: 'Ana Horvat', street: 'Ilica 10', postalCode: '10000', email: 'ana@example.hr' })
    expect(invoice!.zki).toBe(computeZki(fiscalRequestOf(invoice!), demo.certificate.privateKeyPem))
    const lines = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id))
    expect(lines.map((line) => [line.kind, line.name, line.lineTotal])).toEqual([
      ['goods', 'Stolna lampa Luna', 8_000],
      ['coupon_discount', 'Popust (kupon PROLJECE)', -800],
      ['delivery', 'Dostava: GLS', 500],
    ])
  })

  it('is issued once: a repeated status or call answers the same invoice and takes no number', async () => {
    await onPremises('ONCE')
    const order = await insertTestOrder(db(), { siteId: runtime.site.id })
    await setStatus(order.id, 'paid')
    await setStatus(order.id, 'paid')
    await setStatus(order.id, 'sent')
    const again = await db().transaction((tx) => issueInvoiceForOrder(tx, order.id))
    const all = await invoicesOf(order.id)
    expect(all).toHaveLength(1)
    expect(again?.id).toBe(all[0]!.id)
    const [counter] = await db().select().from(invoiceCounters).where(eq(invoiceCounters.premises, 'ONCE'))
    expect(counter?.lastSeq).toBe(1)
  })

  it('follows each payment type’s moment: card and PayPal when paid, bank transfer when marked paid, cash on delivery when delivered', async () => {
    await onPremises('MOMENT')
    const cod = await insertTestOrder(db(), { siteId: runtime.site.id, paymentType: 'cod' })
    await setStatus(cod.id, 'ready_for_shipping')
    await setStatus(cod.id, 'sent')
    expect(await invoicesOf(cod.id)).toEqual([])
    await setStatus(cod.id, 'delivered')
    expect((await invoicesOf(cod.id))[0]).toMatchObject({ paymentCode: 'G' })

    for (const [paymentType, code] of [
      ['hpf', 'K'],
      ['paypal', 'O'],
    ] as const) {
      const order = await insertTestOrder(db(), { siteId: runtime.site.id, paymentType, status: 'pending_payment' })
      await setStatus(order.id, 'paid')
      expect((await invoicesOf(order.id))[0]).toMatchObject({ paymentType, paymentCode: code })
    }

    const transfer = await insertTestOrder(db(), { siteId: runtime.site.id, paymentType: 'bank_transfer' })
    await setStatus(transfer.id, 'ready_for_shipping')
    expect(await invoicesOf(transfer.id)).toEqual([])

    // The shop may move a moment: cash on delivery invoiced when sent.
    await onPremises('MOMENT', { issueOn: { hpf: 'paid', paypal: 'paid', bank_transfer: 'paid', cod: 'sent' } })
    const codSent = await insertTestOrder(db(), { siteId: runtime.site.id, paymentType: 'cod' })
    await setStatus(codSent.id, 'sent')
    expect(await invoicesOf(codSent.id)).toHaveLength(1)
  })

  it('numbers 50 parallel issues 1…50 without a gap or a repeat', async () => {
    await onPremises('PAR')
    const orders = []
    for (let i = 0; i < 50; i++) orders.push(await insertTestOrder(db(), { siteId: runtime.site.id, paymentType: 'hpf', status: 'pending_payment' }))
    await Promise.all(orders.map((order) => setStatus(order.id, 'paid')))
    const issued = await db().select({ seq: invoices.seq, number: invoices.number }).from(invoices).where(eq(invoices.premises, 'PAR'))
    expect(issued.map((row) => row.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect(new Set(issued.map((row) => row.number)).size).toBe(50)
  }, 120_000)

  it('leaves no gap after a transaction that failed: its number goes back with it', async () => {
    await onPremises('GAP')
    const first = await insertTestOrder(db(), { siteId: runtime.site.id })
    const failed = await insertTestOrder(db(), { siteId: runtime.site.id })
    const next = await insertTestOrder(db(), { siteId: runtime.site.id })
    await setStatus(first.id, 'paid')
    await expect(
      db().transaction(async (tx) => {
        await changeOrderStatus(tx, { orderId: failed.id, to: 'paid', actor: system })
        throw new Error('the payment callback failed after the invoice')
      }),
    ).rejects.toThrow('failed after the invoice')
    expect(await invoicesOf(failed.id)).toEqual([])
    await setStatus(next.id, 'paid')
    expect((await invoicesOf(next.id))[0]?.number).toBe('2/GAP/1')
  })

  it('numbers per device with the mark N, per premises across devices with P, and without years when the act says so', async () => {
    await onPremises('DEV', { device: '2', sequenceMark: 'N', numbering: 'continuous' })
    const order = await insertTestOrder(db(), { siteId: runtime.site.id })
    await setStatus(order.id, 'paid')
    expect((await invoicesOf(order.id))[0]).toMatchObject({ number: '1/DEV/2', year: 0, sequenceMark: 'N' })
    const [counter] = await db().select().from(invoiceCounters).where(and(eq(invoiceCounters.premises, 'DEV'), eq(invoiceCounters.device, '2')))
    expect(counter).toMatchObject({ year: 0, lastSeq: 1 })
  })

  it('gives a seller outside Croatia plain numbered invoices: no ZKI, nothing for CIS', async () => {
    await onPremises('SI1', { seller: { name: 'Vrt d.o.o.', street: 'Slovenska 1', postalCode: '1000', city: 'Ljubljana', country: 'SI', oib: 'SI12345678', inVatSystem: true }, isFiscalised: false })
    const order = await insertTestOrder(db(), { siteId: runtime.site.id })
    await setStatus(order.id, 'paid')
    expect((await invoicesOf(order.id))[0]).toMatchObject({ number: '1/SI1/1', fiscalStatus: 'not_required', zki: null, fiscalNextAttemptAt: null })
  })

  it('marks a company buyer’s invoice for the eRačun', async () => {
    await onPremises('B2B')
    const order = await insertTestOrder(db(), { siteId: runtime.site.id, companyOIB: TEST_OPERATOR_OIB })
    await setStatus(order.id, 'paid')
    expect((await invoicesOf(order.id))[0]).toMatchObject({ eracunStatus: 'pending' })
    expect((await invoicesOf(order.id))[0]?.buyer).toMatchObject({ companyName: 'Tvrtka d.o.o.', companyOib: TEST_OPERATOR_OIB })
  })
})
