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
  sales: SalesSummary | null
  failedPayments: FailedPayment[] | null
  lowStock: LowStockItem[] | null
  reviewsWaiting: number | null
}

export const SALES_CHART_DAYS = 30
export const DASHBOARD_LIST_SIZE = 8
