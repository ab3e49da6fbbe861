import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { searchKey } from '../../common/catalog/rules'
import type { EditableCategory } from '../../common/catalog/product-edit'
import { locales, type Locale } from '../../common/i18n/locales'
import { slugify } from '../../common/text/slug'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { invalidateSiteCache } from '../cache/site-cache'
import { catalogPages } from './catalog-page-tags'
import type { Db } from '../db/client'
import { productCategories, productCategoryLinks, productCategoryTranslations } from '../db/schema'
import { ApiError } from '../http/api-error'
import { EditorApiError } from '../http/editor-api-error'
import { reindexProducts } from './catalog-index'
import { createCategory } from './catalog-write'

/**
 * Issue 10 point 6, the product-categories modal: the category tree with names in every language;
 * rename, add, reorder and move under another parent (never under itself or its own subtree).
 */

type Names = { hr: string; en?: string; de?: string }

/** Every category of the site, flat, in tree order hints (parentId, position). */
export async function listCategoriesForEditor(db: Db, query: { siteId: number }): Promise<EditableCategory[]> {
  const rows = await db
    .select()
    .from(productCategories)
    .where(and(eq(productCategories.siteId, query.siteId), eq(productCategories.archived, false)))
    .orderBy(asc(productCategories.position), asc(productCategories.id))
  const ids = rows.map((row) => row.id)
  const texts = ids.length
    ? await db
        .select({ categoryId: productCategoryTranslations.categoryId, locale: productCategoryTranslations.locale, name: productCategoryTranslations.name })
        .from(productCategoryTranslations)
        .where(inArray(productCategoryTranslations.categoryId, ids))
    : []
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    position: row.position,
    names: Object.fromEntries(texts.filter((text) => text.categoryId === row.id).map((text) => [text.locale, text.name])),
    kpdCode: row.kpdCode,
  }))
}

async function freeCategorySlug(db: Db, input: { siteId: number; locale: Locale; categoryId: number; name: string }): Promise<string> {
  const base = slugify(input.name, { locale: input.locale }) || 'kategorija'
  for (let n = 1; n < 100; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`
    const [taken] = await db
      .select({ id: productCategoryTranslations.categoryId })
      .from(productCategoryTranslations)
      .where(
        and(
          eq(productCategoryTranslations.siteId, input.siteId),
          eq(productCategoryTranslations.locale, input.locale),
          eq(productCategoryTranslations.slug, slug),
          ne(productCategoryTranslations.categoryId, input.categoryId),
        ),
      )
    if (!taken) return slug
  }
  return `${base}-${Date.now()}`
}

/**
 * Writes the names of a category: existing rows keep their slug (links keep working), new languages
 * get one. Answers whether a language was added (links to the category may now resolve there).
 */
async function writeNames(db: Db, input: { siteId: number; categoryId: number; names: Names }): Promise<boolean> {
  let added = false
  const existing = await db
    .select({ locale: productCategoryTranslations.locale })
    .from(productCategoryTranslations)
    .where(eq(productCategoryTranslations.categoryId, input.categoryId))
  for (const locale of locales) {
    const name = input.names[locale]
    if (!name) continue
    if (existing.some((row) => row.locale === locale)) {
      await db
        .update(productCategoryTranslations)
        .set({ name, searchText: searchKey(name) })
        .where(and(eq(productCategoryTranslations.categoryId, input.categoryId), eq(productCategoryTranslations.locale, locale)))
    } else {
      const slug = await freeCategorySlug(db, { siteId: input.siteId, locale, categoryId: input.categoryId, name })
      await db.insert(productCategoryTranslations).values({ categoryId: input.categoryId, siteId: input.siteId, locale, name, slug, searchText: searchKey(name) })
      added = true
    }
  }
  return added
}

async function lockedCategory(db: Db, input: { siteId: number; categoryId: number }) {
  const [row] = await db
    .select()
    .from(productCategories)
    .where(and(eq(productCategories.siteId, input.siteId), eq(productCategories.id, input.categoryId)))
    .for('update')
  return row ?? null
}

async function snapshot(db: Db, input: { siteId: number; categoryId: number }) {
  return (await listCategoriesForEditor(db, { siteId: input.siteId })).find((category) => category.id === input.categoryId) ?? null
}

/** Adds a category as the last child of its parent. */
export async function addCategory(
  db: Db,
  input: { siteId: number; actor: AuditActor; names: Names; parentId: number | null; kpdCode?: string | null },
): Promise<EditableCategory> {
  const created = await db.transaction(async (tx) => {
    if (input.parentId && !(await lockedCategory(tx, { siteId: input.siteId, categoryId: input.parentId }))) {
      throw new EditorApiError(400, 'UNKNOWN_CATEGORY', 'catalogEdit.unknownCategory')
    }
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${productCategories.position}), -1)::int` })
      .from(productCategories)
      .where(and(eq(productCategories.siteId, input.siteId), input.parentId ? eq(productCategories.parentId, input.parentId) : sql`${productCategories.parentId} IS NULL`))
    const translations = []
    for (const locale of locales) {
      const name = input.names[locale]
      if (name) translations.push({ locale, name, slug: await freeCategorySlug(tx, { siteId: input.siteId, locale, categoryId: 0, name }) })
    }
    const id = await createCategory(tx, { siteId: input.siteId, parentId: input.parentId, position: Number(last?.position ?? -1) + 1, translations, kpdCode: input.kpdCode ?? null })
    const after = await snapshot(tx, { siteId: input.siteId, categoryId: id })
    if (!after) throw new Error('category insert vanished')
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'productCategory.create', entityType: 'productCategory', entityId: id, after })
    return after
  })
  // A new category is on no page yet but the listings' category trees.
  invalidateSiteCache(db, input.siteId, catalogPages({}))
  return created
}

