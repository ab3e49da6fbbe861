import { and, asc, eq, inArray } from 'drizzle-orm'
import { variantDisplayName } from '../../common/catalog/product-name'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { attributeValues, productAttributeValues, products, productVariantAttributes } from '../db/schema'
import { localized } from './attribute-map'
import { loadTranslations } from './product-cards'

/**
 * The names people read for products in a locale (hr where a translation is missing): a variant
 * as its configurable product and its option values (`variantDisplayName`), any other product by
 * its own name (so is a variant without option values), the SKU when it has none. The picker, cart, order lines (and so e-mails, the desk,
 * the profile and the order PDF) all name products through this.
 */
export async function loadDisplayNames(db: Db, ids: number[], locale: Locale): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)]
  const names = new Map<number, string>()
  if (wanted.length === 0) return names
  const rows = await db.select({ id: products.id, sku: products.sku, parentId: products.parentId }).from(products).where(inArray(products.id, wanted))
  const variantIds = rows.filter((row) => row.parentId !== null).map((row) => row.id)
  const [texts, values] = await Promise.all([
    loadTranslations(db, [...wanted, ...rows.flatMap((row) => (row.parentId === null ? [] : [row.parentId]))], locale),
    variantIds.length ? variantValueLabels(db, variantIds) : Promise.resolve([]),
  ])
  for (const row of rows) {
    const own = texts.get(row.id)?.name ?? row.sku
    if (row.parentId === null) {
      names.set(row.id, own)
      continue
    }
    const labels = values.filter((value) => value.productId === row.id).map((value) => localized(value.label, locale))
    // A variant the selectors cannot tell apart has only its own name to go by.
    names.set(row.id, labels.length ? variantDisplayName(texts.get(row.parentId)?.name ?? own, labels) : own)
  }
  return names
}

/** A variant's values of the attributes its parent's selectors offer, in the selectors' order. */
function variantValueLabels(db: Db, variantIds: number[]) {
  return db
    .select({ productId: productAttributeValues.productId, label: attributeValues.label })
    .from(productAttributeValues)
    .innerJoin(products, eq(products.id, productAttributeValues.productId))
    .innerJoin(
      productVariantAttributes,
      and(eq(productVariantAttributes.productId, products.parentId), eq(productVariantAttributes.attributeId, productAttributeValues.attributeId)),
    )
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
    .where(inArray(productAttributeValues.productId, variantIds))
    .orderBy(asc(productAttributeValues.productId), asc(productVariantAttributes.position), asc(productVariantAttributes.attributeId))
}
