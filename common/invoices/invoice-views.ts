import { z } from '../validation/z'
import type { InvoiceSettings } from './invoice-settings'

export type FiscalStatus = 'not_required' | 'pending' | 'fiscalised'

/** A CIS error code and message, or ours (TIMEOUT, CERTIFICATE_MISSING). */
export interface FiscalErrorView {
  code: string
  message: string
}

export interface DeskInvoiceLine {
  id: number
  kind: 'goods' | 'delivery' | 'member_discount' | 'coupon_discount' | 'amount'
  name: string
  qty: number
  unitPrice: number
  lineTotal: number
  vatPercent: number
  /** Units a storno may still cancel; null for lines a storno cannot choose (discounts, a storno's own). */
  qtyLeft: number | null
}

/** One invoice or storno of an order, as the order desk shows it (issue 21 point 5). */
export interface DeskInvoice {
  id: number
  kind: 'invoice' | 'storno'
  number: string
  /** The number of the invoice a storno cancels. */
  stornoOfNumber: string | null
  issuedAt: string
  total: number
  fiscalStatus: FiscalStatus
  zki: string | null
  jir: string | null
  fiscalisedAt: string | null
  attempts: number
  lastError: FiscalErrorView | null
  lastAttemptAt: string | null
  /** Still without a JIR 48 hours after it was issued (the law's limit for subsequent delivery). */
  isOverdue: boolean
  eracunStatus: string | null
  eracunError: string | null
  /** What a storno may still give back, in cents; 0 on a storno. */
  leftToCancel: number
  lines: DeskInvoiceLine[]
}

/** A row of the desk's list of invoices still waiting for their JIR. */
export interface PendingInvoiceRow {
  id: number
  orderId: number
  orderNumber: string
  number: string
  kind: 'invoice' | 'storno'
  issuedAt: string
  total: number
  attempts: number
  lastError: FiscalErrorView | null
  isOverdue: boolean
}

/** What the dashboard warns about: invoices without a JIR (and since when), a certificate about to expire. */
export interface InvoiceWarnings {
  pending: number
  overdue: number
  /** When the oldest invoice still waiting for a JIR was issued. */
  oldestPendingAt: string | null
  /** Whole hours the oldest has waited (counted on the server, so the page reads the same after hydration). */
  oldestPendingHours: number
  certificate: { notAfter: string; daysLeft: number } | null
  /** Fiscalisation is on but no usable certificate is there. */
  isCertificateMissing: boolean
}

/** The fiscal certificate as the settings screen shows it; the key and the password never leave the server. */
export interface CertificateStatusView {
  /** FISCAL_CERT_FILE, the settings' upload, or the demo CA's (only while the local fake CIS answers). */
  origin: 'environment' | 'upload' | 'demo' | null
  subject: string | null
  oib: string | null
  notAfter: string | null
  daysLeft: number | null
  isExpiringSoon: boolean
  /** Why it cannot be used (`wrong_password`, `not_pkcs12`, `missing` …), null when it can. */
  problem: string | null
}

/** The invoicing settings screen: the settings, the certificate, where CIS requests go. */
export interface InvoicingSettingsView {
  settings: InvoiceSettings | null
  certificate: CertificateStatusView
  /** The certificate is set by FISCAL_CERT_FILE and cannot be replaced from the screen. */
  isCertificateFromEnvironment: boolean
  /** Where requests go: the real CIS named by FISCAL_CIS_URL, or the local fake (null). */
  cisUrl: string | null
}

/** A storno from the desk or the API: chosen lines with quantities, an amount in cents, or nothing for the whole invoice. */
export const stornoRequestSchema = z.object({
  lines: z
    .array(z.object({ invoiceLineId: z.coerce.number().int().positive().max(2_147_483_647), qty: z.coerce.number().int().positive().max(1_000_000) }))
    .max(500)
    .optional(),
  amount: z.coerce.number().int().positive().max(9_000_000_000_000).optional(),
})

export type StornoRequestInput = z.infer<typeof stornoRequestSchema>

export const pendingInvoicesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})

/** Days before a certificate's expiry from which the settings and the dashboard warn. */
export const CERTIFICATE_WARNING_DAYS = 30

/** The desk's storno form as the payload: `mode=whole`, or `mode=lines` with `qty.<lineId>` fields. */
export function stornoRequestFromForm(form: FormData): unknown {
  if (form.get('mode') !== 'lines') return {}
  const lines = [...form.entries()].flatMap(([name, value]) => {
    const match = /^qty\.(\d+)$/.exec(name)
    const qty = Number(value)
    return match && value !== '' && qty !== 0 ? [{ invoiceLineId: match[1], qty: value }] : []
  })
  return { lines }
}
