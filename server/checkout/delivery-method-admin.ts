import { and, asc, count, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm'
import { pageOffset, type AdminPage } from '../../common/admin/paging'
import type { DeliveryMethodDetailView, DeliveryMethodRowView, DeliveryMethodSave, ShippingListQuery } from '../../common/shipping/schemas'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { containsPattern } from '../db/like-pattern'
import { countries, deliveryBranches, deliveryMethods } from '../db/schema'
import { ApiError } from '../http/api-error'
import { compactTexts } from './method-texts'

type DeliveryMethodRow = typeof deliveryMethods.$inferSelect

function toRowView(row: DeliveryMethodRow, branches: number): DeliveryMethodRowView {
  return {
    id: row.id,
    code: row.code,
    name: { hr: row.name.hr ?? '', ...row.name },
    price: row.price,
    freeFrom: row.freeFrom,
    countries: row.countries,
    branchCount: branches,
    position: row.position,
    isActive: row.isActive,
  }
}

/** The admin list in checkout's order (position, then id), filtered by code/name and on/off. */
export async function listDeliveryMethods(db: Db, input: { siteId: number; query: ShippingListQuery }): Promise<AdminPage<DeliveryMethodRowView>> {
  const { query } = input
  const where = and(
    eq(deliveryMethods.siteId, input.siteId),
    query.q ? or(ilike(deliveryMethods.code, containsPattern(query.q)), ilike(sql`${deliveryMethods.name}::text`, containsPattern(query.q))) : undefined,
    query.active ? eq(deliveryMethods.isActive, query.active === 'yes') : undefined,
  )
  const [total] = await db.select({ value: count() }).from(deliveryMethods).where(where)
  const rows = await db.select().from(deliveryMethods).where(where).orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id)).limit(query.perPage).offset(pageOffset(query))
  const counts = rows.length
    ? await db
        .select({ methodId: deliveryBranches.deliveryMethodId, value: count() })
        .from(deliveryBranches)
        .where(inArray(deliveryBranches.deliveryMethodId, rows.map((row) => row.id)))
        .groupBy(deliveryBranches.deliveryMethodId)
    : []
  const branchesOf = (id: number) => counts.find((row) => row.methodId === id)?.value ?? 0
  return { items: rows.map((row) => toRowView(row, branchesOf(row.id))), page: query.page, perPage: query.perPage, total: total?.value ?? 0 }
}

async function methodOfSite(db: Db, siteId: number, id: number): Promise<DeliveryMethodRow> {
  const [row] = await db.select().from(deliveryMethods).where(and(eq(deliveryMethods.siteId, siteId), eq(deliveryMethods.id, id)))
  if (!row) throw ApiError.notFound('DELIVERY_METHOD_NOT_FOUND')
  return row
}

export async function getDeliveryMethod(db: Db, input: { siteId: number; id: number }): Promise<DeliveryMethodDetailView> {
  const row = await methodOfSite(db, input.siteId, input.id)
  const branches = await db
    .select({ id: deliveryBranches.id, name: deliveryBranches.name, address: deliveryBranches.address })
    .from(deliveryBranches)
    .where(eq(deliveryBranches.deliveryMethodId, row.id))
    .orderBy(asc(deliveryBranches.position), asc(deliveryBranches.id))
  return { ...toRowView(row, branches.length), description: row.description, countryPrices: row.countryPrices, branches }
}

/** Every country named must be one the install knows (the countries table). */
async function assertKnownCountries(db: Db, payload: DeliveryMethodSave): Promise<void> {
  const named = [...new Set([...payload.countries, ...Object.keys(payload.countryPrices)])]
  if (!named.length) return
  const known = await db.select({ iso: countries.iso }).from(countries).where(inArray(countries.iso, named))
  const missing = named.filter((iso) => !known.some((row) => row.iso === iso))
  if (missing.length) throw new ApiError(400, 'UNKNOWN_COUNTRY', 'error.badRequest', undefined, { countries: missing.join(', ') })
}

async function assertCodeFree(db: Db, siteId: number, code: string, exceptId?: number): Promise<void> {
  const [row] = await db.select({ id: deliveryMethods.id }).from(deliveryMethods).where(and(eq(deliveryMethods.siteId, siteId), eq(deliveryMethods.code, code)))
  if (row && row.id !== exceptId) throw new ApiError(409, 'DELIVERY_METHOD_CODE_TAKEN', 'error.badRequest', undefined, { code: 'taken' })
}

