import { DASHBOARD_LIST_SIZE, type DashboardView } from '../../common/sales/dashboard'
import { hasScope, type AuthUser } from '../auth/access'
import { lowStockProducts } from '../catalog/low-stock'
import { countPendingComments } from '../comments'
import type { Db } from '../db/client'
import { recentFailedPayments, salesSummary } from '../orders/sales-summary'

/** The dashboard's blocks for this user: sales need `orders`, stock `catalog`, reviews `content`. */
export async function loadDashboard(db: Db, input: { siteId: number; user: AuthUser; now?: Date }): Promise<DashboardView> {
  const { siteId, user, now } = input
  const canSell = hasScope(user, 'orders')
  const [sales, failedPayments, lowStock, reviewsWaiting] = await Promise.all([
    canSell ? salesSummary(db, { siteId, now }) : null,
    canSell ? recentFailedPayments(db, { siteId, limit: DASHBOARD_LIST_SIZE, now }) : null,
    hasScope(user, 'catalog') ? lowStockProducts(db, { siteId, limit: DASHBOARD_LIST_SIZE }) : null,
    hasScope(user, 'content') ? countPendingComments(db, { siteId }) : null,
  ])
  return { sales, failedPayments, lowStock, reviewsWaiting }
}
