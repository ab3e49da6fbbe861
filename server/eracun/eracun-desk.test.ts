import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices } from '../db/schema'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { insertCompanyInvoice } from './eracun-db-fixture.test-helpers'
import { deskEracuni } from './eracun-desk'

let runtime: TestRuntime
beforeAll(async () => {
  runtime = await createTestRuntime()
})
afterAll(() => runtime.dispose())

describe('deskEracuni', () => {
  it('lists the eRačuni of an order’s invoices that have one, only this site’s', async () => {
    const db = runtime.database.db
    const lines = [{ name: 'Sofa', qty: 1, unitPrice: 10_000, kpdCode: '31.00.12' }]
    const { orderId, invoiceId, number } = await insertCompanyInvoice(db, runtime.site.id, { lines })
    const updatedAt = new Date('2026-03-14T10:00:00Z')
    await db.update(invoices).set({ eracunStatus: 'rejected', eracunId: '3100001', eracunError: 'Nije naša narudžba', eracunUpdatedAt: updatedAt }).where(eq(invoices.id, invoiceId))
    const other = await insertCompanyInvoice(db, runtime.site.id, { lines })
    await db.update(invoices).set({ eracunStatus: null }).where(eq(invoices.id, other.invoiceId))

    expect(await deskEracuni(db, { siteId: runtime.site.id, orderId, isLocalIntermediary: false })).toEqual([
      {
        invoiceId,
        invoiceNumber: number,
        isStorno: false,
        status: 'rejected',
        intermediaryId: '3100001',
        error: 'Nije naša narudžba',
        updatedAt: updatedAt.toISOString(),
        attempts: 0,
        isLocalIntermediary: false,
      },
    ])
    expect(await deskEracuni(db, { siteId: runtime.site.id, orderId: other.orderId, isLocalIntermediary: false })).toEqual([])
    expect(await deskEracuni(db, { siteId: runtime.site.id + 1, orderId, isLocalIntermediary: false })).toEqual([])
  })
})
