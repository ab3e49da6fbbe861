import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sortOptions, type SortOption } from '../../common/catalog/rules'
import type { AuditActor } from '../audit/audit-log'
import { products, users } from '../db/schema'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { quickEditProduct } from './admin-products'
import { filterProducts } from './catalog-service'
import { loadCategoryPage } from './category-page'
import { createAttribute, createCategory, createProduct } from './catalog-write'
import { getEditableProduct, updateProduct } from './product-edit-service'
import { rows } from './raw-query'

/**
 * ADR 024: a category filtered by options sorts its page from the sort keys copied into
 * `category_products`. Every order must equal the same ORDER BY over `products`, also after a
 * price edit (quick edit, editor save) or a rename moved a product in it.
 */
let runtime: TestRuntime
let actor: AuditActor
let rootId = 0
let leafId = 0
const material = { id: 0, valueIds: [] as number[] }
const productIds: number[] = []
const label = (hr: string) => ({ hr })

const naiveOrder: Record<SortOption, string> = {
  newest: 'created_at DESC, id DESC',
  oldest: 'created_at ASC, id ASC',
  priceAsc: 'price ASC, id ASC',
  priceDesc: 'price DESC, id DESC',
  nameAsc: 'sort_name ASC, id ASC',
  nameDesc: 'sort_name DESC, id DESC',
  priorityAsc: 'category_priority ASC, id ASC',
  priorityDesc: 'category_priority DESC, id DESC',
}

beforeAll(async () => {
  runtime = await createTestRuntime()
  const { db } = runtime.database
  const siteId = runtime.site.id
  const [user] = await db.insert(users).values({ email: 'cijene@example.hr', verifiedAt: new Date() }).returning()
  actor = { id: user!.id, email: user!.email }
  Object.assign(
    material,
    await createAttribute(db, { siteId, code: 'materijal', type: 'multiSelect', label: label('Materijal'), values: ['Hrast', 'Bukva'].map((n) => ({ label: label(n) })) }),
  )
  rootId = await createCategory(db, { siteId, translations: [{ locale: 'hr', name: 'Stolovi' }], attributeIds: [material.id] })
  leafId = await createCategory(db, { siteId, parentId: rootId, translations: [{ locale: 'hr', name: 'Blagovaonski' }], attributeIds: [material.id] })
  const names = ['Javor', 'Cer', 'Bor', 'Grab', 'Lipa', 'Brijest', 'Orah', 'Jasen', 'Kesten']
  for (const [n, name] of names.entries()) {
    productIds.push(
      await createProduct(db, {
        siteId,
        sku: `ORD-${n}`,
        // Prices and priorities out of id order, with ties, so each order differs from the ids'.
        price: 5000 - (n % 4) * 1000,
        categoryPriority: (n * 5) % 3,
        createdAt: new Date(Date.UTC(2026, 0, 1 + ((n * 4) % 9))),
        translations: [{ locale: 'hr', name: `${name} stol` }],
        categoryIds: [leafId],
        // Every product but two is oak, so the oak filter leaves products out.
        attributes: [{ attributeId: material.id, valueIds: [material.valueIds[n % 5 === 2 ? 1 : 0]!] }],
      }),
    )
  }
})
afterAll(() => runtime.dispose())

async function listing(sort: SortOption, page: number, categoryId = rootId) {
  const scope = { siteId: runtime.site.id, locale: 'hr' as const }
  const list = await filterProducts(runtime.database.db, scope, { mainCategory: categoryId, filters: [{ key: 'materijal', value: [material.valueIds[0]!] }], sort, page, limit: 3 })
  return { ids: list.records.map((record) => record.id), total: list.pagination.total }
}

/** The same listing straight from `products`. */
async function naive(sort: SortOption, page: number, perPage = 3) {
  const found = await rows<{ id: number }>(
    runtime.database.db,
    sql`SELECT id FROM products WHERE category_ids @> ARRAY[${rootId}]::int[] AND value_ids && ARRAY[${material.valueIds[0]!}]::int[]
        AND NOT archived AND is_visible_individually ORDER BY ${sql.raw(naiveOrder[sort])} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  )
  return found.map((row) => Number(row.id))
}

/** The category page (12 a page), whose page and counts come from one scan of `category_products`. */
async function categoryPage(sort: SortOption, page: number) {
  const searchParams = new URLSearchParams({ materijal: String(material.valueIds[0]!), sort, page: String(page) })
  const data = (await loadCategoryPage(runtime.database.db, { siteId: runtime.site.id, locale: 'hr', categoryId: rootId, searchParams }))!
  return { ids: data.list.records.map((record) => record.id), pagination: data.list.pagination, filters: data.filters }
}

async function expectOrdersMatch(after: string) {
  for (const sort of sortOptions) {
    for (const page of [1, 2, 3]) {
      const shown = await listing(sort, page)
      expect(shown.ids, `${after}: ${sort}, page ${page}`).toEqual(await naive(sort, page))
      expect(shown.total).toBe(7)
    }
    const onPage = await categoryPage(sort, 1)
    expect(onPage.ids, `${after}: category page, ${sort}`).toEqual(await naive(sort, 1, 12))
    expect(onPage.pagination).toEqual({ page: 1, perPage: 12, limit: 12, total: 7, lastPage: 1 })
  }
}

describe('a filtered category listing sorted from category_products', () => {
  it('orders every sort option as a plain ORDER BY over products', async () => {
    await expectOrdersMatch('create')
    // A page past the end shows the last page; the panel counts the filtered set (7 oak, 2 beech to add).
    const pastEnd = await categoryPage('priceAsc', 9)
    expect(pastEnd.pagination.page).toBe(1)
    expect(pastEnd.ids).toEqual(await naive('priceAsc', 1, 12))
    expect(pastEnd.filters[0]!.values.map((v) => v.totalProducts)).toEqual([7, 2])
    // The leaf lists the same products through its own rows.
    expect((await listing('priceAsc', 1, leafId)).ids).toEqual(await naive('priceAsc', 1))
  })

  it('moves a product in the price order when the quick edit changes its price', async () => {
    const cheapest = (await listing('priceAsc', 1)).ids[0]!
    await quickEditProduct(runtime.database.db, { siteId: runtime.site.id, productId: cheapest, actor, change: { price: 9900, stockQuantity: 1 } })
    const lastPage = await listing('priceAsc', 3)
    expect(lastPage.ids.at(-1)).toBe(cheapest)
    expect((await listing('priceAsc', 1)).ids).not.toContain(cheapest)
    await expectOrdersMatch('quick edit')
  })

  it('follows an editor save that changes the price and the name', async () => {
    const { db } = runtime.database
    const siteId = runtime.site.id
    const priciest = (await listing('priceDesc', 1)).ids[0]!
    const product = (await getEditableProduct(db, { siteId, productId: priciest }))!
    const [row] = await db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, priciest))
    await updateProduct(db, {
      siteId,
      productId: priciest,
      actor,
      change: {
        version: row!.updatedAt.toISOString(),
        translations: { hr: { name: 'Akacija stol', description: '' } },
        price: 100,
        retailPrice: 100,
        membershipPrice: null,
        stockQuantity: 1,
        infiniteQuantity: false,
        featured: false,
        mediaIds: [],
        categoryIds: product.categoryIds,
      },
    })
    expect((await listing('priceAsc', 1)).ids[0]).toBe(priciest)
    expect((await listing('nameAsc', 1)).ids[0]).toBe(priciest)
    await expectOrdersMatch('editor save')
  })
})
