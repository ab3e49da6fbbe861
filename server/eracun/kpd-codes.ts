import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { invoiceLines, orderLines, productCategories, products } from '../db/schema'
import type { EracunInvoiceLine } from './eracun-plan'

interface ProductKpd {
  id: number
  kpdCode: string | null
  parentId: number | null
  mainCategoryId: number | null
}

/**
 * Each line's KPD 2025 code (HR-BR-25), resolved when the eRačun is built and stored on the line,
 * so a later change of the catalogue changes no invoice: the line's own code, else its product's,
 * else its configurable parent's (a variant), else its main category's, else the nearest
 * ancestor's of that category. Lines no order line stands behind (delivery, discounts) keep none.
 * Returns every line of the invoice, codes filled in where found.
 */
export async function resolveKpdCodes(db: Db, invoiceId: number): Promise<EracunInvoiceLine[]> {
  const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position))
  const open = lines.filter((line) => !line.kpdCode && line.orderLineId !== null)
  if (open.length === 0) return lines
  const bought = await db
    .select({ orderLineId: orderLines.id, productId: orderLines.productId })
    .from(orderLines)
    .where(inArray(orderLines.id, open.map((line) => line.orderLineId!)))
  const productOf = new Map(bought.map((row) => [row.orderLineId, row.productId]))
  const catalogue = await productsWithParents(db, bought.flatMap((row) => (row.productId ? [row.productId] : [])))
  const categoryCode = await categoryCodes(db, [...catalogue.values()].flatMap((product) => (product.mainCategoryId ? [product.mainCategoryId] : [])))

  const resolved = new Map<number, string>()
  for (const line of open) {
    const product = catalogue.get(productOf.get(line.orderLineId!) ?? -1)
    const parent = product?.parentId ? catalogue.get(product.parentId) : undefined
    const mainCategoryId = product?.mainCategoryId ?? parent?.mainCategoryId
    const code = product?.kpdCode ?? parent?.kpdCode ?? (mainCategoryId ? categoryCode.get(mainCategoryId) : undefined)
    if (code) resolved.set(line.id, code)
  }
  for (const [lineId, code] of resolved) {
    // Only where still empty: a code the invoices domain or an earlier attempt stored stays.
    await db
      .update(invoiceLines)
      .set({ kpdCode: code })
      .where(and(eq(invoiceLines.id, lineId), isNull(invoiceLines.kpdCode)))
  }
  return lines.map((line) => (resolved.has(line.id) ? { ...line, kpdCode: resolved.get(line.id)! } : line))
}

/** The products and, for variants, their configurable parents. */
async function productsWithParents(db: Db, ids: number[]): Promise<Map<number, ProductKpd>> {
  const columns = { id: products.id, kpdCode: products.kpdCode, parentId: products.parentId, mainCategoryId: products.mainCategoryId }
  const found = new Map<number, ProductKpd>()
  let wanted = [...new Set(ids)]
  for (let depth = 0; depth < 2 && wanted.length; depth++) {
    const rows = await db.select(columns).from(products).where(inArray(products.id, wanted))
    for (const row of rows) found.set(row.id, row)
    wanted = rows.flatMap((row) => (row.parentId && !found.has(row.parentId) ? [row.parentId] : []))
  }
  return found
}

/** Per category: its own code, else the nearest ancestor's (`path` runs from the root down to the category). */
async function categoryCodes(db: Db, categoryIds: number[]): Promise<Map<number, string>> {
  if (categoryIds.length === 0) return new Map()
  const categories = await db
    .select({ id: productCategories.id, path: productCategories.path, kpdCode: productCategories.kpdCode })
    .from(productCategories)
    .where(inArray(productCategories.id, [...new Set(categoryIds)]))
  const ancestorIds = [...new Set(categories.flatMap((category) => category.path))]
  const ancestors = ancestorIds.length
    ? await db.select({ id: productCategories.id, kpdCode: productCategories.kpdCode }).from(productCategories).where(inArray(productCategories.id, ancestorIds))
    : []
  const codeOf = new Map(ancestors.map((row) => [row.id, row.kpdCode]))
  const result = new Map<number, string>()
  for (const category of categories) {
    const chain = [category.id, ...[...category.path].reverse().filter((id) => id !== category.id)]
    const code = category.kpdCode ?? chain.map((id) => codeOf.get(id)).find((value): value is string => Boolean(value))
    if (code) result.set(category.id, code)
  }
  return result
}
