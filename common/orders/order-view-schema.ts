import { z } from '../validation/z'
import { addressLinesShape } from '../users/user-view-schema'
import { paginationSchema } from '../catalog/product-card-schema'
import { orderStatuses } from '../checkout/schemas'
import { paymentTypes } from '../shipping/schemas'
import type { ListResult } from '../http/envelope'
import { orderShipmentSchema } from './shipment'
import type { DeskOrderDetail, DeskOrderRow, MemberOrderHistory, MemberOrderView, OrderAddressView, OrderLineView, OrderTotalsView } from './views'

export const orderStatusSchema = z.enum(orderStatuses)

export const deskOrderRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  slug: z.string(),
  email: z.string(),
  customer: z.string(),
  status: orderStatusSchema,
  paymentType: z.enum(paymentTypes),
  paymentMethodName: z.string(),
  orderTotal: z.number().int(),
  createdAt: z.string(),
}) satisfies z.ZodType<DeskOrderRow>

export const deskOrderListSchema = z.object({ records: z.array(deskOrderRowSchema), pagination: paginationSchema }) satisfies z.ZodType<ListResult<DeskOrderRow>>

export const orderAddressViewSchema = z.object({
  ...addressLinesShape,
  companyName: z.string().nullable().optional(),
  companyOIB: z.string().nullable().optional(),
}) satisfies z.ZodType<OrderAddressView>

export const orderTotalsViewSchema = z.object({
  itemsTotal: z.number().int(),
  couponDiscount: z.number().int(),
  deliveryPrice: z.number().int(),
  taxTotal: z.number().int(),
  orderTotal: z.number().int(),
}) satisfies z.ZodType<OrderTotalsView>

export const orderLineViewSchema = z.object({
  name: z.string(),
  sku: z.string(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  parts: z.array(z.object({ name: z.string(), sku: z.string(), qty: z.number().int() })),
}) satisfies z.ZodType<OrderLineView>

export const deskOrderDetailSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: orderStatusSchema,
  email: z.string(),
  createdAt: z.string(),
  paymentMethodName: z.string(),
  deliveryMethodName: z.string(),
  orderMessage: z.string(),
  giftMessage: z.string(),
  shipment: orderShipmentSchema.nullable(),
  deliveryAddress: orderAddressViewSchema.nullable(),
  billingAddress: orderAddressViewSchema,
  totals: orderTotalsViewSchema,
  lines: z.array(orderLineViewSchema),
  events: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      fromStatus: z.string().nullable(),
      toStatus: z.string().nullable(),
      note: z.string(),
      actorEmail: z.string().nullable(),
      createdAt: z.string(),
      outcome: z.enum(['succeeded', 'failed', 'pending']).nullable(),
    }),
  ),
  callbacks: z.array(z.object({ id: z.number().int(), provider: z.string(), outcome: z.string(), transactionId: z.string().nullable(), createdAt: z.string() })),
}) satisfies z.ZodType<DeskOrderDetail>

export const memberOrderViewSchema = z.object({
  slug: z.string(),
  number: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  paymentMethodName: z.string(),
  deliveryMethodName: z.string(),
  deliveryAddress: orderAddressViewSchema.nullable(),
  billingAddress: orderAddressViewSchema,
  totals: orderTotalsViewSchema,
  lines: z.array(orderLineViewSchema),
}) satisfies z.ZodType<MemberOrderView>

export const memberOrderHistorySchema = z.object({
  count: z.number().int(),
  records: z.array(z.object({ slug: z.string(), number: z.string(), status: orderStatusSchema, orderTotal: z.number().int(), createdAt: z.string() })),
}) satisfies z.ZodType<MemberOrderHistory>

/** A desk status change: false when the order already had that status. */
export const orderStatusChangeResultSchema = z.object({ changed: z.boolean() })
