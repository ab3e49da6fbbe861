import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import { pageOffset, type AdminPage } from '../../common/admin/paging'
import type { PaymentMethodDetailView, PaymentMethodRowView, PaymentMethodSave, PaymentProviderStatus, ShippingListQuery } from '../../common/shipping/schemas'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { compactTexts } from '../checkout/method-texts'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { containsPattern } from '../db/like-pattern'
import { deliveryMethods, paymentMethods } from '../db/schema'
import { ApiError } from '../http/api-error'
import type { CardProcessorConfig } from './processor-config'
import { activeCardProcessor } from './processors'

type PaymentMethodRow = typeof paymentMethods.$inferSelect

function toRowView(row: PaymentMethodRow): PaymentMethodRowView {
  return { id: row.id, code: row.code, type: row.type, name: { hr: row.name.hr ?? '', ...row.name }, position: row.position, isActive: row.isActive }
}

/** The admin list in checkout's order (position, then id), filtered by code/name and on/off. */
export async function listPaymentMethods(db: Db, input: { siteId: number; query: ShippingListQuery }): Promise<AdminPage<PaymentMethodRowView>> {
  const { query } = input
  const where = and(
    eq(paymentMethods.siteId, input.siteId),
    query.q ? or(ilike(paymentMethods.code, containsPattern(query.q)), ilike(sql`${paymentMethods.name}::text`, containsPattern(query.q))) : undefined,
    query.active ? eq(paymentMethods.isActive, query.active === 'yes') : undefined,
  )
  const [total] = await db.select({ value: count() }).from(paymentMethods).where(where)
  const rows = await db.select().from(paymentMethods).where(where).orderBy(asc(paymentMethods.position), asc(paymentMethods.id)).limit(query.perPage).offset(pageOffset(query))
  return { items: rows.map(toRowView), page: query.page, perPage: query.perPage, total: total?.value ?? 0 }
}

async function methodOfSite(db: Db, siteId: number, id: number): Promise<PaymentMethodRow> {
  const [row] = await db.select().from(paymentMethods).where(and(eq(paymentMethods.siteId, siteId), eq(paymentMethods.id, id)))
  if (!row) throw ApiError.notFound('PAYMENT_METHOD_NOT_FOUND')
  return row
}

export async function getPaymentMethod(db: Db, input: { siteId: number; id: number }): Promise<PaymentMethodDetailView> {
  const row = await methodOfSite(db, input.siteId, input.id)
  return { ...toRowView(row), description: row.description, deliveryMethodIds: row.deliveryMethodIds }
}

async function assertOwnDeliveryMethods(db: Db, siteId: number, ids: number[]): Promise<void> {
  if (!ids.length) return
  const [known] = await db.select({ value: count() }).from(deliveryMethods).where(and(eq(deliveryMethods.siteId, siteId), inArray(deliveryMethods.id, ids)))
  if ((known?.value ?? 0) !== ids.length) throw new ApiError(400, 'UNKNOWN_DELIVERY_METHOD', 'error.badRequest', undefined, { deliveryMethodIds: 'unknown' })
}

async function assertCodeFree(db: Db, siteId: number, code: string, exceptId?: number): Promise<void> {
  const [row] = await db.select({ id: paymentMethods.id }).from(paymentMethods).where(and(eq(paymentMethods.siteId, siteId), eq(paymentMethods.code, code)))
  if (row && row.id !== exceptId) throw new ApiError(409, 'PAYMENT_METHOD_CODE_TAKEN', 'error.badRequest', undefined, { code: 'taken' })
}

async function toColumns(db: Db, siteId: number, payload: PaymentMethodSave) {
  const deliveryMethodIds = [...new Set(payload.deliveryMethodIds)].sort((a, b) => a - b)
  await assertOwnDeliveryMethods(db, siteId, deliveryMethodIds)
  return {
    code: payload.code,
    type: payload.type,
    name: compactTexts(payload.name),
    description: compactTexts(payload.description),
    deliveryMethodIds,
    position: payload.position,
    isActive: payload.isActive,
  }
}

export async function createPaymentMethod(db: Db, input: { siteId: number; actor: AuditActor; payload: PaymentMethodSave }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, input.siteId, input.payload.code)
    const columns = await toColumns(tx, input.siteId, input.payload)
    const [row] = await tx.insert(paymentMethods).values({ siteId: input.siteId, ...columns }).returning()
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'payment_method.create', entityType: 'payment_method', entityId: row!.id, after: columns })
    return { id: row!.id }
  })
}

export async function updatePaymentMethod(db: Db, input: { siteId: number; actor: AuditActor; id: number; payload: PaymentMethodSave }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await methodOfSite(tx, input.siteId, input.id)
    await assertCodeFree(tx, input.siteId, input.payload.code, input.id)
    const columns = await toColumns(tx, input.siteId, input.payload)
    await tx.update(paymentMethods).set(columns).where(eq(paymentMethods.id, before.id))
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'payment_method.update', entityType: 'payment_method', entityId: before.id, before, after: columns })
  })
}

/** Off: checkout stops offering it at once; a cart that chose it must choose again (order/create re-checks). */
export async function setPaymentMethodActive(db: Db, input: { siteId: number; actor: AuditActor; id: number; isActive: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await methodOfSite(tx, input.siteId, input.id)
    await tx.update(paymentMethods).set({ isActive: input.isActive }).where(eq(paymentMethods.id, before.id))
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: input.isActive ? 'payment_method.activate' : 'payment_method.deactivate',
      entityType: 'payment_method',
      entityId: before.id,
      before: { isActive: before.isActive },
      after: { isActive: input.isActive },
    })
  })
}

/** The processor's public shop identifier (Monri's authenticity token is not shown: it signs nothing alone, but it is a key). */
function processorShopId(processor: CardProcessorConfig): string | null {
  switch (processor.id) {
    case 'corvuspay':
      return processor.storeId
    case 'wspay':
      return processor.shopId
    case 'monri':
      return null
  }
}

/**
 * The card and PayPal provider settings live in the environment (docs/payments.md), secrets
 * included; the admin sees whether they are set and the non-secret parts, never a secret.
 */
export function paymentProviderStatus(config: Pick<Config, 'payments'>): PaymentProviderStatus {
  const { hpf, paypal, processor } = config.payments
  const card = activeCardProcessor(config)
  return {
    hpf:
      card && processor
        ? { configured: true, processor: card.id, url: card.formAction, shopId: processorShopId(processor) }
        : { configured: hpf !== null, processor: null, url: hpf?.url ?? null, shopId: hpf?.shopId ?? null },
    paypal: { configured: paypal !== null, apiUrl: paypal?.apiUrl ?? null },
  }
}
