import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  MAX_IMPORT_ROWS,
  productCsvColumns,
  productCsvRowSchema,
  requiredProductCsvColumns,
  type ImportDryRun,
  type ImportRowError,
  type ProductCsvColumn,
  type ProductCsvRow,
} from '../../common/catalog/product-csv'
import { searchKey } from '../../common/catalog/rules'
import { adminTranslate, isAdminMessageKey, type AdminLocale } from '../../common/i18n/admin'
import { locales, type Locale } from '../../common/i18n/locales'
import { slugify } from '../../common/text/slug'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { invalidateSiteCache } from '../cache/site-cache'
import { catalogPages } from './catalog-page-tags'
import type { Db } from '../db/client'
import { productCategoryLinks, productCategoryTranslations, products, productTranslations } from '../db/schema'
import { readCsv } from '../http/csv-read'
import { reindexProducts } from './catalog-index'
import { createProduct, setMembershipPrice, setProductPrice } from './catalog-write'

/**
 * Issue 14 point 3: products, prices and stock from a CSV file (columns: common/catalog/product-csv.ts).
 * `checkImport` is the dry run (every row error with its row number); `runImport` writes the
 * checked rows in ONE transaction — a failure leaves nothing half-imported — through the same
 * catalogue writes as every other path, so each price change lands in the price history.
 */

/** A checked row: its spreadsheet row number, the product it updates (if any) and its categories. */
export interface CheckedRow {
  line: number
  row: ProductCsvRow
  productId: number | null
  categoryIds: number[] | undefined
}

export interface CheckedImport {
  dryRun: ImportDryRun
  rows: CheckedRow[]
}

const IN_CHUNK = 1000

async function inChunks<T, R>(values: T[], load: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const found: R[] = []
  for (let start = 0; start < values.length; start += IN_CHUNK) found.push(...(await load(values.slice(start, start + IN_CHUNK))))
  return found
}

/** Reads and checks the whole file against the shop; nothing is written. */
export async function checkImport(db: Db, input: { siteId: number; text: string; locale: AdminLocale }): Promise<CheckedImport> {
  const errors: ImportRowError[] = []
  const fail = (row: number, column: string | null, messageKey: string, params?: Record<string, string | number>) => {
    const message = isAdminMessageKey(messageKey) ? adminTranslate(input.locale, messageKey, params) : messageKey
    errors.push({ row, column, messageKey, params, message })
  }
  const table = readCsv(input.text)
  const header = (table[0] ?? []).map((cell) => cell.trim().toLowerCase())
  const empty = { rows: 0, creates: 0, updates: 0, errors }
  if (header.length === 0) {
    fail(1, null, 'catalog.import.error.empty')
    return { dryRun: empty, rows: [] }
  }
  for (const column of requiredProductCsvColumns) if (!header.includes(column)) fail(1, column, 'catalog.import.error.missingColumn', { column })
  for (const column of header) {
    if (!(productCsvColumns as readonly string[]).includes(column)) fail(1, column, 'catalog.import.error.unknownColumn', { column })
  }
  if (new Set(header).size !== header.length) fail(1, null, 'catalog.import.error.duplicateColumn')
  if (table.length - 1 > MAX_IMPORT_ROWS) fail(1, null, 'catalog.import.error.tooManyRows', { max: MAX_IMPORT_ROWS })
  if (errors.length) return { dryRun: { ...empty, rows: Math.max(0, table.length - 1) }, rows: [] }

  const parsed: { line: number; row: ProductCsvRow }[] = []
  const seenSkus = new Map<string, number>()
  table.slice(1).forEach((cells, index) => {
    const line = index + 2
    if (cells.length !== header.length) {
      fail(line, null, 'catalog.import.error.columnCount', { expected: header.length, found: cells.length })
      return
    }
    const record = Object.fromEntries(header.map((column, i) => [column, cells[i] ?? ''])) as Partial<Record<ProductCsvColumn, string>>
    const result = productCsvRowSchema.safeParse(record)
    if (!result.success) {
      for (const issue of result.error.issues) fail(line, typeof issue.path[0] === 'string' ? issue.path[0] : null, issue.message)
      return
    }
    const key = result.data.sku.toLowerCase()
    const first = seenSkus.get(key)
    if (first) {
      fail(line, 'sku', 'catalog.import.error.duplicateSku', { row: first })
      return
    }
    seenSkus.set(key, line)
    parsed.push({ line, row: result.data })
  })

  const slugs = [...new Set(parsed.flatMap((p) => p.row.categorySlugs ?? []))]
  const categoryRows = await inChunks(slugs, (chunk) =>
    db
      .select({ slug: productCategoryTranslations.slug, id: productCategoryTranslations.categoryId })
      .from(productCategoryTranslations)
      .where(and(eq(productCategoryTranslations.siteId, input.siteId), inArray(productCategoryTranslations.slug, chunk))),
  )
  const categoryBySlug = new Map(categoryRows.map((c) => [c.slug.toLowerCase(), c.id]))
  const skus = parsed.map((p) => p.row.sku)
  const existing = await inChunks(skus, (chunk) =>
    db.select({ id: products.id, sku: products.sku }).from(products).where(and(eq(products.siteId, input.siteId), inArray(products.sku, chunk))),
  )
  const productBySku = new Map(existing.map((p) => [p.sku, p.id]))

  const rows: CheckedRow[] = []
  for (const { line, row } of parsed) {
    const unknown = (row.categorySlugs ?? []).filter((slug) => !categoryBySlug.has(slug))
    if (unknown.length) {
      fail(line, 'categories', 'catalog.import.error.unknownCategory', { slug: unknown.join(', ') })
      continue
    }
    const categoryIds = row.categorySlugs?.map((slug) => categoryBySlug.get(slug) as number)
    rows.push({ line, row, productId: productBySku.get(row.sku) ?? null, categoryIds: categoryIds && [...new Set(categoryIds)] })
  }
  errors.sort((a, b) => a.row - b.row)
  const creates = rows.filter((r) => r.productId === null).length
  return { dryRun: { rows: table.length - 1, creates, updates: rows.length - creates, errors }, rows }
}

