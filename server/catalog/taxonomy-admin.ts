import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { AdminCategoryRow, AdminTagRow, TagSave } from '../../common/catalog/admin-taxonomy'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { invalidateSiteCache } from '../cache/site-cache'
import { catalogPages } from './catalog-page-tags'
import type { Db } from '../db/client'
import { productCategories, productCategoryLinks, productTagLinks, productTags } from '../db/schema'
import { ApiError } from '../http/api-error'
import { EditorApiError } from '../http/editor-api-error'
import { listCategoriesForEditor } from './category-edit-service'

/**
 * Issue 14 point 3: the admin's category tree and tags. Creating, renaming and moving categories
 * reuse the edit-mode service (ADR 018: paths, cycles, re-indexing); deleting is for empty ones.
 */

/** The category tree in display order (depth-first), with how many products and children each has. */
export async function listCategoryTree(db: Db, input: { siteId: number }): Promise<AdminCategoryRow[]> {
  const [categories, counts] = await Promise.all([
    listCategoriesForEditor(db, input),
    db
      .select({ categoryId: productCategoryLinks.categoryId, total: sql<number>`count(*)::int` })
      .from(productCategoryLinks)
      .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
      .where(eq(productCategories.siteId, input.siteId))
      .groupBy(productCategoryLinks.categoryId),
  ])
  const productCount = new Map(counts.map((c) => [c.categoryId, Number(c.total)]))
  const children = (parentId: number | null) =>
    categories.filter((c) => c.parentId === parentId).sort((a, b) => a.position - b.position || a.id - b.id)
  const known = new Set(categories.map((c) => c.id))
  const rows: AdminCategoryRow[] = []
  const walk = (parentId: number | null, depth: number) => {
    for (const category of children(parentId)) {
      rows.push({ ...category, depth, productCount: productCount.get(category.id) ?? 0, childCount: children(category.id).length })
      walk(category.id, depth + 1)
    }
  }
  walk(null, 0)
  // A category under an archived parent still shows, at the top level.
  for (const orphan of categories.filter((c) => c.parentId !== null && !known.has(c.parentId))) {
    rows.push({ ...orphan, depth: 0, productCount: productCount.get(orphan.id) ?? 0, childCount: children(orphan.id).length })
    walk(orphan.id, 1)
  }
  return rows
}

/** Deletes a category that has no subcategories and no products (409 otherwise). */
export async function deleteEmptyCategory(db: Db, input: { siteId: number; categoryId: number; actor: AuditActor }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(productCategories)
      .where(and(eq(productCategories.siteId, input.siteId), eq(productCategories.id, input.categoryId)))
      .for('update')
    if (!row) throw ApiError.notFound('CATEGORY_NOT_FOUND')
    const [child] = await tx.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.parentId, row.id)).limit(1)
    const [link] = await tx.select({ id: productCategoryLinks.productId }).from(productCategoryLinks).where(eq(productCategoryLinks.categoryId, row.id)).limit(1)
    if (child || link) throw new EditorApiError(409, 'CATEGORY_NOT_EMPTY', 'catalogEdit.categoryNotEmpty')
    // Its facet rows (ADR 007) go with it: nothing is listed in an empty category.
    await tx.execute(sql`DELETE FROM category_facets WHERE category_id = ${row.id}`)
    await tx.delete(productCategories).where(eq(productCategories.id, row.id))
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'category.delete', entityType: 'category', entityId: row.id, before: row })
  })
  invalidateSiteCache(db, input.siteId, catalogPages({ categoryIds: [input.categoryId], linksChanged: true }))
}

export async function listTags(db: Db, input: { siteId: number }): Promise<AdminTagRow[]> {
  const rows = await db
    .select({ id: productTags.id, slug: productTags.slug, label: productTags.label, productCount: sql<number>`count(${productTagLinks.productId})::int` })
    .from(productTags)
    .leftJoin(productTagLinks, eq(productTagLinks.tagId, productTags.id))
    .where(eq(productTags.siteId, input.siteId))
    .groupBy(productTags.id)
    .orderBy(asc(productTags.slug))
  return rows.map((row) => ({ ...row, label: { hr: row.label.hr ?? '', en: row.label.en, de: row.label.de }, productCount: Number(row.productCount) }))
}

async function refuseTakenSlug(db: Db, input: { siteId: number; slug: string; exceptId?: number }): Promise<void> {
  const conditions = [eq(productTags.siteId, input.siteId), eq(productTags.slug, input.slug)]
  if (input.exceptId) conditions.push(ne(productTags.id, input.exceptId))
  const [taken] = await db.select({ id: productTags.id }).from(productTags).where(and(...conditions))
  if (taken) throw new EditorApiError(409, 'TAG_SLUG_TAKEN', 'catalogEdit.tagSlugTaken')
}

/** Creates (no id) or changes a tag; its products keep it. */
export async function saveTag(db: Db, input: { siteId: number; actor: AuditActor; id?: number; tag: TagSave }): Promise<AdminTagRow> {
  const id = await db.transaction(async (tx) => {
    await refuseTakenSlug(tx, { siteId: input.siteId, slug: input.tag.slug, exceptId: input.id })
    const label = { hr: input.tag.label.hr, ...(input.tag.label.en ? { en: input.tag.label.en } : {}), ...(input.tag.label.de ? { de: input.tag.label.de } : {}) }
    let before: unknown = null
    let savedId: number
    if (input.id) {
      const [row] = await tx.select().from(productTags).where(and(eq(productTags.siteId, input.siteId), eq(productTags.id, input.id))).for('update')
      if (!row) throw ApiError.notFound('TAG_NOT_FOUND')
      before = row
      await tx.update(productTags).set({ slug: input.tag.slug, label }).where(eq(productTags.id, row.id))
      savedId = row.id
    } else {
      const [row] = await tx.insert(productTags).values({ siteId: input.siteId, slug: input.tag.slug, label }).returning({ id: productTags.id })
      if (!row) throw new Error('tag insert returned nothing')
      savedId = row.id
    }
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: input.id ? 'tag.update' : 'tag.create',
      entityType: 'tag',
      entityId: savedId,
      before,
      after: { slug: input.tag.slug, label },
    })
    return savedId
  })
  invalidateSiteCache(db, input.siteId, catalogPages({}))
  const saved = (await listTags(db, { siteId: input.siteId })).find((tag) => tag.id === id)
  if (!saved) throw new Error('saved tag vanished')
  return saved
}

/** Deletes a tag; its products simply lose it. */
export async function deleteTag(db: Db, input: { siteId: number; actor: AuditActor; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(productTags).where(and(eq(productTags.siteId, input.siteId), eq(productTags.id, input.id))).for('update')
    if (!row) throw ApiError.notFound('TAG_NOT_FOUND')
    await tx.delete(productTags).where(eq(productTags.id, row.id))
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'tag.delete', entityType: 'tag', entityId: row.id, before: row })
  })
  invalidateSiteCache(db, input.siteId, catalogPages({}))
}
