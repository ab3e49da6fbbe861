import { and, eq, or, sql } from 'drizzle-orm'
import { isSectionHandler, sectionDefinitions } from '../../common/cms/sections'
import type { SectionData } from '../../common/cms/section'
import type { MediaUsagePlace } from '../../common/media/media-usage'
import type { Db } from '../db/client'
import { layoutElements, pages, posts, productCategories, productCategoryTranslations, products, productTranslations, sectionMasters } from '../db/schema'

/** True when a `{ mediaId: id }` object sits anywhere in the value (sections, parts, drafts). */
function refersTo(value: unknown, id: number): boolean {
  if (Array.isArray(value)) return value.some((item) => refersTo(item, id))
  if (!value || typeof value !== 'object') return false
  const record = value as Record<string, unknown>
  if (record.mediaId === id) return true
  return Object.values(record).some((item) => refersTo(item, id))
}

function sectionNames(sections: unknown, id: number): string[] {
  if (!Array.isArray(sections)) return []
  return (sections as SectionData[])
    .map((section, index) => ({ section, index }))
    .filter(({ section }) => refersTo(section, id))
    .map(({ section, index }) => `${index + 1}. ${section.meta?.label ?? (isSectionHandler(section.handler) ? sectionDefinitions[section.handler].title : section.handler)}`)
}

/**
 * Every place that shows a media item (issue 10 point 8): pages (published sections or the draft,
 * with the sections that use it), header/footer elements, master components, products, product
 * categories and post covers. JSON content is searched with a JSON path query (ADR 003).
 */
export async function findMediaPlaces(db: Db, query: { siteId: number; id: number }): Promise<MediaUsagePlace[]> {
  const id = Number(query.id)
  const jsonPath = `$.** ? (@.mediaId == ${id})`
  const contains = (column: unknown) => sql`jsonb_path_exists(coalesce(${column}, '{}'::jsonb), ${jsonPath}::jsonpath)`
  const [pageRows, elementRows, masterRows, productRows, categoryRows, postRows] = await Promise.all([
    db
      .select({ id: pages.id, locale: pages.locale, slug: pages.slug, title: pages.title, sections: pages.sections, draft: pages.draft })
      .from(pages)
      .where(and(eq(pages.siteId, query.siteId), or(contains(pages.sections), contains(pages.draft)))),
    db
      .select({ id: layoutElements.id, title: layoutElements.title, handler: layoutElements.handler, locale: layoutElements.locale })
      .from(layoutElements)
      .where(and(eq(layoutElements.siteId, query.siteId), contains(layoutElements.parts))),
    db
      .select({ id: sectionMasters.id, title: sectionMasters.title, section: sectionMasters.section })
      .from(sectionMasters)
      .where(and(eq(sectionMasters.siteId, query.siteId), or(contains(sectionMasters.section), contains(sectionMasters.draft)))),
    db
      .select({
        id: products.id,
        sku: products.sku,
        name: sql<string | null>`coalesce(min(${productTranslations.name}) filter (where ${productTranslations.locale} = 'hr'), min(${productTranslations.name}))`,
      })
      .from(products)
      .leftJoin(productTranslations, eq(productTranslations.productId, products.id))
      .where(and(eq(products.siteId, query.siteId), sql`${id} = any(${products.mediaIds})`))
      .groupBy(products.id),
    db
      .select({
        id: productCategories.id,
        name: sql<
          string | null
        >`coalesce(min(${productCategoryTranslations.name}) filter (where ${productCategoryTranslations.locale} = 'hr'), min(${productCategoryTranslations.name}))`,
      })
      .from(productCategories)
      .leftJoin(productCategoryTranslations, eq(productCategoryTranslations.categoryId, productCategories.id))
      .where(and(eq(productCategories.siteId, query.siteId), eq(productCategories.mediaId, id)))
      .groupBy(productCategories.id),
    db
      .select({ id: posts.id, title: posts.title, locale: posts.locale, slug: posts.slug })
      .from(posts)
      .where(and(eq(posts.siteId, query.siteId), eq(posts.coverMediaId, id))),
  ])
  const places: MediaUsagePlace[] = []
  for (const page of pageRows) {
    const isPublished = refersTo(page.sections, id)
    const draftSections = (page.draft as { sections?: unknown } | null)?.sections
    const names = [...new Set([...sectionNames(page.sections, id), ...sectionNames(draftSections, id)])]
    const detail = [`${page.locale}/${page.slug}`, ...names].join(' · ')
    places.push({ kind: 'page', id: page.id, title: page.title, detail, isDraftOnly: !isPublished })
  }
  for (const element of elementRows) places.push({ kind: 'layout', id: element.id, title: element.title, detail: `${element.handler} · ${element.locale}`, isDraftOnly: false })
  for (const master of masterRows) places.push({ kind: 'master', id: master.id, title: master.title, detail: null, isDraftOnly: !refersTo(master.section, id) })
  for (const product of productRows) places.push({ kind: 'product', id: product.id, title: product.name ?? product.sku, detail: product.sku, isDraftOnly: false })
  for (const category of categoryRows) places.push({ kind: 'category', id: category.id, title: category.name ?? String(category.id), detail: null, isDraftOnly: false })
  for (const post of postRows) places.push({ kind: 'post', id: post.id, title: post.title, detail: `${post.locale}/${post.slug}`, isDraftOnly: false })
  return places
}
