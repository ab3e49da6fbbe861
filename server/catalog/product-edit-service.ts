import { paginationOf } from '../../common/http/envelope'
import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm'
import { searchKey } from '../../common/catalog/rules'
import { PRODUCT_EDIT_PAGE_SIZE, type EditableProduct, type ProductEditRow, type ProductUpdate } from '../../common/catalog/product-edit'
import type { ListResult } from '../../common/http/envelope'
import { locales, type Locale } from '../../common/i18n/locales'
import { slugify } from '../../common/text/slug'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { invalidateSiteCache } from '../cache/site-cache'
import { catalogPages } from './catalog-page-tags'
import { sanitizeEditorHtml } from '../cms/html-sanitizer'
import type { Db } from '../db/client'
import { media, productCategories, productCategoryLinks, products, productTranslations } from '../db/schema'
import { ApiError } from '../http/api-error'
import { EditorApiError } from '../http/editor-api-error'
import { findMediaViews } from '../media/media-service'
import { reindexProducts } from './catalog-index'
import { setMembershipPrice, setProductPrice } from './catalog-write'

/**
 * Issue 10 point 6, the product-list modal: editors list, open and change products in place.
 * Prices go through `setProductPrice`/`setMembershipPrice` (price history, Omnibus); every save
 * is refused when the product changed since the editor opened it, and leaves an audit row.
 */

