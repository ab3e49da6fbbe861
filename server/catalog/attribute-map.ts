import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm'
import { optionAttributeTypes } from '../../common/catalog/admin-attributes'
import type { AttributeUnits } from '../../common/catalog/attribute-units'
import type { AttributeType } from '../../common/catalog/types'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { attributes, attributeValues, productAttributeValues, productVariantAttributes, type LocalizedText } from '../db/schema'

export interface AttributeInfo {
  id: number
  code: string
  type: AttributeType
  label: LocalizedText
  units: AttributeUnits | null
  /** Off: the attribute still shows on product pages but no filter panel offers it. */
  isFilterable: boolean
  position: number
  values: { id: number; label: LocalizedText; value: string; mediaId: number | null; position: number }[]
}

/** The site's attributes with their values, by code, in one query (tens of attributes, hundreds of values). */
export function loadAttributes(db: Db, siteId: number, ids?: number[]): Promise<Map<string, AttributeInfo>> {
  return attributesWhere(db, ids ? and(eq(attributes.siteId, siteId), inArray(attributes.id, ids.length ? ids : [0])) : eq(attributes.siteId, siteId))
}

/** Only the attributes a product page shows: its own values' and its variant selectors' (issue 11 §7). */
export function loadProductAttributes(db: Db, input: { siteId: number; productId: number }): Promise<Map<string, AttributeInfo>> {
  const valueAttributes = db.select({ id: productAttributeValues.attributeId }).from(productAttributeValues).where(eq(productAttributeValues.productId, input.productId))
  const variantAttributes = db.select({ id: productVariantAttributes.attributeId }).from(productVariantAttributes).where(eq(productVariantAttributes.productId, input.productId))
  return attributesWhere(db, and(eq(attributes.siteId, input.siteId), or(inArray(attributes.id, valueAttributes), inArray(attributes.id, variantAttributes))))
}

async function attributesWhere(db: Db, where: SQL | undefined): Promise<Map<string, AttributeInfo>> {
  const joined = await db
    .select({ attribute: attributes, value: attributeValues })
    .from(attributes)
    .leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
    .where(where)
    .orderBy(asc(attributes.position), asc(attributes.id), asc(attributeValues.position), asc(attributeValues.id))
  const map = new Map<string, AttributeInfo>()
  for (const { attribute: row, value: v } of joined) {
    let info = map.get(row.code)
    if (!info) {
      info = { id: row.id, code: row.code, type: row.type, label: row.label, units: row.units, isFilterable: row.isFilterable, position: row.position, values: [] }
      map.set(row.code, info)
    }
    if (v) info.values.push({ id: v.id, label: v.label, value: v.value, mediaId: v.mediaId, position: v.position })
  }
  return map
}

export function localized(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.hr
}

export const optionTypes = optionAttributeTypes
export const rangeTypes: readonly AttributeType[] = ['number', 'date', 'dateTime']
