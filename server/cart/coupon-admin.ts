import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm'
import type { AdminPage } from '../../common/admin/paging'
import { pageOffset } from '../../common/admin/paging'
import type { CouponDetailView, CouponListQuery, CouponRowView, CouponSave, CouponState } from '../../common/coupons/schemas'
import { isoDayInSiteZone, startOfNextSiteDay, startOfSiteDay } from '../../common/i18n/dates'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { containsPattern } from '../db/like-pattern'
import { coupons, productCategories, productCategoryTranslations, products } from '../db/schema'
import { ApiError } from '../http/api-error'
import type { CouponRow } from './coupon-rules'

function stateOf(row: CouponRow, now: Date): CouponState {
  if (!row.isActive) return 'inactive'
  if (row.validUntil && row.validUntil <= now) return 'expired'
  if (row.validFrom && row.validFrom > now) return 'scheduled'
  return 'active'
}

function stateCondition(state: CouponState, now: Date): SQL | undefined {
  switch (state) {
    case 'inactive':
      return not(coupons.isActive)
    case 'expired':
      return and(coupons.isActive, lte(coupons.validUntil, now))
    case 'scheduled':
      return and(coupons.isActive, gt(coupons.validFrom, now))
    case 'active':
      return and(coupons.isActive, or(isNull(coupons.validUntil), gt(coupons.validUntil, now)), or(isNull(coupons.validFrom), lte(coupons.validFrom, now)))
  }
}

function toRowView(row: CouponRow, now: Date): CouponRowView {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    freeDelivery: row.freeDelivery,
    minCartValue: row.minCartValue,
    validFrom: row.validFrom ? isoDayInSiteZone(row.validFrom.toISOString()) : null,
    // Stored as the exclusive end; shown as the last day it works.
    validUntil: row.validUntil ? isoDayInSiteZone(new Date(row.validUntil.getTime() - 1).toISOString()) : null,
    usageLimit: row.usageLimit,
    usageLimitPerCustomer: row.usageLimitPerCustomer,
    usedCount: row.usedCount,
    isActive: row.isActive,
    state: stateOf(row, now),
  }
}

/** The admin list: newest first, filtered by state and code, one page at a time. */
export async function listCoupons(db: Db, input: { siteId: number; query: CouponListQuery; now?: Date }): Promise<AdminPage<CouponRowView>> {
  const now = input.now ?? new Date()
  const { query } = input
  const where = and(
    eq(coupons.siteId, input.siteId),
    query.q ? ilike(coupons.code, containsPattern(query.q)) : undefined,
    query.state ? stateCondition(query.state, now) : undefined,
  )
  const [total] = await db.select({ value: count() }).from(coupons).where(where)
  const rows = await db.select().from(coupons).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(query.perPage).offset(pageOffset(query))
  return { items: rows.map((row) => toRowView(row, now)), page: query.page, perPage: query.perPage, total: total?.value ?? 0 }
}

async function couponOfSite(db: Db, siteId: number, id: number): Promise<CouponRow> {
  const [row] = await db.select().from(coupons).where(and(eq(coupons.siteId, siteId), eq(coupons.id, id)))
  if (!row) throw ApiError.notFound('COUPON_NOT_FOUND')
  return row
}

export async function getCoupon(db: Db, input: { siteId: number; id: number }): Promise<CouponDetailView> {
  const row = await couponOfSite(db, input.siteId, input.id)
  const skus = row.productIds.length
    ? await db.select({ sku: products.sku }).from(products).where(and(eq(products.siteId, input.siteId), inArray(products.id, row.productIds))).orderBy(asc(products.sku))
    : []
  return { ...toRowView(row, new Date()), productSkus: skus.map((s) => s.sku), categoryIds: row.categoryIds }
}