export interface ImportProgress {
  processed: number
  total: number
}

export interface ImportResult {
  created: number
  updated: number
  priceChanges: number
}

/** Slugs in use per language, so new products and new translations get free ones. */
async function takenSlugs(db: Db, siteId: number, candidates: string[]): Promise<Map<Locale, Set<string>>> {
  const found = await inChunks([...new Set(candidates)], (chunk) =>
    db
      .select({ locale: productTranslations.locale, slug: productTranslations.slug })
      .from(productTranslations)
      .where(and(eq(productTranslations.siteId, siteId), inArray(productTranslations.slug, chunk))),
  )
  const taken = new Map<Locale, Set<string>>(locales.map((locale) => [locale, new Set<string>()]))
  for (const row of found) taken.get(row.locale as Locale)?.add(row.slug)
  return taken
}

function claimSlug(taken: Map<Locale, Set<string>>, locale: Locale, name: string, sku: string): string {
  const inUse = taken.get(locale) ?? new Set<string>()
  const base = slugify(name, { locale }) || slugify(sku) || 'proizvod'
  let slug = inUse.has(base) ? `${base}-${slugify(sku)}` : base
  for (let n = 2; inUse.has(slug); n++) slug = `${base}-${slugify(sku)}-${n}`
  inUse.add(slug)
  return slug
}

const CHUNK = 100

/**
 * Lets the event loop run between chunks: the embedded database answers from the main thread
 * through promises alone, and without this pause no other request (not even the answer that
 * started the job) would be written until the whole import is done.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Writes the checked rows in one transaction, reporting progress after every chunk of rows. The
 * listing index and facet counts (ADR 007) are rebuilt once at the end, inside the transaction.
 */
