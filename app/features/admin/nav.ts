import type { AdminMessageKey } from '#common/i18n/admin'
import type { BackofficeScope } from '#common/users/user-view'

export type AdminNavGroup = 'overview' | 'sales' | 'catalog' | 'content' | 'settings'

export interface AdminNavItem {
  to: string
  label: AdminMessageKey
  group: AdminNavGroup
  /** The scope the page needs (none: every backoffice user); the item is hidden from users without it. */
  scope?: BackofficeScope
  /** Shown only when the server says this capability is configured (e.g. a cache store). */
  requires?: 'cacheStore'
}

/** Every admin page, in menu order. Each page also checks its scope on the server. */
export const adminNav: AdminNavItem[] = [
  { to: '/admin', label: 'admin.nav.dashboard', group: 'overview' },
  { to: '/admin/orders', label: 'admin.nav.orders', group: 'sales', scope: 'orders' },
  { to: '/admin/products', label: 'admin.nav.products', group: 'catalog', scope: 'catalog' },
  { to: '/admin/products/import', label: 'admin.nav.productImport', group: 'catalog', scope: 'catalog' },
  { to: '/admin/categories', label: 'admin.nav.categories', group: 'catalog', scope: 'catalog' },
  { to: '/admin/attributes', label: 'admin.nav.attributes', group: 'catalog', scope: 'catalog' },
  { to: '/admin/tags', label: 'admin.nav.tags', group: 'catalog', scope: 'catalog' },
  { to: '/admin/invoices', label: 'admin.nav.pendingInvoices', group: 'sales', scope: 'orders' },
  { to: '/admin/payouts', label: 'admin.nav.payouts', group: 'sales', scope: 'orders' },
  { to: '/admin/cases', label: 'admin.nav.cases', group: 'sales', scope: 'orders' },
  { to: '/admin/coupons', label: 'admin.nav.coupons', group: 'sales', scope: 'orders' },
  { to: '/admin/customers', label: 'admin.nav.customers', group: 'sales', scope: 'orders' },
  { to: '/admin/member-cards', label: 'admin.nav.memberCards', group: 'sales', scope: 'orders' },
  { to: '/admin/delivery', label: 'admin.nav.delivery', group: 'sales', scope: 'settings' },
  { to: '/admin/payment-methods', label: 'admin.nav.paymentMethods', group: 'sales', scope: 'settings' },
  { to: '/admin/comments', label: 'admin.nav.comments', group: 'content', scope: 'content' },
  { to: '/admin/forms', label: 'admin.nav.forms', group: 'content', scope: 'content' },
  { to: '/admin/redirects', label: 'admin.nav.redirects', group: 'content', scope: 'content' },
  { to: '/admin/users', label: 'admin.nav.users', group: 'settings', scope: 'users' },
  { to: '/admin/newsletter', label: 'admin.nav.newsletter', group: 'content', scope: 'content' },
  { to: '/admin/settings', label: 'admin.nav.settings', group: 'settings', scope: 'settings' },
  { to: '/admin/invoicing', label: 'admin.nav.invoicing', group: 'settings', scope: 'settings' },
  { to: '/admin/audit', label: 'admin.nav.audit', group: 'settings', scope: 'admin' },
  { to: '/admin/consent', label: 'admin.nav.consents', group: 'settings', scope: 'settings' },
  { to: '/admin/templates', label: 'admin.nav.templates', group: 'settings', scope: 'settings' },
  { to: '/admin/cache', label: 'admin.nav.cache', group: 'settings', scope: 'content', requires: 'cacheStore' },
]

export const adminNavGroups: AdminNavGroup[] = ['overview', 'sales', 'catalog', 'content', 'settings']
