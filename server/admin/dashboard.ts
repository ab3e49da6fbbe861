import { DASHBOARD_LIST_SIZE, type DashboardView } from '../../common/sales/dashboard'
import { hasScope, type AuthUser } from '../auth/access'
import type { Config } from '../config'
import { lowStockProducts } from '../catalog/low-stock'
import { countPendingComments } from '../comments'
import type { Db } from '../db/client'
import { invoiceWarnings } from '../invoices/invoice-warnings'
import { caseWarnings } from '../cases/case-desk'
import { recentFailedPayments, salesSummary } from '../orders/sales-summary'
import { productionTestGateway } from '../payments/test-gateway/test-gateway-status'

/**
 * The dashboard's blocks for this user: sales and invoice warnings need `orders`, stock `catalog`, reviews `content`;
 * every backoffice user sees that the test payment gateway is taking payments in production.
 */
export async function loadDashboard(db: Db, input: { siteId: number; user: AuthUser; config: Pick<Config, 'payments' | 'isProduction'>; now?: Date }): Promise<DashboardView> {
  const { siteId, user, now } = input
  const canSell = hasScope(user, 'orders')
  const [testGateway, sales, failedPayments, lowStock, reviewsWaiting, invoices, cases] = await Promise.all([
    productionTestGateway(db, input.config, siteId),
    canSell ? salesSummary(db, { siteId, now }) : null,
    canSell ? recentFailedPayments(db, { siteId, limit: DASHBOARD_LIST_SIZE, now }) : null,
    hasScope(user, 'catalog') ? lowStockProducts(db, { siteId, limit: DASHBOARD_LIST_SIZE }) : null,
    hasScope(user, 'content') ? countPendingComments(db, { siteId }) : null,
    canSell ? invoiceWarnings(db, { siteId, now }) : null,
    canSell ? caseWarnings(db, { siteId, now }) : null,
  ])
  return { testGateway, sales, failedPayments, lowStock, reviewsWaiting, invoices, cases }
}
