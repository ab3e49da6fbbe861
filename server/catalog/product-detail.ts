import { and, asc, eq, inArray } from 'drizzle-orm'
import { unitIn } from '../../common/catalog/attribute-units'
import type { ProductDetail } from '../../common/catalog/types'
import { localeTags, type Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import {
  productAttributeValues,
  productBundleItems,
  productCrossSells,
  productCustomOptions,
  products,
  productTagLinks,
  productTags,
  productVariantAttributes,
} from '../db/schema'
import { findMediaViews } from '../media/media-service'
import { loadProductAttributes, localized } from './attribute-map'
import { categoryTrail } from './category-service'
import { loadProductCards, loadTranslations, toCards } from './product-cards'
import { lowestPriceBeforeCurrent } from './price-history'
import { loadDisplayNames } from './product-names'

/** Everything the product page shows (§2 product page, §3 product). Archived products are not found. */
const withUnit = (number: string, unit: string | null) => (unit ? `${number} ${unit}` : number)

export async function getProductDetail(db: Db, input: { siteId: number; id: number; locale: Locale }): Promise<ProductDetail | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.siteId, input.siteId), eq(products.id, input.id), eq(products.archived, false)))
  if (!row) return null
  const { locale } = input
  const [[card], texts, gallery, attributeMap, valueRows, options, variantAttributes, variantRows, bundleRows, crossRows, tagRows, lowest] =
    await Promise.all([
      toCards(db, [row], locale),
      loadTranslations(db, [row.id], locale),
      findMediaViews(db, row.mediaIds),
      loadProductAttributes(db, { siteId: input.siteId, productId: row.id }),
      db.select().from(productAttributeValues).where(eq(productAttributeValues.productId, row.id)),
      db.select().from(productCustomOptions).where(eq(productCustomOptions.productId, row.id)).orderBy(asc(productCustomOptions.position)),
      db.select().from(productVariantAttributes).where(eq(productVariantAttributes.productId, row.id)).orderBy(asc(productVariantAttributes.position)),
      db.select().from(products).where(and(eq(products.parentId, row.id), eq(products.archived, false))).orderBy(asc(products.id)),
      db.select().from(productBundleItems).where(eq(productBundleItems.bundleId, row.id)).orderBy(asc(productBundleItems.position)),
      db.select().from(productCrossSells).where(eq(productCrossSells.productId, row.id)).orderBy(asc(productCrossSells.position)),
      db
        .select({ slug: productTags.slug, label: productTags.label })
        .from(productTagLinks)
        .innerJoin(productTags, eq(productTags.id, productTagLinks.tagId))
        .where(eq(productTagLinks.productId, row.id)),
      lowestPriceBeforeCurrent(db, { productId: row.id }),
    ])
  if (!card) return null
  const attributesById = new Map([...attributeMap.values()].map((a) => [a.id, a]))
  const attributes = valueRows.flatMap((v) => {
    const attribute = attributesById.get(v.attributeId)
    if (!attribute) return []
    let value = ''
    if (v.valueId) value = localized(attribute.values.find((x) => x.id === v.valueId)?.label ?? { hr: '' }, locale)
    else if (v.numberValue !== null) value = withUnit(v.numberValue.toLocaleString(localeTags[locale]), unitIn(attribute.units, locale))
    else if (v.dateValue) value = v.dateValue.toISOString()
    return [{ code: attribute.code, label: localized(attribute.label, locale), value }]
  })
  const attributeSet = [...new Set(valueRows.map((v) => v.attributeId))].flatMap((attributeId) => {
    const attribute = attributesById.get(attributeId)
    if (!attribute) return []
    const values = valueRows
      .filter((v) => v.attributeId === attributeId)
      .map((v) => {
        if (v.valueId) {
          const option = attribute.values.find((x) => x.id === v.valueId)
          return { id: v.valueId, value: option?.value ?? '', valueLabel: localized(option?.label ?? { hr: '' }, locale) }
        }
        const raw = v.numberValue !== null ? String(v.numberValue) : (v.dateValue?.toISOString() ?? '')
        return { id: null, value: raw, valueLabel: raw }
      })
    return [{ attributeCode: attribute.code, label: localized(attribute.label, locale), inputType: attribute.type, unit: unitIn(attribute.units, locale), values }]
  })
  // Variants: their own option values tell which selector combination resolves to which product.
  const variantValueRows = variantRows.length
    ? await db.select().from(productAttributeValues).where(inArray(productAttributeValues.productId, variantRows.map((v) => v.id)))
    : []
  const [variantCards, variantNames] = await Promise.all([toCards(db, variantRows, locale), loadDisplayNames(db, variantRows.map((v) => v.id), locale)])
  const associatedProductsAttributes = variantAttributes.flatMap((va) => {
    const attribute = attributesById.get(va.attributeId)
    if (!attribute) return []
    const used = new Set(variantValueRows.filter((r) => r.attributeId === attribute.id).map((r) => r.valueId))
    return [
      {
        attributeCode: attribute.code,
        label: localized(attribute.label, locale),
        inputType: attribute.type,
        values: attribute.values
          .filter((v) => used.has(v.id))
          .map((v) => ({
            id: v.id,
            value: v.value,
            valueLabel: localized(v.label, locale),
            isMedia: attribute.type === 'visualSwatch',
            shopDefault: va.defaultValueId === v.id,
          })),
      },
    ]
  })
  const associatedProducts = variantCards.map((variant) => ({
    ...variant,
    name: variantNames.get(variant.id) ?? variant.name,
    attributeValues: Object.fromEntries(
      variantValueRows
        .filter((r) => r.productId === variant.id && r.valueId)
        .flatMap((r) => {
          const code = attributesById.get(r.attributeId)?.code
          return code ? [[code, r.valueId as number]] : []
        }),
    ),
  }))
  const bundleCards = await loadProductCards(db, bundleRows.map((b) => b.productId), locale)
  const crossSellProducts = await loadProductCards(db, crossRows.map((c) => c.crossSellId), locale)
  return {
    ...card,
    attributeSet,
    description: texts.get(row.id)?.description ?? '',
    gallery: row.mediaIds.flatMap((id) => (gallery[id] ? [gallery[id]] : [])),
    lowestPrice30Days: lowest,
    categoryPriority: row.categoryPriority,
    breadcrumbs: row.mainCategoryId ? await categoryTrail(db, { categoryId: row.mainCategoryId, locale }) : [],
    attributes,
    customOptions: options.map((o) => ({ id: o.id, option_type: o.type, label: localized(o.label, locale), isRequired: o.isRequired, custom_option_values: [{ label: localized(o.label, locale) }] })),
    associatedProductsAttributes,
    associatedProducts,
    bundles: bundleCards.map((c) => ({ ...c, quantity: bundleRows.find((b) => b.productId === c.id)?.quantity ?? 1 })),
    crossSellProducts,
    tags: tagRows.map((t) => ({ slug: t.slug, label: localized(t.label, locale) })),
  }
}
