import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rows } from './raw-query'

/**
 * Keeps the listing's denormalised columns and the precomputed facet counts exact (ADR 007).
 * Every catalogue write calls these inside its transaction; nothing else writes them.
 */

/**
 * Rebuilds `products.category_ids / value_ids / numbers` of the given products from their links,
 * their `category_products` rows (listed products only, one per category and ancestor, with the
 * listing's sort keys), their
 * `product_search` rows (listed products only) and the words of those in `search_words`.
 */
export async function syncProductIndex(db: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return
  const ids = sql`ARRAY[${sql.join(productIds.map((id) => sql`${id}`), sql`, `)}]::int[]`
  await db.execute(sql`
    UPDATE products p SET
      category_ids = coalesce((
        SELECT array_agg(DISTINCT a ORDER BY a) FROM product_category_links l
        JOIN product_categories c ON c.id = l.category_id, unnest(c.path) a
        WHERE l.product_id = p.id), '{}'),
      value_ids = coalesce((
        SELECT array_agg(DISTINCT v.value_id ORDER BY v.value_id) FROM product_attribute_values v
        WHERE v.product_id = p.id AND v.value_id IS NOT NULL), '{}'),
      numbers = coalesce((
        SELECT jsonb_object_agg(v.attribute_id::text, coalesce(v.number_value, extract(epoch FROM v.date_value)))
        FROM product_attribute_values v
        WHERE v.product_id = p.id AND (v.number_value IS NOT NULL OR v.date_value IS NOT NULL)), '{}'::jsonb),
      updated_at = now()
    WHERE p.id = ANY(${ids})`)
  await db.execute(sql`DELETE FROM category_products WHERE product_id = ANY(${ids})`)
  await db.execute(sql`
    INSERT INTO category_products (category_id, product_id, value_ids, numbers, price, created_at, category_priority, sort_name)
    SELECT c, p.id, p.value_ids, p.numbers, p.price, p.created_at, p.category_priority, p.sort_name FROM products p, unnest(p.category_ids) c
    WHERE p.id = ANY(${ids}) AND NOT p.archived AND p.is_visible_individually`)
  await db.execute(sql`DELETE FROM product_search WHERE product_id = ANY(${ids})`)
  await db.execute(sql`
    INSERT INTO product_search (product_id, site_id, search_text)
    SELECT id, site_id, search_text FROM products WHERE id = ANY(${ids}) AND NOT archived AND is_visible_individually`)
  await db.execute(sql`
    INSERT INTO search_words (site_id, word)
    SELECT DISTINCT site_id, w FROM product_search, unnest(string_to_array(search_text, ' ')) w
    WHERE product_id = ANY(${ids}) AND length(w) >= 3 AND w !~ '[0-9]'
    ON CONFLICT DO NOTHING`)
}

/**
 * A price change moves the product in every price-sorted listing: its `category_products` rows
 * take the new price (no count depends on the price, so the facets stay as they are).
 */
export async function syncListingPrice(db: Db, productId: number): Promise<void> {
  await db.execute(sql`
    UPDATE category_products cp SET price = p.price FROM products p
    WHERE cp.product_id = ${productId} AND p.id = ${productId} AND cp.price <> p.price`)
}

/** The categories whose facet counts a change of these products can move. */
export async function categoriesOfProducts(db: Db, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return []
  const ids = sql`ARRAY[${sql.join(productIds.map((id) => sql`${id}`), sql`, `)}]::int[]`
  const result = await rows<{ id: number }>(db, sql`SELECT DISTINCT unnest(category_ids) AS id FROM products WHERE id = ANY(${ids})`)
  return result.map((row) => Number(row.id))
}

/**
 * Recomputes the facet rows of the given categories (or of all when `null`): per option value the
 * number of listed products, per number/date attribute its min/max, and the total under valueId 0,
 * attribute 0. Listed means not archived and visible individually (§9 archived=false): exactly the
 * products `category_products` holds, so `syncProductIndex` must have run first.
 */
export async function refreshCategoryFacets(db: Db, categoryIds: number[] | null): Promise<void> {
  if (categoryIds && categoryIds.length === 0) return
  const onlyRows = categoryIds
    ? sql`category_id = ANY(ARRAY[${sql.join(categoryIds.map((id) => sql`${id}`), sql`, `)}]::int[])`
    : sql`TRUE`
  await db.execute(sql`DELETE FROM category_facets WHERE ${onlyRows}`)
  // From category_products (ADR 024): each category's listed products are one index range.
  await db.execute(sql`
    INSERT INTO category_facets (category_id, attribute_id, value_id, total)
    SELECT category_id, 0, 0, count(*)::int FROM category_products WHERE ${onlyRows} GROUP BY category_id`)
  await db.execute(sql`
    INSERT INTO category_facets (category_id, attribute_id, value_id, total)
    SELECT f.category_id, av.attribute_id, f.v, f.n FROM (
      SELECT category_id, v, count(*)::int AS n FROM category_products, unnest(value_ids) v WHERE ${onlyRows} GROUP BY category_id, v
    ) f JOIN attribute_values av ON av.id = f.v`)
  await db.execute(sql`
    INSERT INTO category_facets (category_id, attribute_id, value_id, total, min_value, max_value)
    SELECT category_id, n.key::int, 0, count(*)::int, min(n.value::float8), max(n.value::float8)
    FROM category_products, jsonb_each_text(numbers) n WHERE ${onlyRows} GROUP BY category_id, n.key`)
}

/** After products changed: re-derive their index columns and the facets of old and new categories. */
export async function reindexProducts(db: Db, productIds: number[]): Promise<void> {
  const before = await categoriesOfProducts(db, productIds)
  await syncProductIndex(db, productIds)
  const after = await categoriesOfProducts(db, productIds)
  await refreshCategoryFacets(db, [...new Set([...before, ...after])])
}
