import { and, asc, eq, lte, ne, sql } from 'drizzle-orm'
import { LOW_STOCK_THRESHOLD } from '../../common/catalog/admin-products'
import type { LowStockItem } from '../../common/sales/dashboard'
import type { Db } from '../db/client'
import { products, productTranslations } from '../db/schema'

/**
 * Products that can run out: counted stock at or below the threshold, lowest first. Configurable
 * parents hold no stock of their own (their variants do). Served by `products_low_stock`.
 */
export async function lowStockProducts(db: Db, input: { siteId: number; limit: number; threshold?: number }): Promise<LowStockItem[]> {
  return db
    .select({
      id: products.id,
      sku: products.sku,
      name: sql<string>`coalesce(${productTranslations.name}, ${products.sku})`,
      stockQuantity: products.stockQuantity,
    })
    .from(products)
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'hr')))
    .where(
      and(
        eq(products.siteId, input.siteId),
        eq(products.infiniteQuantity, false),
        eq(products.archived, false),
        ne(products.format, 'configurable'),
        lte(products.stockQuantity, input.threshold ?? LOW_STOCK_THRESHOLD),
      ),
    )
    .orderBy(asc(products.stockQuantity), asc(products.id))
    .limit(input.limit)
}
