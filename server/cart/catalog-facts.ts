import { and, eq, inArray } from 'drizzle-orm'
import type { CartItemOptions } from '../../common/cart/schemas'
import type { Db } from '../db/client'
import { productBundleItems, productCustomOptions, products, productTranslations } from '../db/schema'

export type ProductRow = typeof products.$inferSelect
export type CustomOptionRow = typeof productCustomOptions.$inferSelect

/** What the cart needs to know of the catalogue for some lines, loaded in a handful of queries. */
export interface CatalogFacts {
  products: Map<number, ProductRow>
  /** hr slug per product: §9's stock exemption is named by slug. */
  slugs: Map<number, string>
  bundleItems: Map<number, { productId: number; quantity: number }[]>
  customOptions: Map<number, CustomOptionRow[]>
}

export async function loadCatalogFacts(
  db: Db,
  input: { siteId: number; lines: { productId: number; options: CartItemOptions }[] },
): Promise<CatalogFacts> {
  const facts: CatalogFacts = { products: new Map(), slugs: new Map(), bundleItems: new Map(), customOptions: new Map() }
  const wanted = new Set<number>()
  for (const line of input.lines) {
    wanted.add(line.productId)
    for (const entry of line.options.bundleOptions ?? []) {
      wanted.add(entry.id)
      if (entry.options.variantId) wanted.add(entry.options.variantId)
    }
  }
  await loadRows(db, input.siteId, facts, [...wanted])
  const bundleIds = [...facts.products.values()].filter((p) => p.format === 'bundle').map((p) => p.id)
  if (bundleIds.length) {
    const rows = await db.select().from(productBundleItems).where(inArray(productBundleItems.bundleId, bundleIds)).orderBy(productBundleItems.position)
    for (const row of rows) {
      const list = facts.bundleItems.get(row.bundleId) ?? []
      list.push({ productId: row.productId, quantity: row.quantity })
      facts.bundleItems.set(row.bundleId, list)
    }
    await loadRows(db, input.siteId, facts, rows.map((r) => r.productId))
  }
  // Variants take their parent's name, slug and options; load parents too.
  await loadRows(db, input.siteId, facts, [...facts.products.values()].flatMap((p) => (p.parentId ? [p.parentId] : [])))
  const ids = [...facts.products.keys()]
  if (ids.length) {
    const [slugRows, optionRows] = await Promise.all([
      db
        .select({ productId: productTranslations.productId, slug: productTranslations.slug })
        .from(productTranslations)
        .where(and(inArray(productTranslations.productId, ids), eq(productTranslations.locale, 'hr'))),
      db.select().from(productCustomOptions).where(inArray(productCustomOptions.productId, ids)).orderBy(productCustomOptions.position),
    ])
    for (const row of slugRows) facts.slugs.set(row.productId, row.slug)
    for (const row of optionRows) {
      const list = facts.customOptions.get(row.productId) ?? []
      list.push(row)
      facts.customOptions.set(row.productId, list)
    }
  }
  return facts
}

async function loadRows(db: Db, siteId: number, facts: CatalogFacts, ids: number[]): Promise<void> {
  const missing = [...new Set(ids)].filter((id) => !facts.products.has(id))
  if (missing.length === 0) return
  const rows = await db.select().from(products).where(and(eq(products.siteId, siteId), inArray(products.id, missing)))
  for (const row of rows) facts.products.set(row.id, row)
}
