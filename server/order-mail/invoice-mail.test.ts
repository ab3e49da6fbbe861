import fs from 'node:fs/promises'
import path from 'node:path'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, outbox } from '../db/schema'
import type { Db } from '../db/client'
import { insertInvoiceFor } from '../documents/invoice-rows.test-helpers'
import { pdfImages, pdfTextLines, readQrCode } from '../documents/pdf-inspect.test-helpers'
import { emlAttachments, emlHeaders } from '../mail/eml-reading.test-helpers'
import { checkoutShop } from '../orders/checkout-flow.test-helpers'
import { processOutbox } from '../outbox/outbox-worker'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { queueInvoiceEmail } from './invoice-mail'

let runtime: TestRuntime
let shop: Awaited<ReturnType<typeof checkoutShop>>
let db: Db

beforeAll(async () => {
  runtime = await createTestRuntime()
  shop = await checkoutShop(runtime)
  db = runtime.database.db
}, 60_000)
afterAll(() => runtime.dispose())

async function placedOrder(email: string, locale = 'hr') {
  const session = await shop.readyCart([{ productId: shop.fx.products.rug, qty: 2 }], 'cod', email)
  const slug = (await shop.create(session)).body.data.orderSlug
  const [order] = await db.update(orders).set({ locale }).where(eq(orders.slug, slug)).returning()
  return order!
}

const queuedFor = (invoiceId: number) => db.select().from(outbox).where(like(outbox.dedupeKey, `invoice:${invoiceId}:%`))

/** Sends what the outbox holds and reads the `.eml` written for the invoice's message. */
async function sentMail(invoiceId: number) {
  await processOutbox(db, runtime.config)
  const [row] = await db.select().from(outbox).where(and(eq(outbox.dedupeKey, `invoice:${invoiceId}:buyer`), eq(outbox.status, 'sent')))
  expect(row, 'the invoice e-mail was sent').toBeDefined()
  const raw = await fs.readFile(path.join(runtime.config.mailDir, `outbox-${String(row!.id).padStart(8, '0')}.eml`), 'latin1')
  const pdfs = emlAttachments(raw).filter((file) => file.contentType === 'application/pdf')
  expect(pdfs).toHaveLength(1)
  return { headers: emlHeaders(raw), pdf: pdfs[0]!, raw }
}

describe('the invoice e-mail', () => {
  it('is queued in the caller’s transaction, once per invoice however often invoicing asks', async () => {
    const order = await placedOrder('jednom@example.hr')
    const invoice = await insertInvoiceFor(db, { orderId: order.id, fiscalStatus: 'pending' })
    await db
      .transaction(async (tx) => {
        await queueInvoiceEmail(tx, invoice.id)
        throw new Error('issuing failed')
      })
      .catch(() => undefined)
    expect(await queuedFor(invoice.id)).toHaveLength(0)

    await db.transaction((tx) => queueInvoiceEmail(tx, invoice.id))
    // The JIR arrives after the timeout: invoicing asks again, the buyer still gets one e-mail.
    await db.transaction((tx) => queueInvoiceEmail(tx, invoice.id))
    const queued = await queuedFor(invoice.id)
    expect(queued.map((row) => row.payload)).toEqual([{ template: 'order.invoice.buyer', locale: 'hr', to: 'jednom@example.hr', orderId: order.id, invoiceId: invoice.id }])
  })

  it('carries the invoice PDF, whose QR code is the verification link', async () => {
    const order = await placedOrder('racun@example.hr')
    const invoice = await insertInvoiceFor(db, { orderId: order.id })
    await db.transaction((tx) => queueInvoiceEmail(tx, invoice.id))
    const { headers, pdf, raw } = await sentMail(invoice.id)
    expect(headers.get('subject')).toBe(`Račun ${invoice.number} za narudžbu ${order.number}`)
    expect(headers.get('to')).toBe('racun@example.hr')
    expect(raw).toContain('Content-Disposition: attachment')
    expect(pdf.filename).toBe(`racun-${invoice.number.replaceAll('/', '-')}.pdf`)
    const bytes = new Uint8Array(pdf.content)
    expect(await pdfTextLines(bytes)).toEqual(expect.arrayContaining([`Račun ${invoice.number}`, `JIR: ${invoice.jir}`]))
    expect(readQrCode((await pdfImages(bytes))[0]!)).toMatch(new RegExp(`^https://porezna\\.gov\\.hr/rn\\?jir=${invoice.jir}&datv=\\d{8}_\\d{4}&izn=${invoice.total}$`))
  })

  it('tells an English buyer of a storno which invoice it cancels, with the storno attached', async () => {
    const order = await placedOrder('storno@example.com', 'en')
    const invoice = await insertInvoiceFor(db, { orderId: order.id })
    const storno = await insertInvoiceFor(db, { orderId: order.id, kind: 'storno', stornoOf: invoice })
    await db.transaction((tx) => queueInvoiceEmail(tx, storno.id))
    const { headers, pdf, raw } = await sentMail(storno.id)
    expect(headers.get('subject')).toBe(`Cancellation invoice ${storno.number} for order ${order.number}`)
    expect(raw).toContain(invoice.number)
    expect(pdf.filename).toBe(`storno-racun-${storno.number.replaceAll('/', '-')}.pdf`)
    expect(await pdfTextLines(new Uint8Array(pdf.content))).toEqual(
      expect.arrayContaining([`Storno račun / Cancellation invoice ${storno.number}`, `Stornira račun / Cancels invoice ${invoice.number}`]),
    )
  })
})
