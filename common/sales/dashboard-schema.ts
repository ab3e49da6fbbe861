import { z } from '../validation/z'
import type { InvoiceWarnings } from '../invoices/invoice-views'
import type { DashboardView, SalesDay } from './dashboard'

const salesDaySchema = z.object({ day: z.string(), orders: z.number().int(), revenue: z.number().int() }) satisfies z.ZodType<SalesDay>

const invoiceWarningsSchema = z.object({
  pending: z.number().int(),
  overdue: z.number().int(),
  oldestPendingAt: z.string().nullable(),
  oldestPendingHours: z.number().int(),
  certificate: z.object({ notAfter: z.string(), daysLeft: z.number().int() }).nullable(),
  isCertificateMissing: z.boolean(),
}) satisfies z.ZodType<InvoiceWarnings>

export const dashboardViewSchema = z.object({
  testGateway: z.array(z.enum(['hpf', 'paypal'])),
  sales: z.object({ today: salesDaySchema, days: z.array(salesDaySchema) }).nullable(),
  failedPayments: z
    .array(z.object({ id: z.number().int(), number: z.string(), email: z.string(), orderTotal: z.number().int(), paymentMethodName: z.string(), createdAt: z.string() }))
    .nullable(),
  lowStock: z.array(z.object({ id: z.number().int(), sku: z.string(), name: z.string(), stockQuantity: z.number() })).nullable(),
  reviewsWaiting: z.number().int().nullable(),
  invoices: invoiceWarningsSchema.nullable(),
  cases: z.object({ overdue: z.number().int(), near: z.number().int() }).nullable(),
}) satisfies z.ZodType<DashboardView>
