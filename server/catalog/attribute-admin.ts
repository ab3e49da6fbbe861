import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import {
  optionAttributeTypes,
  type AdminAttributeDetail,
  type AdminAttributeQuery,
  type AdminAttributeRow,
  type AdminAttributeValueRow,
  type AttributeCategories,
  type AttributeSave,
  type AttributeValueSave,
} from '../../common/catalog/admin-attributes'
import { storedUnits } from '../../common/catalog/attribute-units'
import type { AttributeType } from '../../common/catalog/types'
import { pageOffset, type AdminPage } from '../../common/admin/paging'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { invalidateSiteCache } from '../cache/site-cache'
import { catalogPages } from './catalog-page-tags'
import type { Db } from '../db/client'
import { containsPattern } from '../db/like-pattern'
import { attributes, attributeValues, categoryAttributes, productAttributeValues, productCategories, productVariantAttributes, type LocalizedText } from '../db/schema'
import { ApiError } from '../http/api-error'
import { EditorApiError } from '../http/editor-api-error'

/**
 * Issue 14 point 3: the admin's attributes and their values. No write here changes which values a
 * product has (deleting anything a product uses is refused), so the precomputed facet counts
 * (ADR 007, 024) stay exact: labels, positions and the category panels are read at request time.
 */

type Label = { hr: string; en?: string; de?: string }
const toLabel = (text: LocalizedText): Label => ({ hr: text.hr ?? '', ...(text.en ? { en: text.en } : {}), ...(text.de ? { de: text.de } : {}) })
const storedLabel = (label: Label): LocalizedText => ({ hr: label.hr, ...(label.en ? { en: label.en } : {}), ...(label.de ? { de: label.de } : {}) })

// Correlated subqueries name the outer table themselves: drizzle renders a lone column unqualified.
const productsOfAttribute = sql<number>`(SELECT count(DISTINCT v.product_id)::int FROM product_attribute_values v WHERE v.attribute_id = attributes.id)`
const valuesOfAttribute = sql<number>`(SELECT count(*)::int FROM attribute_values av WHERE av.attribute_id = attributes.id)`

function row(attribute: typeof attributes.$inferSelect, counts: { valueCount: number; productCount: number }): AdminAttributeRow {
  const { id, code, type, label, units, isFilterable, position } = attribute
  return { id, code, type, label: toLabel(label), units, isFilterable, position, valueCount: Number(counts.valueCount), productCount: Number(counts.productCount) }
}