/** The payload as columns: SKUs → product ids, days → instants in the shop's time zone. */
async function toColumns(db: Db, siteId: number, payload: CouponSave) {
  const skus = [...new Set(payload.productSkus)]
  const found = skus.length ? await db.select({ id: products.id, sku: products.sku }).from(products).where(and(eq(products.siteId, siteId), inArray(products.sku, skus))) : []
  const missing = skus.filter((sku) => !found.some((row) => row.sku === sku))
  if (missing.length) throw new ApiError(400, 'UNKNOWN_SKU', 'error.badRequest', undefined, { productSkus: missing.join(', ') })
  const categoryIds = [...new Set(payload.categoryIds)]
  if (categoryIds.length) {
    const [known] = await db.select({ value: count() }).from(productCategories).where(and(eq(productCategories.siteId, siteId), inArray(productCategories.id, categoryIds)))
    if ((known?.value ?? 0) !== categoryIds.length) throw new ApiError(400, 'UNKNOWN_CATEGORY', 'error.badRequest', undefined, { categoryIds: 'unknown' })
  }
  return {
    code: payload.code,
    type: payload.type,
    value: payload.value,
    productIds: found.map((row) => row.id).sort((a, b) => a - b),
    categoryIds,
    minCartValue: payload.minCartValue,
    validFrom: payload.validFrom ? startOfSiteDay(payload.validFrom) : null,
    validUntil: payload.validUntil ? startOfNextSiteDay(payload.validUntil) : null,
    usageLimit: payload.usageLimit,
    usageLimitPerCustomer: payload.usageLimitPerCustomer,
    freeDelivery: payload.freeDelivery,
    isActive: payload.isActive,
  }
}

async function assertCodeFree(db: Db, siteId: number, code: string, exceptId?: number): Promise<void> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.siteId, siteId), eq(coupons.code, code)))
  if (row && row.id !== exceptId) throw new ApiError(409, 'COUPON_CODE_TAKEN', 'error.badRequest', undefined, { code: 'taken' })
}

export async function createCoupon(db: Db, input: { siteId: number; actor: AuditActor; payload: CouponSave }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, input.siteId, input.payload.code)
    const columns = await toColumns(tx, input.siteId, input.payload)
    const [row] = await tx.insert(coupons).values({ siteId: input.siteId, ...columns }).returning()
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'coupon.create', entityType: 'coupon', entityId: row!.id, after: columns })
    return { id: row!.id }
  })
}

/** Changes every rule; uses already spent stay counted. */
export async function updateCoupon(db: Db, input: { siteId: number; actor: AuditActor; id: number; payload: CouponSave }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await couponOfSite(tx, input.siteId, input.id)
    await assertCodeFree(tx, input.siteId, input.payload.code, input.id)
    const columns = await toColumns(tx, input.siteId, input.payload)
    await tx.update(coupons).set(columns).where(eq(coupons.id, before.id))
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'coupon.update', entityType: 'coupon', entityId: before.id, before, after: columns })
  })
}

/** Deactivating keeps the coupon and its redemptions; carts holding it drop it on their next read. */
export async function setCouponActive(db: Db, input: { siteId: number; actor: AuditActor; id: number; isActive: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await couponOfSite(tx, input.siteId, input.id)
    await tx.update(coupons).set({ isActive: input.isActive }).where(eq(coupons.id, before.id))
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: input.isActive ? 'coupon.activate' : 'coupon.deactivate',
      entityType: 'coupon',
      entityId: before.id,
      before: { isActive: before.isActive },
      after: { isActive: input.isActive },
    })
  })
}

/** Categories a coupon can be limited to, by their hr name (the form's choices). */
export async function couponCategoryChoices(db: Db, input: { siteId: number }): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: productCategories.id, name: sql<string>`coalesce(${productCategoryTranslations.name}, ${productCategories.id}::text)` })
    .from(productCategories)
    .leftJoin(productCategoryTranslations, and(eq(productCategoryTranslations.categoryId, productCategories.id), eq(productCategoryTranslations.locale, 'hr')))
    .where(eq(productCategories.siteId, input.siteId))
    .orderBy(asc(productCategoryTranslations.name))
    .limit(500)
}
