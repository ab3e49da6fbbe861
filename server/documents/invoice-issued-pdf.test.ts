import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../../common/money'
import { issueInvoiceForOrder, issueStorno, readInvoice } from '../invoices'
import { insertTestOrder, setInvoicing, uploadDemoCertificate } from '../invoices/invoice-fixtures.test-helpers'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { invoicePdfFile } from './invoice-document'
import { pdfImages, pdfTextLines, readQrCode } from './pdf-inspect.test-helpers'

let runtime: TestRuntime

beforeAll(async () => {
  runtime = await createTestRuntime()
  await setInvoicing(runtime.database.db, runtime.site.id)
  await uploadDemoCertificate(runtime)
}, 60_000)
afterAll(() => runtime.dispose())

const money = (cents: number) => formatMoney(cents, 'hr').replace(/\u00a0/g, ' ')
const read = async (bytes: Uint8Array) => (await pdfTextLines(bytes)).map((line) => line.replace(/\u00a0/g, ' '))

describe('the PDF of an invoice as invoicing issues it', () => {
  it('prints every line the invoice has (goods, delivery, the coupon), its VAT parts and total, with the ZKI in the QR code', async () => {
    const { db } = runtime.database
    const order = await insertTestOrder(db, { siteId: runtime.site.id, paymentType: 'hpf', couponCode: 'POPUST10', couponDiscount: 800 })
    const issued = await db.transaction((tx) => issueInvoiceForOrder(tx, order.id))
    const { invoice, lines } = (await readInvoice(db, { invoiceId: issued!.id }))!
    expect(lines.length).toBeGreaterThanOrEqual(3)

    const file = (await invoicePdfFile(db, { siteId: runtime.site.id, invoiceId: invoice.id }))!
    const text = await read(file.bytes)
    for (const line of lines) expect(text).toContain(`${line.name} ${line.qty} ${money(line.unitPrice)} ${line.vatPercent} % ${money(line.lineTotal)}`)
    for (const part of invoice.vatParts) expect(text).toContain(`${part.rate} % ${money(part.base)} ${money(part.amount)}`)
    expect(text).toEqual(expect.arrayContaining([`Račun ${invoice.number}`, `Ukupno ${money(invoice.total)}`, `Način plaćanja: Kartica (${invoice.paymentCode})`, `ZKI: ${invoice.zki}`]))
    // Not yet sent to CIS: the ZKI names the invoice until the JIR comes.
    expect(readQrCode((await pdfImages(file.bytes))[0]!)).toMatch(new RegExp(`\\?zki=${invoice.zki}&datv=\\d{8}_\\d{4}&izn=${invoice.total}$`))
  })

  it('prints a storno with negative amounts and the number of the invoice it cancels', async () => {
    const { db } = runtime.database
    const order = await insertTestOrder(db, { siteId: runtime.site.id, paymentType: 'cod' })
    const invoice = (await db.transaction((tx) => issueInvoiceForOrder(tx, order.id)))!
    const storno = await db.transaction((tx) => issueStorno(tx, invoice.id))
    const file = (await invoicePdfFile(db, { siteId: runtime.site.id, invoiceId: storno.id }))!
    expect(file.fileName).toBe(`storno-racun-${storno.number.replaceAll('/', '-')}.pdf`)
    expect(await read(file.bytes)).toEqual(expect.arrayContaining([`Storno račun ${storno.number}`, `Stornira račun ${invoice.number}`, `Ukupno ${money(-invoice.total)}`]))
    expect(await invoicePdfFile(db, { siteId: runtime.site.id + 1000, invoiceId: storno.id })).toBeNull()
  })
})
