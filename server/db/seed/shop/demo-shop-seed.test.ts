import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../testing/test-database'
import type { Database } from '../../client'
import { coupons, productBundleItems, products } from '../../schema'
import { locales } from '../../../../common/i18n/locales'
import { seedBase } from '../base'
import { seedCartDemo } from './cart-seed'
import { seedShop } from './index'

let database: Database
let drop: () => Promise<void>
let mediaDir: string

beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'izlog-demo-shop-'))
  const site = await seedBase(database.db, { siteName: 'Vrtovi Save' })
  await seedShop(database.db, { siteId: site.id, mediaDir })
  await seedCartDemo(database.db, { siteId: site.id, mediaDir })
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

/** Rows of a raw query, the same on PGlite and PostgreSQL. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

describe('the curated demo catalogue (issue 23)', () => {
  it('gives every product its own first picture, and every listed product at least two', async () => {
    const pictures = await rows<{ sku: string; hash: string; count: number; variant: boolean }>(sql`
      SELECT p.sku, m.hash, cardinality(p.media_ids) AS count, p.parent_id IS NOT NULL AS variant
      FROM products p JOIN media m ON m.id = p.media_ids[1]`)
    const all = await rows<{ count: number }>(sql`SELECT count(*)::int AS count FROM products`)
    expect(pictures.length).toBe(all[0]!.count)
    const owners = new Map<string, string[]>()
    for (const picture of pictures) owners.set(picture.hash, [...(owners.get(picture.hash) ?? []), picture.sku])
    expect([...owners.values()].filter((skus) => skus.length > 1)).toEqual([])
    expect(pictures.filter((picture) => !picture.variant && picture.count < 2).map((picture) => picture.sku)).toEqual([])
  })

  it('assigns no attribute to a product outside its category’s attribute set', async () => {
    const misplaced = await rows<{ sku: string; code: string; category: string }>(sql`
      SELECT p.sku, a.code, l.category_id::text AS category
      FROM product_attribute_values v
      JOIN products p ON p.id = v.product_id
      JOIN attributes a ON a.id = v.attribute_id
      JOIN product_category_links l ON l.product_id = coalesce(p.parent_id, p.id)
      WHERE NOT EXISTS (SELECT 1 FROM category_attributes c WHERE c.category_id = l.category_id AND c.attribute_id = v.attribute_id)`)
    expect(misplaced).toEqual([])
    const uncategorised = await rows<{ sku: string }>(sql`
      SELECT p.sku FROM products p
      WHERE NOT EXISTS (SELECT 1 FROM product_category_links l WHERE l.product_id = coalesce(p.parent_id, p.id))`)
    expect(uncategorised).toEqual([])
  })

  it('prices every bundle below the sum of its parts (a configurable part at its cheapest variant)', async () => {
    const bundles = await rows<{ sku: string; price: number; parts: number }>(sql`
      SELECT b.sku, b.price, sum(i.quantity * coalesce((SELECT min(v.price) FROM products v WHERE v.parent_id = part.id), part.price))::int AS parts
      FROM products b
      JOIN product_bundle_items i ON i.bundle_id = b.id
      JOIN products part ON part.id = i.product_id
      WHERE b.format = 'bundle'
      GROUP BY b.sku, b.price`)
    expect(bundles.length).toBeGreaterThanOrEqual(3)
    for (const bundle of bundles) expect(bundle.price, bundle.sku).toBeLessThan(bundle.parts)
  })

  it('describes every product in two or more sentences in hr, en and de', async () => {
    const descriptions = await rows<{ sku: string; locale: string; description: string }>(sql`
      SELECT p.sku, t.locale, t.description FROM products p JOIN product_translations t ON t.product_id = p.id WHERE p.parent_id IS NULL`)
    for (const locale of locales) expect(descriptions.filter((row) => row.locale === locale).length).toBeGreaterThan(50)
    const short = descriptions.filter((row) => (row.description.match(/[.!?](\s|$)/g) ?? []).length < 2)
    expect(short.map((row) => `${row.sku} ${row.locale}`)).toEqual([])
  })

  it('puts a few products on a real reduction: the struck price is the one they had for the 30 days before', async () => {
    const reduced = await rows<{ sku: string; price: number; prior: number; retail: number }>(sql`
      SELECT sku, price, prior_price AS prior, retail_price AS retail FROM products WHERE discount_percent > 0 AND parent_id IS NULL`)
    expect(reduced.length).toBeGreaterThanOrEqual(5)
    for (const product of reduced) {
      expect(product.price, product.sku).toBeLessThan(product.prior)
      expect(product.prior, product.sku).toBe(product.retail)
    }
  })
})