export async function runImport(
  db: Db,
  input: { siteId: number; actor: AuditActor; rows: CheckedRow[]; onProgress?: (progress: ImportProgress) => void },
): Promise<ImportResult> {
  const total = input.rows.length
  let addedLanguage = false
  const result = await db.transaction(async (tx) => {
    const counts: ImportResult = { created: 0, updated: 0, priceChanges: 0 }
    const candidates = input.rows.flatMap(({ row }) =>
      locales.flatMap((locale) => {
        const name = row.names[locale]
        return name ? [slugify(name, { locale }), `${slugify(name, { locale })}-${slugify(row.sku)}`] : []
      }),
    )
    const taken = await takenSlugs(tx, input.siteId, candidates)
    const touched: number[] = []
    for (let start = 0; start < total; start += CHUNK) {
      for (const checked of input.rows.slice(start, start + CHUNK)) {
        if (checked.productId === null) {
          touched.push(await createFromRow(tx, input.siteId, checked, taken))
          counts.created++
        } else {
          const updated = await updateFromRow(tx, input.siteId, checked, checked.productId, taken)
          if (updated.priceChanged) counts.priceChanges++
          addedLanguage ||= updated.addedLanguage
          touched.push(checked.productId)
          counts.updated++
        }
      }
      input.onProgress?.({ processed: Math.min(total, start + CHUNK), total })
      await yieldToEventLoop()
    }
    await reindexProducts(tx, touched)
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: 'product.import',
      entityType: 'product',
      entityId: 'csv',
      after: { ...counts, skus: input.rows.map((r) => r.row.sku) },
    })
    return counts
  })
  // Listings and product pages show catalogue data (ADR 009); `catalog` covers every product page,
  // so thousands of product tags are not sent. A new language version gives a menu link a URL.
  invalidateSiteCache(db, input.siteId, catalogPages({ linksChanged: addedLanguage }))
  return result
}

async function createFromRow(tx: Db, siteId: number, { row, categoryIds }: CheckedRow, taken: Map<Locale, Set<string>>): Promise<number> {
  return createProduct(
    tx,
    {
      siteId,
      sku: row.sku,
      price: row.price,
      retailPrice: row.retailPrice ?? row.price,
      membershipPrice: row.membershipPrice ?? null,
      stockQuantity: row.stockQuantity ?? 0,
      archived: row.published === false,
      categoryIds: categoryIds ?? [],
      translations: locales.flatMap((locale) => {
        const name = row.names[locale]
        return name ? [{ locale, name, slug: claimSlug(taken, locale, name, row.sku) }] : []
      }),
    },
    { deferIndex: true },
  )
}

/** Updates one product from its row; true when its selling or regular price changed. */
/** Updates one product from its row; answers whether its price changed and whether it got a new language. */
async function updateFromRow(
  tx: Db,
  siteId: number,
  { row, categoryIds }: CheckedRow,
  productId: number,
  taken: Map<Locale, Set<string>>,
): Promise<{ priceChanged: boolean; addedLanguage: boolean }> {
  let addedLanguage = false
  const [before] = await tx.select({ price: products.price, retailPrice: products.retailPrice }).from(products).where(eq(products.id, productId))
  const texts = await tx
    .select({ locale: productTranslations.locale, name: productTranslations.name })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productId))
  const names = new Map(texts.map((t) => [t.locale, t.name]))
  for (const locale of locales) {
    const name = row.names[locale]
    if (!name || names.get(locale) === name) continue
    if (names.has(locale)) {
      await tx.update(productTranslations).set({ name }).where(and(eq(productTranslations.productId, productId), eq(productTranslations.locale, locale)))
    } else {
      await tx.insert(productTranslations).values({ productId, siteId, locale, name, slug: claimSlug(taken, locale, name, row.sku) })
      addedLanguage = true
    }
    names.set(locale, name)
  }
  await tx
    .update(products)
    .set({
      ...(row.stockQuantity === undefined ? {} : { stockQuantity: row.stockQuantity }),
      ...(row.published === undefined ? {} : { archived: !row.published }),
      ...(categoryIds === undefined ? {} : { mainCategoryId: categoryIds[0] ?? null }),
      sortName: searchKey(row.names.hr),
      searchText: searchKey(`${[...names.values()].join(' ')} ${row.sku}`),
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, productId))
  // Without a retail_price column the regular price stays, unless the new price passes it.
  const retailPrice = row.retailPrice ?? Math.max(row.price, before?.retailPrice ?? row.price)
  // The one way a price changes (ADR 018): the price history records it for the Omnibus rule.
  await setProductPrice(tx, { productId, price: row.price, retailPrice })
  if (row.membershipPrice !== undefined) await setMembershipPrice(tx, { productId, membershipPrice: row.membershipPrice })
  if (categoryIds !== undefined) {
    await tx.delete(productCategoryLinks).where(eq(productCategoryLinks.productId, productId))
    if (categoryIds.length) await tx.insert(productCategoryLinks).values(categoryIds.map((categoryId) => ({ productId, categoryId })))
  }
  return { priceChanged: before !== undefined && (before.price !== row.price || before.retailPrice !== retailPrice), addedLanguage }
}
