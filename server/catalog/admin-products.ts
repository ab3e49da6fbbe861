import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import { LOW_STOCK_THRESHOLD, type AdminProductQuery, type AdminProductRow, type ProductQuickEdit } from '../../common/catalog/admin-products'
import { centsToCsvEuros, productCsvColumns } from '../../common/catalog/product-csv'
import { searchKey } from '../../common/catalog/rules'
import { pageOffset, type AdminPage } from '../../common/admin/paging'
import type { Locale } from '../../common/i18n/locales'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { invalidateSiteCache } from '../cache/site-cache'
import { catalogPages } from './catalog-page-tags'
import type { Db } from '../db/client'
import { productCategoryLinks, productCategoryTranslations, products, productTranslations } from '../db/schema'
import { ApiError } from '../http/api-error'
import { setProductPrice } from './catalog-write'

/**
 * Issue 14 point 3, `/admin/products`: the catalogue as the shop's owner runs it — searched,
 * filtered, sorted and paged on the server — and the list's quick edit of price and stock.
 */

function listConditions(siteId: number, query: Partial<AdminProductQuery>): SQL | undefined {
  const conditions: SQL[] = [eq(products.siteId, siteId), eq(products.isVisibleIndividually, true)]
  const key = query.q ? searchKey(query.q) : ''
  if (key) conditions.push(ilike(products.searchText, `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
  if (query.categoryId) conditions.push(sql`${products.categoryIds} @> ARRAY[${query.categoryId}]::int[]`)
  if (query.format) conditions.push(eq(products.format, query.format))
  if (query.status) conditions.push(eq(products.archived, query.status === 'archived'))
  if (query.featured) conditions.push(eq(products.featured, query.featured === 'yes'))
  if (query.stock === 'out') conditions.push(sql`NOT ${products.infiniteQuantity} AND ${products.stockQuantity} <= 0`)
  if (query.stock === 'low') {
    conditions.push(sql`NOT ${products.infiniteQuantity} AND ${products.stockQuantity} BETWEEN 1 AND ${LOW_STOCK_THRESHOLD}`)
  }
  if (query.stock === 'in') conditions.push(sql`(${products.infiniteQuantity} OR ${products.stockQuantity} > 0)`)
  return and(...conditions)
}

const sortColumns = {
  name: products.sortName,
  price: products.price,
  stock: products.stockQuantity,
  updated: products.updatedAt,
} as const

async function namesOf(db: Db, ids: number[], locale: Locale): Promise<Map<number, { name: string; slug: string }>> {
  if (!ids.length) return new Map()
  const texts = await db
    .select({ productId: productTranslations.productId, locale: productTranslations.locale, name: productTranslations.name, slug: productTranslations.slug })
    .from(productTranslations)
    .where(inArray(productTranslations.productId, ids))
  const result = new Map<number, { name: string; slug: string }>()
  for (const text of texts) {
    if (text.locale === locale || (text.locale === 'hr' && !result.has(text.productId))) result.set(text.productId, { name: text.name, slug: text.slug })
  }
  return result
}

/** One page of the admin's product list (the name in `locale`, Croatian when it has none). */
export async function listAdminProducts(db: Db, input: { siteId: number; locale: Locale; query: AdminProductQuery }): Promise<AdminPage<AdminProductRow>> {
  const { query } = input
  const where = listConditions(input.siteId, query)
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where)
  const direction = query.order === 'desc' ? desc : asc
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(direction(sortColumns[query.sort]), direction(products.id))
    .limit(query.perPage)
    .offset(pageOffset(query))
  const ids = rows.map((row) => row.id)
  const [names, categories] = await Promise.all([
    namesOf(db, ids, input.locale),
    ids.length
      ? db
          .select({ productId: productCategoryLinks.productId, name: productCategoryTranslations.name })
          .from(productCategoryLinks)
          .innerJoin(
            productCategoryTranslations,
            and(eq(productCategoryTranslations.categoryId, productCategoryLinks.categoryId), eq(productCategoryTranslations.locale, 'hr')),
          )
          .where(inArray(productCategoryLinks.productId, ids))
      : [],
  ])
  return {
    items: rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      name: names.get(row.id)?.name ?? row.sku,
      slug: names.get(row.id)?.slug ?? '',
      format: row.format,
      price: row.price,
      retailPrice: row.retailPrice,
      stockQuantity: row.stockQuantity,
      infiniteQuantity: row.infiniteQuantity,
      featured: row.featured,
      archived: row.archived,
      categories: categories.filter((c) => c.productId === row.id).map((c) => c.name),
      updatedAt: row.updatedAt.toISOString(),
    })),
    page: query.page,
    perPage: query.perPage,
    total: Number(counted?.total ?? 0),
  }
}

/**
 * The list's quick edit: a new price goes through `setProductPrice` (price history, Omnibus —
 * ADR 018's one way to change a price), the stock is set; one transaction with its audit row.
 */
export async function quickEditProduct(
  db: Db,
  input: { siteId: number; productId: number; actor: AuditActor; change: ProductQuickEdit },
): Promise<{ price: number; stockQuantity: number }> {
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ price: products.price, retailPrice: products.retailPrice, stockQuantity: products.stockQuantity })
      .from(products)
      .where(and(eq(products.siteId, input.siteId), eq(products.id, input.productId)))
      .for('update')
    if (!before) throw ApiError.notFound('PRODUCT_NOT_FOUND')
    const { price, stockQuantity } = input.change
    // A price above the regular one raises the regular price with it (a discount is never negative).
    await setProductPrice(tx, { productId: input.productId, price, retailPrice: Math.max(before.retailPrice, price) })
    if (stockQuantity !== before.stockQuantity) {
      await tx.update(products).set({ stockQuantity, updatedAt: sql`now()` }).where(eq(products.id, input.productId))
    }
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: 'product.quickEdit',
      entityType: 'product',
      entityId: input.productId,
      before: { price: before.price, stockQuantity: before.stockQuantity },
      after: { price, stockQuantity },
    })
    return { price, stockQuantity }
  })
  invalidateSiteCache(db, input.siteId, catalogPages({ productIds: [input.productId] }))
  return saved
}

/** Every product of the site as CSV rows (import's columns, header first), in SKU order. */
export async function exportProductRows(db: Db, input: { siteId: number }): Promise<string[][]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.siteId, input.siteId), eq(products.isVisibleIndividually, true)))
    .orderBy(asc(products.sku))
  const ids = rows.map((row) => row.id)
  const [texts, links] = ids.length
    ? await Promise.all([
        db
          .select({ productId: productTranslations.productId, locale: productTranslations.locale, name: productTranslations.name })
          .from(productTranslations)
          .where(eq(productTranslations.siteId, input.siteId)),
        db
          .select({ productId: productCategoryLinks.productId, slug: productCategoryTranslations.slug })
          .from(productCategoryLinks)
          .innerJoin(
            productCategoryTranslations,
            and(eq(productCategoryTranslations.categoryId, productCategoryLinks.categoryId), eq(productCategoryTranslations.locale, 'hr')),
          )
          .where(eq(productCategoryTranslations.siteId, input.siteId)),
      ])
    : [[], []]
  const name = new Map(texts.map((t) => [`${t.productId}:${t.locale}`, t.name]))
  const slugs = new Map<number, string[]>()
  for (const link of links) slugs.set(link.productId, [...(slugs.get(link.productId) ?? []), link.slug])
  return [
    [...productCsvColumns],
    ...rows.map((row) => [
      row.sku,
      name.get(`${row.id}:hr`) ?? '',
      name.get(`${row.id}:en`) ?? '',
      name.get(`${row.id}:de`) ?? '',
      centsToCsvEuros(row.price),
      centsToCsvEuros(row.retailPrice),
      row.membershipPrice === null ? '' : centsToCsvEuros(row.membershipPrice),
      String(row.stockQuantity),
      (slugs.get(row.id) ?? []).sort().join('|'),
      row.archived ? '0' : '1',
    ]),
  ]
}
