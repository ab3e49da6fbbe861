import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { defaultSort, sortOptions, type SortOption } from '../../common/catalog/rules'
import type { CategoryView } from '../../common/catalog/types'
import { locales, type Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { categoryFacets, productCategories, productCategoryTranslations } from '../db/schema'
import { findMediaViews } from '../media/media-service'

type CategoryRow = typeof productCategories.$inferSelect

async function toViews(db: Db, rows: CategoryRow[], locale: Locale): Promise<CategoryView[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [texts, totals, mediaViews] = await Promise.all([
    db
      .select()
      .from(productCategoryTranslations)
      .where(and(inArray(productCategoryTranslations.categoryId, ids), inArray(productCategoryTranslations.locale, [locale, 'hr']))),
    db
      .select({ categoryId: categoryFacets.categoryId, total: categoryFacets.total })
      .from(categoryFacets)
      .where(and(inArray(categoryFacets.categoryId, ids), eq(categoryFacets.attributeId, 0), eq(categoryFacets.valueId, 0))),
    findMediaViews(db, rows.flatMap((r) => (r.mediaId ? [r.mediaId] : []))),
  ])
  const text = new Map<number, (typeof texts)[number]>()
  for (const t of texts) if (t.locale === locale || !text.has(t.categoryId)) text.set(t.categoryId, t)
  const count = new Map(totals.map((t) => [t.categoryId, t.total]))
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    name: text.get(row.id)?.name ?? String(row.id),
    slug: text.get(row.id)?.slug ?? String(row.id),
    description: text.get(row.id)?.description ?? '',
    image: row.mediaId ? (mediaViews[row.mediaId] ?? null) : null,
    sortTypes: sortOptions,
    sortDefaultType: (sortOptions as readonly string[]).includes(row.sortDefaultType) ? (row.sortDefaultType as SortOption) : defaultSort,
    productCount: count.get(row.id) ?? 0,
  }))
}

export async function getCategory(db: Db, input: { siteId: number; id: number; locale: Locale }): Promise<CategoryView | null> {
  const rows = await db
    .select()
    .from(productCategories)
    .where(and(eq(productCategories.siteId, input.siteId), eq(productCategories.id, input.id), eq(productCategories.archived, false)))
  const [view] = await toViews(db, rows, input.locale)
  return view ?? null
}

export async function findCategoryBySlug(db: Db, input: { siteId: number; slug: string; locale: Locale }): Promise<CategoryView | null> {
  const [match] = await db
    .select({ id: productCategoryTranslations.categoryId })
    .from(productCategoryTranslations)
    .where(
      and(
        eq(productCategoryTranslations.siteId, input.siteId),
        inArray(productCategoryTranslations.locale, [...locales]),
        eq(productCategoryTranslations.slug, input.slug),
      ),
    )
    .orderBy(sql`${productCategoryTranslations.locale} = ${input.locale} DESC`)
    .limit(1)
  return match ? getCategory(db, { siteId: input.siteId, id: match.id, locale: input.locale }) : null
}

/** Categories of the site, as a flat list or as a tree (§7 web/category/filter `tree: true`). */
export async function listCategories(
  db: Db,
  input: { siteId: number; locale: Locale; parentId?: number | null; tree?: boolean; ids?: number[] },
): Promise<CategoryView[]> {
  const conditions = [eq(productCategories.siteId, input.siteId), eq(productCategories.archived, false)]
  if (input.ids) conditions.push(inArray(productCategories.id, input.ids.length ? input.ids : [0]))
  const rows = await db
    .select()
    .from(productCategories)
    .where(and(...conditions))
    .orderBy(asc(productCategories.position), asc(productCategories.id))
  const views = await toViews(db, rows, input.locale)
  if (!input.tree) {
    return input.parentId === undefined ? views : views.filter((v) => v.parentId === input.parentId)
  }
  const byParent = new Map<number | null, CategoryView[]>()
  for (const view of views) byParent.set(view.parentId, [...(byParent.get(view.parentId) ?? []), view])
  const build = (parentId: number | null): CategoryView[] =>
    (byParent.get(parentId) ?? []).map((view) => ({ ...view, children: build(view.id) }))
  return build(input.parentId ?? null)
}

/** Root-to-leaf names and slugs of a category, for breadcrumbs. */
export async function categoryTrail(db: Db, input: { categoryId: number; locale: Locale }): Promise<{ name: string; slug: string }[]> {
  const [row] = await db.select({ path: productCategories.path }).from(productCategories).where(eq(productCategories.id, input.categoryId))
  if (!row) return []
  const texts = await db
    .select()
    .from(productCategoryTranslations)
    .where(and(inArray(productCategoryTranslations.categoryId, row.path), inArray(productCategoryTranslations.locale, [input.locale, 'hr'])))
  return row.path.flatMap((id) => {
    const t = texts.find((x) => x.categoryId === id && x.locale === input.locale) ?? texts.find((x) => x.categoryId === id)
    return t ? [{ name: t.name, slug: t.slug }] : []
  })
}
