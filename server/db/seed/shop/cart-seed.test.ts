import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../testing/test-database'
import type { Database } from '../../client'
import { coupons, productBundleItems, products } from '../../schema'
import { seedBase } from '../base'
import { seedCartDemo } from './cart-seed'
import { seedShop } from './index'

let database: Database
let drop: () => Promise<void>
let mediaDir: string

beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'izlog-cart-seed-'))
  const site = await seedBase(database.db, { siteName: 'Vrtovi Save' })
  await seedShop(database.db, { siteId: site.id, mediaDir })
  await seedCartDemo(database.db, { siteId: site.id })
}, 120_000)

afterAll(async () => {
  await drop()
  await fs.rm(mediaDir, { recursive: true, force: true })
})

describe('cart demo seed', () => {
  it('adds one coupon of each kind, member prices and a bundle with a configurable member', async () => {
    const { db } = database
    const codes = (await db.select({ code: coupons.code }).from(coupons)).map((c) => c.code)
    expect(codes).toEqual(expect.arrayContaining(['POPUST10', 'MINUS20', 'JEDNOKRATNI', 'ISTEKAO', 'DOSTAVA']))
    const [members] = await db.select({ count: sql<number>`count(*)::int` }).from(products).where(isNotNull(products.membershipPrice))
    expect(members!.count).toBeGreaterThan(5)
    const [bundle] = await db.select().from(products).where(eq(products.sku, 'VS-BND-DNEVNI-BORAVAK'))
    const parts = await db
      .select({ format: products.format })
      .from(productBundleItems)
      .innerJoin(products, eq(products.id, productBundleItems.productId))
      .where(and(eq(productBundleItems.bundleId, bundle!.id)))
    expect(parts.map((p) => p.format)).toContain('configurable')
  })
})
