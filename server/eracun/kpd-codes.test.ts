import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createProduct } from '../catalog/catalog-write'
import { invoiceLines, products } from '../db/schema'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { insertCompanyInvoice } from './eracun-db-fixture.test-helpers'
import { resolveKpdCodes } from './kpd-codes'

let runtime: TestRuntime
beforeAll(async () => {
  runtime = await createTestRuntime()
})
afterAll(() => runtime.dispose())

const names = (hr: string) => [{ locale: 'hr' as const, name: hr }]

describe('resolveKpdCodes', () => {
  it('takes the line’s code, else the product’s, the parent product’s, the main category’s or its nearest ancestor’s — and stores it', async () => {
    const db = runtime.database.db
    const siteId = runtime.site.id
    const furniture = await createCategory(db, { siteId, translations: names('Namještaj KPD'), kpdCode: '31.00.12' })
    const living = await createCategory(db, { siteId, parentId: furniture, translations: names('Boravak KPD') })
    const lamps = await createCategory(db, { siteId, translations: names('Rasvjeta KPD'), kpdCode: '27.40.21' })
    const own = await createProduct(db, { siteId, sku: 'KPD-OWN', price: 1_000, kpdCode: '31.00.13', categoryIds: [lamps], translations: names('Stolić') })
    const byAncestor = await createProduct(db, { siteId, sku: 'KPD-ANC', price: 1_000, categoryIds: [living], translations: names('Sofa') })
    const byCategory = await createProduct(db, { siteId, sku: 'KPD-CAT', price: 1_000, categoryIds: [lamps], translations: names('Luna') })
    const parent = await createProduct(db, { siteId, sku: 'KPD-PAR', format: 'configurable', price: 1_000, kpdCode: '31.00.11', categoryIds: [lamps], translations: names('Stolica') })
    const variant = await createProduct(db, { siteId, sku: 'KPD-VAR', parentId: parent, price: 1_000, translations: names('Stolica plava') })
    const none = await createProduct(db, { siteId, sku: 'KPD-NONE', price: 1_000, translations: names('Bez kategorije') })
    const { invoiceId } = await insertCompanyInvoice(db, siteId, {
      lines: [
        { name: 'Stolić', qty: 1, unitPrice: 1_000, productId: own },
        { name: 'Sofa', qty: 1, unitPrice: 1_000, productId: byAncestor },
        { name: 'Luna', qty: 1, unitPrice: 1_000, productId: byCategory },
        { name: 'Stolica plava', qty: 1, unitPrice: 1_000, productId: variant },
        { name: 'Bez kategorije', qty: 1, unitPrice: 1_000, productId: none },
        { name: 'Zadano na stavci', qty: 1, unitPrice: 1_000, productId: own, kpdCode: '01.11.11' },
        { name: 'Dostava', qty: 1, unitPrice: 500, isOrderLine: false },
      ],
    })

    const resolved = await resolveKpdCodes(db, invoiceId)
    const expected = ['31.00.13', '31.00.12', '27.40.21', '31.00.11', null, '01.11.11', null]
    expect(resolved.map((line) => line.kpdCode)).toEqual(expected)
    const stored = await db.select({ kpdCode: invoiceLines.kpdCode }).from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(invoiceLines.position)
    expect(stored.map((line) => line.kpdCode)).toEqual(expected)

    // Stored means kept: a later change of the catalogue changes no invoice line.
    await db.update(products).set({ kpdCode: '31.00.99' }).where(eq(products.id, own))
    expect((await resolveKpdCodes(db, invoiceId))[0]!.kpdCode).toBe('31.00.13')
  })
})