/** The site's attributes in panel order, paged and searched (code or Croatian name) on the server. */
export async function listAttributes(db: Db, input: { siteId: number; query: AdminAttributeQuery }): Promise<AdminPage<AdminAttributeRow>> {
  const { query } = input
  const conditions = [eq(attributes.siteId, input.siteId)]
  if (query.q) {
    const pattern = containsPattern(query.q)
    const found = or(ilike(attributes.code, pattern), ilike(sql`${attributes.label}->>'hr'`, pattern))
    if (found) conditions.push(found)
  }
  const where = and(...conditions)
  const [items, [total]] = await Promise.all([
    db
      .select({ attribute: attributes, valueCount: valuesOfAttribute, productCount: productsOfAttribute })
      .from(attributes)
      .where(where)
      .orderBy(asc(attributes.position), asc(attributes.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(attributes).where(where),
  ])
  return { items: items.map((item) => row(item.attribute, item)), page: query.page, perPage: query.perPage, total: Number(total?.total ?? 0) }
}

/** One attribute with its values (and how many products have each) and the categories that offer it. */
export async function getAttribute(db: Db, input: { siteId: number; id: number }): Promise<AdminAttributeDetail> {
  const [found] = await db
    .select({ attribute: attributes, valueCount: valuesOfAttribute, productCount: productsOfAttribute })
    .from(attributes)
    .where(and(eq(attributes.siteId, input.siteId), eq(attributes.id, input.id)))
  if (!found) throw ApiError.notFound('ATTRIBUTE_NOT_FOUND')
  const [values, categories] = await Promise.all([
    db
      .select({
        value: attributeValues,
        productCount: sql<number>`(SELECT count(DISTINCT v.product_id)::int FROM product_attribute_values v WHERE v.value_id = attribute_values.id)`,
      })
      .from(attributeValues)
      .where(eq(attributeValues.attributeId, input.id))
      .orderBy(asc(attributeValues.position), asc(attributeValues.id)),
    db.select({ categoryId: categoryAttributes.categoryId }).from(categoryAttributes).where(eq(categoryAttributes.attributeId, input.id)),
  ])
  return {
    attribute: row(found.attribute, found),
    values: values.map(({ value, productCount }): AdminAttributeValueRow => ({ id: value.id, label: toLabel(value.label), value: value.value, position: value.position, productCount: Number(productCount) })),
    categoryIds: categories.map((c) => c.categoryId).sort((a, b) => a - b),
  }
}

async function lockAttribute(db: Db, input: { siteId: number; id: number }) {
  const [found] = await db.select().from(attributes).where(and(eq(attributes.siteId, input.siteId), eq(attributes.id, input.id))).for('update')
  if (!found) throw ApiError.notFound('ATTRIBUTE_NOT_FOUND')
  return found
}

async function productsUsing(db: Db, where: { attributeId?: number; valueId?: number }): Promise<number> {
  const condition = where.valueId ? eq(productAttributeValues.valueId, where.valueId) : eq(productAttributeValues.attributeId, where.attributeId ?? 0)
  const [values] = await db.select({ n: sql<number>`count(DISTINCT ${productAttributeValues.productId})::int` }).from(productAttributeValues).where(condition)
  let used = Number(values?.n ?? 0)
  if (where.attributeId && !where.valueId) {
    const [variants] = await db.select({ n: count() }).from(productVariantAttributes).where(eq(productVariantAttributes.attributeId, where.attributeId))
    used += Number(variants?.n ?? 0)
  }
  return used
}

/** What a product's value of this type is: list types share one kind; yes/no needs its two fixed values. */
function valueKind(type: AttributeType): string {
  if (type === 'yesNo') return 'yesNo'
  return optionAttributeTypes.includes(type) ? 'option' : type
}

/** Creates (no id) or changes an attribute. A type change that would strand products' values is 409. */
export async function saveAttribute(db: Db, input: { siteId: number; actor: AuditActor; id?: number; attribute: AttributeSave }): Promise<AdminAttributeDetail> {
  const change = input.attribute
  const values = {
    code: change.code,
    type: change.type,
    label: storedLabel(change.label),
    units: storedUnits(change.units),
    isFilterable: change.isFilterable,
    position: change.position,
  }
  const id = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: attributes.id }).from(attributes).where(and(eq(attributes.siteId, input.siteId), eq(attributes.code, change.code)))
    if (taken && taken.id !== input.id) throw new EditorApiError(409, 'ATTRIBUTE_CODE_TAKEN', 'catalogEdit.attributeCodeTaken')
    let before: unknown = null
    let savedId: number
    if (input.id) {
      const current = await lockAttribute(tx, { siteId: input.siteId, id: input.id })
      if (valueKind(current.type) !== valueKind(change.type) && (await productsUsing(tx, { attributeId: current.id })) > 0) {
        throw new EditorApiError(409, 'ATTRIBUTE_TYPE_LOCKED', 'catalogEdit.attributeTypeLocked')
      }
      before = current
      await tx.update(attributes).set(values).where(eq(attributes.id, current.id))
      savedId = current.id
    } else {
      const [created] = await tx.insert(attributes).values({ siteId: input.siteId, ...values }).returning({ id: attributes.id })
      if (!created) throw new Error('attribute insert returned nothing')
      savedId = created.id
      if (change.type === 'yesNo') {
        await tx.insert(attributeValues).values([
          { attributeId: savedId, label: { hr: 'Da', en: 'Yes', de: 'Ja' }, value: 'yes', position: 0 },
          { attributeId: savedId, label: { hr: 'Ne', en: 'No', de: 'Nein' }, value: 'no', position: 1 },
        ])
      }
    }
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: input.id ? 'attribute.update' : 'attribute.create', entityType: 'attribute', entityId: savedId, before, after: values })
    return savedId
  })
  invalidateSiteCache(db, input.siteId, catalogPages({}))
  return getAttribute(db, { siteId: input.siteId, id })
}

/** Deletes an attribute no product uses; its values and its places in category panels go with it. */
export async function deleteAttribute(db: Db, input: { siteId: number; actor: AuditActor; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockAttribute(tx, input)
    const used = await productsUsing(tx, { attributeId: current.id })
    if (used > 0) throw new EditorApiError(409, 'ATTRIBUTE_IN_USE', 'catalogEdit.attributeInUse', { count: used })
    await tx.delete(attributes).where(eq(attributes.id, current.id))
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'attribute.delete', entityType: 'attribute', entityId: current.id, before: current })
  })
  invalidateSiteCache(db, input.siteId, catalogPages({}))
}

/** A yes/no attribute's two values are what its filter looks up ('yes'/'no'): only their names change. */
const yesNoFixed = () => new EditorApiError(409, 'ATTRIBUTE_VALUES_FIXED', 'catalogEdit.attributeValuesFixed')

