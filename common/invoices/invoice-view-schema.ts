import { z } from '../validation/z'
import { paginationSchema } from '../catalog/product-card-schema'
import type { ListResult } from '../http/envelope'
import { invoiceSettingsSchema } from './invoice-settings'
import type { CertificateStatusView, DeskInvoice, FiscalErrorView, InvoicingSettingsView, PendingInvoiceRow } from './invoice-views'

const fiscalErrorViewSchema = z.object({ code: z.string(), message: z.string() }) satisfies z.ZodType<FiscalErrorView>
const invoiceKindSchema = z.enum(['invoice', 'storno'])

export const deskInvoiceSchema = z.object({
  id: z.number().int(),
  kind: invoiceKindSchema,
  number: z.string(),
  stornoOfNumber: z.string().nullable(),
  issuedAt: z.string(),
  total: z.number().int(),
  fiscalStatus: z.enum(['not_required', 'pending', 'fiscalised']),
  zki: z.string().nullable(),
  jir: z.string().nullable(),
  fiscalisedAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: fiscalErrorViewSchema.nullable(),
  lastAttemptAt: z.string().nullable(),
  isOverdue: z.boolean(),
  eracunStatus: z.string().nullable(),
  eracunError: z.string().nullable(),
  leftToCancel: z.number().int(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['goods', 'delivery', 'member_discount', 'coupon_discount', 'amount']),
      name: z.string(),
      qty: z.number().int(),
      unitPrice: z.number().int(),
      lineTotal: z.number().int(),
      vatPercent: z.number(),
      qtyLeft: z.number().int().nullable(),
    }),
  ),
}) satisfies z.ZodType<DeskInvoice>

export const pendingInvoiceListSchema = z.object({
  records: z.array(
    z.object({
      id: z.number().int(),
      orderId: z.number().int(),
      orderNumber: z.string(),
      number: z.string(),
      kind: invoiceKindSchema,
      issuedAt: z.string(),
      total: z.number().int(),
      attempts: z.number().int(),
      lastError: fiscalErrorViewSchema.nullable(),
      isOverdue: z.boolean(),
    }),
  ),
  pagination: paginationSchema,
}) satisfies z.ZodType<ListResult<PendingInvoiceRow>>

/** What one delivery to CIS came to: a JIR, CIS's refusal, or no answer in time. */
const fiscalOutcomeKindSchema = z.enum(['jir', 'error', 'timeout'])

/** A storno just issued, and CIS's answer to it (null when the delivery could not even start; the sweep retries). */
export const stornoResultSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  orderId: z.number().int(),
  total: z.number().int(),
  fiscalOutcome: fiscalOutcomeKindSchema.nullable(),
})

/** "Send again": the outcome of each of the order's invoices still due. */
export const fiscaliseResultSchema = z.object({ outcomes: z.array(fiscalOutcomeKindSchema) })

export const certificateStatusViewSchema = z.object({
  origin: z.enum(['environment', 'upload', 'demo']).nullable(),
  subject: z.string().nullable(),
  oib: z.string().nullable(),
  notAfter: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  isExpiringSoon: z.boolean(),
  problem: z.string().nullable(),
}) satisfies z.ZodType<CertificateStatusView>

export const invoicingSettingsViewSchema = z.object({
  settings: invoiceSettingsSchema.nullable(),
  certificate: certificateStatusViewSchema,
  isCertificateFromEnvironment: z.boolean(),
  cisUrl: z.string().nullable(),
}) satisfies z.ZodType<InvoicingSettingsView>
