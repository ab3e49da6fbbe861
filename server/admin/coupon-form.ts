import { couponFormToPayload, couponSaveSchema } from '../../common/coupons/schemas'
import type { AdminMessageKey } from '../../common/i18n/admin'
import type { AuditActor } from '../audit/audit-log'
import { createCoupon, updateCoupon } from '../cart/coupon-admin'
import type { Db } from '../db/client'
import { ApiError } from '../http/api-error'

export interface CouponFormError {
  /** Field name → admin message key (with its parameters). */
  fields: Record<string, { key: AdminMessageKey; params?: Record<string, string> }>
}

const fieldMessages: Record<string, AdminMessageKey> = {
  'coupons.codeInvalid': 'coupons.codeInvalid',
  'coupons.percentTooHigh': 'coupons.percentTooHigh',
  'coupons.windowInvalid': 'coupons.windowInvalid',
}

/**
 * The admin form's save: the same schema and service as `/api/v1/backoffice/coupons`, with the
 * refusals turned into messages next to the fields.
 */
export async function saveCouponForm(db: Db, input: { siteId: number; actor: AuditActor; form: FormData; id?: number }): Promise<{ id: number } | CouponFormError> {
  const parsed = couponSaveSchema.safeParse(couponFormToPayload(input.form))
  if (!parsed.success) {
    const fields: CouponFormError['fields'] = {}
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'code')
      fields[field] ??= { key: fieldMessages[issue.message] ?? 'coupons.invalid' }
    }
    return { fields }
  }
  try {
    if (input.id === undefined) return await createCoupon(db, { siteId: input.siteId, actor: input.actor, payload: parsed.data })
    await updateCoupon(db, { siteId: input.siteId, actor: input.actor, id: input.id, payload: parsed.data })
    return { id: input.id }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.code === 'COUPON_CODE_TAKEN') return { fields: { code: { key: 'coupons.codeTaken' } } }
    if (error.code === 'UNKNOWN_SKU') return { fields: { productSkus: { key: 'coupons.unknownSku', params: { skus: error.fields?.productSkus ?? '' } } } }
    if (error.code === 'UNKNOWN_CATEGORY') return { fields: { categoryIds: { key: 'coupons.invalid' } } }
    throw error
  }
}
