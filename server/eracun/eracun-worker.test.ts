import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct } from '../catalog/catalog-write'
import { invoiceLines, invoices, products } from '../db/schema'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { insertCompanyInvoice, type StoredLine } from './eracun-db-fixture.test-helpers'
import { ERACUN_MAX_SEND_ATTEMPTS, processEracuni } from './eracun-worker'
import type { EracunIntermediary } from './eracun-intermediary'
import { startMerFake } from './mer/mer-fake.test-helpers'
import { merIntermediary } from './mer/mer-intermediary'

let runtime: TestRuntime
let fake: Awaited<ReturnType<typeof startMerFake>>
let mer: EracunIntermediary
beforeAll(async () => {
  runtime = await createTestRuntime()
  fake = await startMerFake({ pollsToDeliver: 1 })
  mer = merIntermediary(fake.account)
})
afterAll(async () => {
  await fake.close()
  await runtime.dispose()
})

const minutes = (start: Date, count: number) => new Date(start.getTime() + count * 60_000)
const sofa: StoredLine[] = [
  { name: 'Sofa Sava', qty: 1, unitPrice: 129_999, kpdCode: '31.00.12' },
  { name: 'Dostava', qty: 1, unitPrice: 499, isOrderLine: false },
]

async function eracunOf(invoiceId: number) {
  const [row] = await runtime.database.db
    .select({
      status: invoices.eracunStatus,
      id: invoices.eracunId,
      error: invoices.eracunError,
      attempts: invoices.eracunAttempts,
      next: invoices.eracunNextAttemptAt,
      claimedUntil: invoices.eracunClaimedUntil,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
  return row!
}

describe('processEracuni', () => {
  it('sends a pending eRačun, then polls it until the buyer’s side has it', async () => {
    const db = runtime.database.db
    const { invoiceId, number } = await insertCompanyInvoice(db, runtime.site.id, { lines: sofa })
    const start = new Date()
    expect(await processEracuni(db, mer, start)).toBe(1)
    const sent = await eracunOf(invoiceId)
    expect(sent).toMatchObject({ status: 'sent', error: null, attempts: 0, claimedUntil: null, next: minutes(start, 1) })
    const document = fake.control.documents().find((d) => String(d.electronicId) === sent.id)!
    expect(document.documentNr).toBe(number)
    expect(document.xml).toContain('<cbc:ItemClassificationCode listID="CG">31.00.12</cbc:ItemClassificationCode>')
    // Not due before its time; then polled, and delivered.
    expect(await processEracuni(db, mer, minutes(start, 0.5))).toBe(0)
    expect(await processEracuni(db, mer, minutes(start, 2))).toBe(1)
    expect(await eracunOf(invoiceId)).toMatchObject({ status: 'delivered', error: null, next: null })
    expect(await processEracuni(db, mer, minutes(start, 600))).toBe(0)
  })

  it('keeps the intermediary’s refusal and tries again later, with backoff', async () => {
    const db = runtime.database.db
    const { invoiceId } = await insertCompanyInvoice(db, runtime.site.id, { lines: sofa })
    const start = new Date()
    fake.control.failSends(2)
    await processEracuni(db, mer, start)
    expect(await eracunOf(invoiceId)).toMatchObject({ status: 'pending', error: expect.stringMatching(/HTTP 503/), attempts: 1, next: minutes(start, 1) })
    await processEracuni(db, mer, minutes(start, 1))
    expect(await eracunOf(invoiceId)).toMatchObject({ status: 'pending', attempts: 2, next: minutes(start, 3) })
    await processEracuni(db, mer, minutes(start, 3))
    expect(await eracunOf(invoiceId)).toMatchObject({ status: 'sent', error: null, attempts: 0 })
    await processEracuni(db, mer, minutes(start, 5))
    expect((await eracunOf(invoiceId)).status).toBe('delivered')
  })

  it('shows what the owner must fix (a product without a KPD code) and sends once it is fixed', async () => {
    const db = runtime.database.db
    const productId = await createProduct(db, { siteId: runtime.site.id, sku: 'WRK-NOKPD', price: 5_000, translations: [{ locale: 'hr', name: 'Tepih' }] })
    const { invoiceId } = await insertCompanyInvoice(db, runtime.site.id, { lines: [{ name: 'Tepih', qty: 2, unitPrice: 5_000, productId }] })
    const start = new Date()
    await processEracuni(db, mer, start)
    expect(await eracunOf(invoiceId)).toMatchObject({ status: 'pending', error: 'HR-BR-25: "Tepih" has no KPD code (set it on the product or its category)' })
    await db.update(products).set({ kpdCode: '13.93.11' }).where(eq(products.id, productId))
    await processEracuni(db, mer, minutes(start, 1))
    expect(await eracunOf(invoiceId)).toMatchObject({ status: 'sent', error: null })
    const [line] = await db.select({ kpdCode: invoiceLines.kpdCode }).from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId))
    expect(line!.kpdCode).toBe('13.93.11')
    await processEracuni(db, mer, minutes(start, 3))
    expect((await eracunOf(invoiceId)).status).toBe('delivered')
  })

  it('a send whose reply was lost is found at the intermediary by its number, never sent twice', async () => {
    const db = runtime.database.db
    const { invoiceId, number } = await insertCompanyInvoice(db, runtime.site.id, { lines: sofa })
    const start = new Date()
    fake.control.loseReplies(1)
    await processEracuni(db, mer, start)
    expect(await eracunOf(invoiceId)).toMatchObject({ status: 'pending', id: null, error: expect.stringMatching(/HTTP 504/) })
    await processEracuni(db, mer, minutes(start, 1))
    const atMer = fake.control.documents().filter((d) => d.documentNr === number)
    expect(atMer).toHaveLength(1)
    expect(await eracunOf(invoiceId)).toMatchObject({ status: 'sent', id: String(atMer[0]!.electronicId) })
    await processEracuni(db, mer, minutes(start, 3))
    expect((await eracunOf(invoiceId)).status).toBe('delivered')
  })

  it('records the buyer side’s rejection with its reason', async () => {
    const db = runtime.database.db
    const { invoiceId } = await insertCompanyInvoice(db, runtime.site.id, { lines: sofa })
    const start = new Date()
    await processEracuni(db, mer, start)
    fake.control.reject((await eracunOf(invoiceId)).id!, 'Narudžba nije naša')
    await processEracuni(db, mer, minutes(start, 1))
    expect(await eracunOf(invoiceId)).toMatchObject({ status: 'rejected', error: 'Narudžba nije naša', next: null })
  })

  it('gives up after the last attempt: failed, with the last error', async () => {
    const db = runtime.database.db
    const { invoiceId } = await insertCompanyInvoice(db, runtime.site.id, { lines: sofa, invoice: { eracunAttempts: ERACUN_MAX_SEND_ATTEMPTS - 1 } })
    fake.control.failSends(1)
    await processEracuni(db, mer, new Date())
    expect(await eracunOf(invoiceId)).toMatchObject({ status: 'failed', error: expect.stringMatching(/HTTP 503/), next: null, attempts: ERACUN_MAX_SEND_ATTEMPTS })
  })

  it('two workers at once send each eRačun once (SKIP LOCKED and the lease)', async () => {
    const db = runtime.database.db
    const created = await Promise.all([1, 2, 3].map(() => insertCompanyInvoice(db, runtime.site.id, { lines: sofa })))
    const start = new Date()
    const handled = await Promise.all([processEracuni(db, mer, start), processEracuni(db, mer, start)])
    expect(handled[0] + handled[1]).toBe(3)
    for (const { number } of created) expect(fake.control.documents().filter((d) => d.documentNr === number)).toHaveLength(1)
    await processEracuni(db, mer, minutes(start, 2))
    for (const { invoiceId } of created) expect((await eracunOf(invoiceId)).status).toBe('delivered')
  })

  it('a claim left by a worker that died is taken again once its lease runs out', async () => {
    const db = runtime.database.db
    const { invoiceId } = await insertCompanyInvoice(db, runtime.site.id, { lines: sofa })
    const start = new Date()
    await db.update(invoices).set({ eracunClaimedUntil: minutes(start, 10), eracunAttempts: 1 }).where(eq(invoices.id, invoiceId))
    expect(await processEracuni(db, mer, minutes(start, 5))).toBe(0)
    expect(await processEracuni(db, mer, minutes(start, 10))).toBe(1)
    expect(await eracunOf(invoiceId)).toMatchObject({ status: 'sent', attempts: 0 })
    await processEracuni(db, mer, minutes(start, 12))
    expect((await eracunOf(invoiceId)).status).toBe('delivered')
  })
})