function toColumns(payload: DeliveryMethodSave) {
  return {
    code: payload.code,
    name: compactTexts(payload.name),
    description: compactTexts(payload.description),
    price: payload.price,
    countryPrices: payload.countryPrices,
    countries: [...new Set(payload.countries)].sort(),
    freeFrom: payload.freeFrom,
    position: payload.position,
    isActive: payload.isActive,
  }
}

/**
 * The branches as listed: listed ids are updated in place (orders and carts keep pointing at them),
 * new ones inserted, the ones no longer listed removed (orders keep the branch's name).
 */
async function replaceBranches(tx: Db, methodId: number, branches: DeliveryMethodSave['branches']): Promise<void> {
  const keptIds = branches.flatMap((branch) => (branch.id === undefined ? [] : [branch.id]))
  if (keptIds.length) {
    const own = await tx.select({ id: deliveryBranches.id }).from(deliveryBranches).where(and(eq(deliveryBranches.deliveryMethodId, methodId), inArray(deliveryBranches.id, keptIds)))
    if (own.length !== keptIds.length) throw new ApiError(400, 'UNKNOWN_BRANCH', 'error.badRequest', undefined, { branches: 'unknown' })
  }
  await tx
    .delete(deliveryBranches)
    .where(and(eq(deliveryBranches.deliveryMethodId, methodId), keptIds.length ? notInArray(deliveryBranches.id, keptIds) : undefined))
  for (const [position, branch] of branches.entries()) {
    if (branch.id === undefined) await tx.insert(deliveryBranches).values({ deliveryMethodId: methodId, name: branch.name, address: branch.address, position })
    else await tx.update(deliveryBranches).set({ name: branch.name, address: branch.address, position }).where(eq(deliveryBranches.id, branch.id))
  }
}

export async function createDeliveryMethod(db: Db, input: { siteId: number; actor: AuditActor; payload: DeliveryMethodSave }): Promise<{ id: number }> {
  if (input.payload.branches.some((branch) => branch.id !== undefined)) throw new ApiError(400, 'UNKNOWN_BRANCH', 'error.badRequest', undefined, { branches: 'unknown' })
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, input.siteId, input.payload.code)
    await assertKnownCountries(tx, input.payload)
    const columns = toColumns(input.payload)
    const [row] = await tx.insert(deliveryMethods).values({ siteId: input.siteId, ...columns }).returning()
    await replaceBranches(tx, row!.id, input.payload.branches)
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'delivery_method.create', entityType: 'delivery_method', entityId: row!.id, after: { ...columns, branches: input.payload.branches } })
    return { id: row!.id }
  })
}

export async function updateDeliveryMethod(db: Db, input: { siteId: number; actor: AuditActor; id: number; payload: DeliveryMethodSave }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getDeliveryMethod(tx, { siteId: input.siteId, id: input.id })
    await assertCodeFree(tx, input.siteId, input.payload.code, input.id)
    await assertKnownCountries(tx, input.payload)
    const columns = toColumns(input.payload)
    await tx.update(deliveryMethods).set(columns).where(eq(deliveryMethods.id, before.id))
    await replaceBranches(tx, before.id, input.payload.branches)
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: 'delivery_method.update',
      entityType: 'delivery_method',
      entityId: before.id,
      before,
      after: { ...columns, branches: input.payload.branches },
    })
  })
}

/** Off: checkout stops offering it at once; carts that chose it must choose again (order/create re-checks). */
export async function setDeliveryMethodActive(db: Db, input: { siteId: number; actor: AuditActor; id: number; isActive: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await methodOfSite(tx, input.siteId, input.id)
    await tx.update(deliveryMethods).set({ isActive: input.isActive }).where(eq(deliveryMethods.id, before.id))
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: input.isActive ? 'delivery_method.activate' : 'delivery_method.deactivate',
      entityType: 'delivery_method',
      entityId: before.id,
      before: { isActive: before.isActive },
      after: { isActive: input.isActive },
    })
  })
}

/** The choices of the payment form ("only with these delivery methods") and the countries of the delivery form. */
export async function deliveryMethodChoices(db: Db, input: { siteId: number }): Promise<{ id: number; code: string; name: string }[]> {
  const rows = await db.select().from(deliveryMethods).where(eq(deliveryMethods.siteId, input.siteId)).orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id))
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name.hr ?? row.code }))
}
