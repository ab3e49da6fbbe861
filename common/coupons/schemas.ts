import { adminPagingSchema } from '../admin/paging'
import { MAX_PRICE_CENTS, parseEuroInput } from '../catalog/product-edit'
import { dbIdSchema, MAX_DB_INT } from '../validation/numbers'
import { z } from '../validation/z'

/**
 * Coupons in the admin (issue 14 point 4): every rule the cart checks (ADR 011). One schema per
 * payload, shared by the admin form, `/api/v1/backoffice/coupons` and the service.
 */
export const couponStates = ['active', 'scheduled', 'expired', 'inactive'] as const
export type CouponState = (typeof couponStates)[number]

export const couponListQuerySchema = adminPagingSchema.extend({
  q: z.string().trim().max(60).optional(),
  state: z.enum(couponStates).optional(),
})
export type CouponListQuery = z.infer<typeof couponListQuerySchema>

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'validation.invalidDate')
const limit = z.number().int().min(1).max(MAX_DB_INT).nullable()

export const couponSaveSchema = z
  .object({
    /** Stored upper-case; the shopper may type it in any case. */
    code: z
      .string()
      .trim()
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9_-]{3,40}$/, 'coupons.codeInvalid')),
    type: z.enum(['percentage', 'fixed']),
    /** Percent (1–100) for `percentage`, cents for `fixed`. */
    value: z.number().int().min(1).max(MAX_PRICE_CENTS),
    /** Both empty: the whole cart. Otherwise only lines of these products or categories. */
    productSkus: z.array(z.string().trim().min(1).max(100)).max(200),
    categoryIds: z.array(dbIdSchema).max(200),
    minCartValue: z.number().int().min(0).max(MAX_PRICE_CENTS),
    /** Calendar days in the shop's time zone; `validUntil` is the last day it works. */
    validFrom: isoDay.nullable(),
    validUntil: isoDay.nullable(),
    usageLimit: limit,
    usageLimitPerCustomer: limit,
    freeDelivery: z.boolean(),
    isActive: z.boolean(),
  })
  .refine((coupon) => coupon.type !== 'percentage' || coupon.value <= 100, { path: ['value'], message: 'coupons.percentTooHigh' })
  .refine((coupon) => !coupon.validFrom || !coupon.validUntil || coupon.validFrom <= coupon.validUntil, { path: ['validUntil'], message: 'coupons.windowInvalid' })
export type CouponSave = z.infer<typeof couponSaveSchema>

export const couponActiveSchema = z.object({ isActive: z.boolean() })

/** One row of the admin list. Money in cents, days as `YYYY-MM-DD` in the shop's time zone. */
export interface CouponRowView {
  id: number
  code: string
  type: 'percentage' | 'fixed'
  value: number
  freeDelivery: boolean
  minCartValue: number
  validFrom: string | null
  validUntil: string | null
  usageLimit: number | null
  usageLimitPerCustomer: number | null
  usedCount: number
  isActive: boolean
  state: CouponState
}

export interface CouponDetailView extends CouponRowView {
  productSkus: string[]
  categoryIds: number[]
}

/**
 * The admin form's fields → the save payload: the value in euros for a fixed discount, limits
 * empty for "no limit", SKUs one per line or comma-separated. The schema then judges the result.
 */
export function couponFormToPayload(form: FormData): unknown {
  const text = (name: string) => String(form.get(name) ?? '').trim()
  const wholeOrNull = (name: string) => (text(name) === '' ? null : Number(text(name)))
  const type = text('type')
  const euros = (name: string) => (text(name) === '' ? 0 : (parseEuroInput(text(name)) ?? -1))
  return {
    code: text('code'),
    type,
    value: type === 'fixed' ? euros('value') : Number(text('value')),
    productSkus: text('productSkus').split(/[\s,;]+/).filter(Boolean),
    categoryIds: form.getAll('categoryIds').map(Number),
    minCartValue: euros('minCartValue'),
    validFrom: text('validFrom') || null,
    validUntil: text('validUntil') || null,
    usageLimit: wholeOrNull('usageLimit'),
    usageLimitPerCustomer: wholeOrNull('usageLimitPerCustomer'),
    freeDelivery: form.get('freeDelivery') === 'on',
    isActive: form.get('isActive') === 'on',
  }
}
