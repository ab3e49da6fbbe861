import type { InvoiceWarnings } from '../invoices/invoice-views'

/** The admin dashboard's blocks (issue 14 point 1); a block is null when the user's scopes do not allow it. */
export interface SalesDay {
  /** Calendar day in the shop's time zone, `YYYY-MM-DD`. */
  day: string
  orders: number
  /** Cents, PDV included. */
  revenue: number
}

export interface SalesSummary {
  today: SalesDay
  /** Oldest first, exactly `SALES_CHART_DAYS` days ending today (days without orders are zero). */
  days: SalesDay[]
}

export interface LowStockItem {
  id: number
  sku: string
  name: string
  stockQuantity: number
}

export interface FailedPayment {
  id: number
  number: string
  email: string
  orderTotal: number
  paymentMethodName: string
  createdAt: string
}

export interface DashboardView {
  /** Card or PayPal methods still taking payments through the local test gateway in production (ADR 050). */
  testGateway: ('hpf' | 'paypal')[]
  sales: SalesSummary | null
  failedPayments: FailedPayment[] | null
  lowStock: LowStockItem[] | null
  reviewsWaiting: number | null
  /** Invoices waiting for a JIR and the fiscal certificate's expiry (issue 21); needs `orders`. */
  invoices: InvoiceWarnings | null
  /** Withdrawals and complaints past or near their deadline (issue 22); needs `orders`. */
  cases: { overdue: number; near: number } | null
}

export const SALES_CHART_DAYS = 30
export const DASHBOARD_LIST_SIZE = 8