/**
 * Renames a category and puts it at `position` among the children of `parentId`. Moving it under
 * itself or one of its descendants is refused; a move rewrites the ancestor paths of its subtree
 * and re-indexes the products in it, so listings and facet counts follow (ADR 007).
 */
export async function updateCategory(
  db: Db,
  input: { siteId: number; categoryId: number; actor: AuditActor; names: Names; parentId: number | null; position: number; kpdCode?: string | null },
): Promise<EditableCategory> {
  let addedLanguage = false
  const updated = await db.transaction(async (tx) => {
    const category = await lockedCategory(tx, input)
    if (!category) throw ApiError.notFound('CATEGORY_NOT_FOUND')
    const before = await snapshot(tx, input)
    let parentPath: number[] = []
    if (input.parentId !== null) {
      const parent = await lockedCategory(tx, { siteId: input.siteId, categoryId: input.parentId })
      if (!parent) throw new EditorApiError(400, 'UNKNOWN_CATEGORY', 'catalogEdit.unknownCategory')
      if (parent.path.includes(category.id) || parent.id === category.id) throw new EditorApiError(400, 'CATEGORY_CYCLE', 'catalogEdit.categoryCycle')
      parentPath = parent.path
    }
    addedLanguage = await writeNames(tx, { siteId: input.siteId, categoryId: category.id, names: input.names })
    // The eRačun's KPD code of its products (absent: left as it is); it changes no page.
    if (input.kpdCode !== undefined) await tx.update(productCategories).set({ kpdCode: input.kpdCode }).where(eq(productCategories.id, category.id))

    // Siblings in their new order, this category at the requested place.
    const siblings = await tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(
        and(
          eq(productCategories.siteId, input.siteId),
          input.parentId === null ? sql`${productCategories.parentId} IS NULL` : eq(productCategories.parentId, input.parentId),
          ne(productCategories.id, category.id),
        ),
      )
      .orderBy(asc(productCategories.position), asc(productCategories.id))
    const order = siblings.map((row) => row.id)
    order.splice(Math.min(input.position, order.length), 0, category.id)
    for (const [position, id] of order.entries()) {
      await tx.update(productCategories).set({ position }).where(eq(productCategories.id, id))
    }

    if (category.parentId !== input.parentId) {
      const newPath = [...parentPath, category.id]
      const oldDepth = category.path.length
      // Every category whose path runs through this one: replace the old prefix with the new path.
      await tx.execute(sql`
        UPDATE product_categories
        SET path = ${sql.raw(`ARRAY[${newPath.join(',')}]::int[]`)} || path[${oldDepth + 1}:]
        WHERE site_id = ${input.siteId} AND ${category.id} = ANY(path)`)
      await tx.update(productCategories).set({ parentId: input.parentId }).where(eq(productCategories.id, category.id))
      const subtree = await tx
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(sql`${productCategories.siteId} = ${input.siteId} AND ${category.id} = ANY(${productCategories.path})`)
      const linked = await tx
        .selectDistinct({ productId: productCategoryLinks.productId })
        .from(productCategoryLinks)
        .where(inArray(productCategoryLinks.categoryId, subtree.map((row) => row.id)))
      await reindexProducts(tx, linked.map((row) => row.productId))
    }
    const after = await snapshot(tx, input)
    if (!after) throw new Error('category vanished during its update')
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'productCategory.update', entityType: 'productCategory', entityId: category.id, before, after })
    return after
  })
  invalidateSiteCache(db, input.siteId, catalogPages({ categoryIds: [input.categoryId], linksChanged: addedLanguage }))
  return updated
}