/** The product-list modal's page: server-paged, searched by name or SKU, filtered by category. */
export async function listProductsForEditor(
  db: Db,
  query: { siteId: number; locale: Locale; search?: string; categoryId?: number; page?: number },
): Promise<ListResult<ProductEditRow>> {
  const conditions = [eq(products.siteId, query.siteId), eq(products.archived, false)]
  const key = query.search ? searchKey(query.search) : ''
  if (key) conditions.push(ilike(products.searchText, `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
  if (query.categoryId) conditions.push(sql`${products.categoryIds} @> ARRAY[${query.categoryId}]::int[]`)
  const where = and(...conditions)
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where)
  const total = Number(counted?.total ?? 0)
  const lastPage = Math.max(1, Math.ceil(total / PRODUCT_EDIT_PAGE_SIZE))
  const page = Math.min(query.page ?? 1, lastPage)
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.sortName), asc(products.id))
    .limit(PRODUCT_EDIT_PAGE_SIZE)
    .offset((page - 1) * PRODUCT_EDIT_PAGE_SIZE)
  const ids = rows.map((row) => row.id)
  const names = ids.length
    ? await db
        .select({ productId: productTranslations.productId, locale: productTranslations.locale, name: productTranslations.name })
        .from(productTranslations)
        .where(inArray(productTranslations.productId, ids))
    : []
  const views = await findMediaViews(db, rows.flatMap((row) => row.mediaIds.slice(0, 1)))
  const nameOf = (id: number) =>
    names.find((n) => n.productId === id && n.locale === query.locale)?.name ?? names.find((n) => n.productId === id && n.locale === 'hr')?.name ?? ''
  return {
    records: rows.map((row) => {
      const view = row.mediaIds[0] ? views[row.mediaIds[0]] : undefined
      return {
        id: row.id,
        sku: row.sku,
        name: nameOf(row.id),
        price: row.price,
        stockQuantity: row.stockQuantity,
        infiniteQuantity: row.infiniteQuantity,
        featured: row.featured,
        thumbnail: view ? (view.variants.thumbnail?.webp ?? view.src) : null,
      }
    }),
    pagination: paginationOf({ page, perPage: PRODUCT_EDIT_PAGE_SIZE, total }),
  }
}

/** One product with every field the editor changes; null when it is not this site's. */
export async function getEditableProduct(db: Db, query: { siteId: number; productId: number }): Promise<EditableProduct | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.siteId, query.siteId), eq(products.id, query.productId)))
  if (!row) return null
  const [texts, links] = await Promise.all([
    db.select().from(productTranslations).where(eq(productTranslations.productId, row.id)),
    db.select({ categoryId: productCategoryLinks.categoryId }).from(productCategoryLinks).where(eq(productCategoryLinks.productId, row.id)),
  ])
  const translations: EditableProduct['translations'] = {}
  for (const text of texts) {
    if ((locales as readonly string[]).includes(text.locale)) {
      translations[text.locale as Locale] = { name: text.name, slug: text.slug, description: text.description }
    }
  }
  return {
    id: row.id,
    sku: row.sku,
    format: row.format,
    version: row.updatedAt.toISOString(),
    price: row.price,
    retailPrice: row.retailPrice,
    membershipPrice: row.membershipPrice,
    stockQuantity: row.stockQuantity,
    infiniteQuantity: row.infiniteQuantity,
    featured: row.featured,
    mediaIds: row.mediaIds,
    categoryIds: links.map((link) => link.categoryId).sort((a, b) => a - b),
    kpdCode: row.kpdCode,
    translations,
  }
}

/** The media views of a product's images, for the editor's preview. */
export async function productMediaViews(db: Db, product: EditableProduct) {
  const views = await findMediaViews(db, product.mediaIds)
  return product.mediaIds.flatMap((id) => (views[id] ? [views[id]] : []))
}

async function requireOwnIds(db: Db, input: { siteId: number; mediaIds: number[]; categoryIds: number[] }): Promise<void> {
  const mediaIds = [...new Set(input.mediaIds)]
  if (mediaIds.length) {
    const found = await db.select({ id: media.id }).from(media).where(and(eq(media.siteId, input.siteId), inArray(media.id, mediaIds)))
    if (found.length !== mediaIds.length) throw new EditorApiError(400, 'UNKNOWN_MEDIA', 'catalogEdit.unknownMedia')
  }
  const categoryIds = [...new Set(input.categoryIds)]
  if (categoryIds.length) {
    const found = await db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(and(eq(productCategories.siteId, input.siteId), inArray(productCategories.id, categoryIds)))
    if (found.length !== categoryIds.length) throw new EditorApiError(400, 'UNKNOWN_CATEGORY', 'catalogEdit.unknownCategory')
  }
}

/** A slug for a new translation: the name's, else with the product id when another product has it. */
async function freeSlug(db: Db, input: { siteId: number; locale: Locale; productId: number; name: string }): Promise<string> {
  const base = slugify(input.name, { locale: input.locale }) || `proizvod-${input.productId}`
  const [taken] = await db
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .where(and(eq(productTranslations.siteId, input.siteId), eq(productTranslations.locale, input.locale), eq(productTranslations.slug, base), ne(productTranslations.productId, input.productId)))
  return taken ? `${base}-${input.productId}` : base
}

/**
 * Saves the product editor's form in one transaction under a row lock. Names keep their slugs
 * (links and bookmarks keep working); a language without a row gets one.
 */
export async function updateProduct(
  db: Db,
  input: { siteId: number; productId: number; actor: AuditActor; change: ProductUpdate },
): Promise<EditableProduct> {
  const { change } = input
  let addedLanguage = false
  const saved = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ updatedAt: products.updatedAt, sku: products.sku })
      .from(products)
      .where(and(eq(products.siteId, input.siteId), eq(products.id, input.productId)))
      .for('update')
    if (!locked) throw ApiError.notFound('PRODUCT_NOT_FOUND')
    if (locked.updatedAt.toISOString() !== change.version) throw new EditorApiError(409, 'PRODUCT_VERSION_CONFLICT', 'catalogEdit.conflict')
    const before = await getEditableProduct(tx, input)
    if (!before) throw ApiError.notFound('PRODUCT_NOT_FOUND')
    await requireOwnIds(tx, { siteId: input.siteId, mediaIds: change.mediaIds, categoryIds: change.categoryIds })

    for (const locale of locales) {
      const text = change.translations[locale]
      if (!text) continue
      if (!before.translations[locale]) addedLanguage = true
      const description = sanitizeEditorHtml(text.description)
      if (before.translations[locale]) {
        await tx
          .update(productTranslations)
          .set({ name: text.name, description })
          .where(and(eq(productTranslations.productId, input.productId), eq(productTranslations.locale, locale)))
      } else {
        const slug = await freeSlug(tx, { siteId: input.siteId, locale, productId: input.productId, name: text.name })
        await tx.insert(productTranslations).values({ productId: input.productId, siteId: input.siteId, locale, name: text.name, slug, description })
      }
    }
    const names = locales.map((locale) => change.translations[locale]?.name ?? before.translations[locale]?.name).filter(Boolean)
    const categoryIds = [...new Set(change.categoryIds)]
    const [current] = await tx.select({ mainCategoryId: products.mainCategoryId }).from(products).where(eq(products.id, input.productId))
    const mainCategoryId = current?.mainCategoryId && categoryIds.includes(current.mainCategoryId) ? current.mainCategoryId : (categoryIds[0] ?? null)
    await tx
      .update(products)
      .set({
        stockQuantity: change.stockQuantity,
        infiniteQuantity: change.infiniteQuantity,
        featured: change.featured,
        mediaIds: [...new Set(change.mediaIds)],
        mainCategoryId,
        ...(change.kpdCode !== undefined ? { kpdCode: change.kpdCode } : {}),
        sortName: searchKey(change.translations.hr.name),
        searchText: searchKey(`${names.join(' ')} ${locked.sku}`),
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, input.productId))
    await setProductPrice(tx, { productId: input.productId, price: change.price, retailPrice: change.retailPrice })
    await setMembershipPrice(tx, { productId: input.productId, membershipPrice: change.membershipPrice })
    const categoriesChanged = categoryIds.slice().sort((a, b) => a - b).join(',') !== before.categoryIds.join(',')
    if (categoriesChanged) {
      await tx.delete(productCategoryLinks).where(eq(productCategoryLinks.productId, input.productId))
      if (categoryIds.length) await tx.insert(productCategoryLinks).values(categoryIds.map((categoryId) => ({ productId: input.productId, categoryId })))
    }
    // The listing index and facet counts (ADR 007) follow the categories.
    await reindexProducts(tx, [input.productId])
    const after = await getEditableProduct(tx, input)
    if (!after) throw new Error('product vanished during its update')
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: 'product.update',
      entityType: 'product',
      entityId: input.productId,
      before,
      after,
    })
    return after
  })
  // Menus and the layout link catalogue targets (ADR 009); a new language version gives one a URL.
  invalidateSiteCache(db, input.siteId, catalogPages({ productIds: [input.productId], linksChanged: addedLanguage }))
  return saved
}
