import { z } from '../validation/z'
import { adminPageSchema } from '../admin/admin-page-schema'
import type { AdminPage } from '../admin/paging'
import { paymentTypes, type DeliveryMethodDetailView, type DeliveryMethodRowView, type PaymentMethodDetailView, type PaymentMethodRowView, type PaymentProviderStatus } from './schemas'

const textsSchema = z.object({ hr: z.string(), en: z.string().optional(), de: z.string().optional() })
const descriptionSchema = z.object({ hr: z.string().optional(), en: z.string().optional(), de: z.string().optional() })

const deliveryRowShape = {
  id: z.number().int(),
  code: z.string(),
  name: textsSchema,
  price: z.number().int(),
  freeFrom: z.number().int().nullable(),
  countries: z.array(z.string()),
  branchCount: z.number().int(),
  position: z.number().int(),
  isActive: z.boolean(),
}

export const deliveryMethodPageSchema = adminPageSchema(z.object(deliveryRowShape)) satisfies z.ZodType<AdminPage<DeliveryMethodRowView>>

export const deliveryMethodDetailViewSchema = z.object({
  ...deliveryRowShape,
  description: descriptionSchema,
  countryPrices: z.record(z.string(), z.number().int()),
  branches: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string() })),
}) satisfies z.ZodType<DeliveryMethodDetailView>

const paymentRowShape = {
  id: z.number().int(),
  code: z.string(),
  type: z.enum(paymentTypes),
  name: textsSchema,
  position: z.number().int(),
  isActive: z.boolean(),
}

export const paymentMethodPageSchema = adminPageSchema(z.object(paymentRowShape)) satisfies z.ZodType<AdminPage<PaymentMethodRowView>>

export const paymentMethodDetailViewSchema = z.object({ ...paymentRowShape, description: descriptionSchema, deliveryMethodIds: z.array(z.number().int()) }) satisfies z.ZodType<PaymentMethodDetailView>

export const paymentProviderStatusSchema = z.object({
  hpf: z.object({ configured: z.boolean(), processor: z.enum(['corvuspay', 'wspay', 'monri']).nullable(), url: z.string().nullable(), shopId: z.string().nullable() }),
  paypal: z.object({ configured: z.boolean(), apiUrl: z.string().nullable() }),
}) satisfies z.ZodType<PaymentProviderStatus>
