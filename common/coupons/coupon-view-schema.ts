import { z } from '../validation/z'
import { adminPageSchema } from '../admin/admin-page-schema'
import type { AdminPage } from '../admin/paging'
import { couponStates, type CouponDetailView, type CouponRowView } from './schemas'

const couponRowShape = {
  id: z.number().int(),
  code: z.string(),
  type: z.enum(['percentage', 'fixed']),
  value: z.number().int(),
  freeDelivery: z.boolean(),
  minCartValue: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usageLimitPerCustomer: z.number().int().nullable(),
  usedCount: z.number().int(),
  isActive: z.boolean(),
  state: z.enum(couponStates),
}

export const couponRowViewSchema = z.object(couponRowShape) satisfies z.ZodType<CouponRowView>

export const couponPageSchema = adminPageSchema(couponRowViewSchema) satisfies z.ZodType<AdminPage<CouponRowView>>

export const couponDetailViewSchema = z.object({ ...couponRowShape, productSkus: z.array(z.string()), categoryIds: z.array(z.number().int()) }) satisfies z.ZodType<CouponDetailView>