/** Creates (no valueId) or changes a value of the attribute. */
export async function saveAttributeValue(
  db: Db,
  input: { siteId: number; actor: AuditActor; attributeId: number; valueId?: number; value: AttributeValueSave },
): Promise<AdminAttributeDetail> {
  const values = { label: storedLabel(input.value.label), value: input.value.value, position: input.value.position }
  await db.transaction(async (tx) => {
    const attribute = await lockAttribute(tx, { siteId: input.siteId, id: input.attributeId })
    let before: unknown = null
    let savedId: number
    if (input.valueId) {
      const [current] = await tx
        .select()
        .from(attributeValues)
        .where(and(eq(attributeValues.attributeId, input.attributeId), eq(attributeValues.id, input.valueId)))
        .for('update')
      if (!current) throw ApiError.notFound('ATTRIBUTE_VALUE_NOT_FOUND')
      if (attribute.type === 'yesNo' && current.value !== values.value) throw yesNoFixed()
      before = current
      await tx.update(attributeValues).set(values).where(eq(attributeValues.id, current.id))
      savedId = current.id
    } else {
      if (attribute.type === 'yesNo') throw yesNoFixed()
      const [created] = await tx.insert(attributeValues).values({ attributeId: input.attributeId, ...values }).returning({ id: attributeValues.id })
      if (!created) throw new Error('attribute value insert returned nothing')
      savedId = created.id
    }
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: input.valueId ? 'attributeValue.update' : 'attributeValue.create',
      entityType: 'attributeValue',
      entityId: savedId,
      before,
      after: { attributeId: input.attributeId, ...values },
    })
  })
  invalidateSiteCache(db, input.siteId, catalogPages({}))
  return getAttribute(db, { siteId: input.siteId, id: input.attributeId })
}

/** Deletes a value no product has (409 with the count otherwise). */
export async function deleteAttributeValue(db: Db, input: { siteId: number; actor: AuditActor; attributeId: number; valueId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const attribute = await lockAttribute(tx, { siteId: input.siteId, id: input.attributeId })
    if (attribute.type === 'yesNo') throw yesNoFixed()
    const [current] = await tx
      .select()
      .from(attributeValues)
      .where(and(eq(attributeValues.attributeId, input.attributeId), eq(attributeValues.id, input.valueId)))
      .for('update')
    if (!current) throw ApiError.notFound('ATTRIBUTE_VALUE_NOT_FOUND')
    const used = await productsUsing(tx, { valueId: current.id })
    if (used > 0) throw new EditorApiError(409, 'ATTRIBUTE_VALUE_IN_USE', 'catalogEdit.attributeValueInUse', { count: used })
    await tx.delete(attributeValues).where(eq(attributeValues.id, current.id))
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'attributeValue.delete', entityType: 'attributeValue', entityId: current.id, before: current })
  })
  invalidateSiteCache(db, input.siteId, catalogPages({}))
}

/**
 * Sets which categories' filter panels offer the attribute. A newly added category gets it last in
 * its panel; categories that keep it keep their order. Unknown categories are 400.
 */
export async function setAttributeCategories(
  db: Db,
  input: { siteId: number; actor: AuditActor; attributeId: number; change: AttributeCategories },
): Promise<AdminAttributeDetail> {
  const wanted = [...new Set(input.change.categoryIds)]
  await db.transaction(async (tx) => {
    await lockAttribute(tx, { siteId: input.siteId, id: input.attributeId })
    if (wanted.length) {
      const known = await tx.select({ id: productCategories.id }).from(productCategories).where(and(eq(productCategories.siteId, input.siteId), inArray(productCategories.id, wanted)))
      if (known.length !== wanted.length) throw ApiError.badRequest('UNKNOWN_CATEGORY')
    }
    const current = await tx.select({ categoryId: categoryAttributes.categoryId }).from(categoryAttributes).where(eq(categoryAttributes.attributeId, input.attributeId))
    const before = current.map((c) => c.categoryId).sort((a, b) => a - b)
    const removed = before.filter((id) => !wanted.includes(id))
    const added = wanted.filter((id) => !before.includes(id))
    if (removed.length) {
      await tx.delete(categoryAttributes).where(and(eq(categoryAttributes.attributeId, input.attributeId), inArray(categoryAttributes.categoryId, removed)))
    }
    for (const categoryId of added) {
      const [last] = await tx.select({ max: sql<number | null>`max(${categoryAttributes.position})` }).from(categoryAttributes).where(eq(categoryAttributes.categoryId, categoryId))
      await tx.insert(categoryAttributes).values({ categoryId, attributeId: input.attributeId, position: (last?.max ?? -1) + 1 })
    }
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: 'attribute.categories',
      entityType: 'attribute',
      entityId: input.attributeId,
      before: { categoryIds: before },
      after: { categoryIds: [...wanted].sort((a, b) => a - b) },
    })
  })
  invalidateSiteCache(db, input.siteId, catalogPages({}))
  return getAttribute(db, { siteId: input.siteId, id: input.attributeId })
}
