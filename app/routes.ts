import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { locales, localePrefix } from '../common/i18n/locales'
import { routePattern, routeTable, type RouteName } from '../common/i18n/paths'

/**
 * Every page in every locale, generated from the one route table (common/i18n/paths.ts):
 * `/kosarica`, `/en/cart`, `/de/einkaufswagen` are three routes of one module.
 */
const localized: RouteConfig = locales.flatMap((locale) =>
  (Object.keys(routeTable) as RouteName[]).map((name) =>
    route(`${localePrefix(locale)}/${routePattern(name, locale)}`, routeTable[name].file, { id: `${name}.${locale}` }),
  ),
)

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // The admin (issue 14): one layout of its own around every /admin page.
  route('admin', 'routes/admin/layout.tsx', { id: 'admin-layout' }, [
    index('routes/admin/dashboard.tsx'),
    route('session', 'routes/admin/session.ts'),
    route('comments', 'routes/admin/comments.tsx'),
    route('redirects', 'routes/admin/redirects.tsx'),
    route('forms', 'routes/admin/forms.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:orderId', 'routes/admin/order.tsx'),
    route('invoices', 'routes/admin/invoices.tsx'),
    route('payouts', 'routes/admin/payouts.tsx'),
    route('payouts/files/:batch', 'routes/admin/payout-file.ts'),
    route('cases', 'routes/admin/cases.tsx'),
    route('cases/:caseId/photos/:token', 'routes/admin/case-photo.ts'),
    route('invoicing', 'routes/admin/invoicing.tsx'),
    route('coupons', 'routes/admin/sales-coupons.tsx'),
    route('coupons/new', 'routes/admin/sales-coupon-new.tsx'),
    route('coupons/:couponId', 'routes/admin/sales-coupon.tsx'),
    route('delivery', 'routes/admin/sales-delivery-methods.tsx'),
    route('delivery/:methodId', 'routes/admin/sales-delivery-method.tsx'),
    route('payment-methods', 'routes/admin/sales-payment-methods.tsx'),
    route('payment-methods/:methodId', 'routes/admin/sales-payment-method.tsx'),
    route('customers', 'routes/admin/sales-customers.tsx'),
    route('customers/:customerId', 'routes/admin/sales-customer.tsx'),
    route('users', 'routes/admin/sales-users.tsx'),
    route('member-cards', 'routes/admin/sales-member-cards.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('newsletter', 'routes/admin/newsletter.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/import', 'routes/admin/products-import.tsx'),
    route('categories', 'routes/admin/categories.tsx'),
    route('tags', 'routes/admin/tags.tsx'),
    route('attributes', 'routes/admin/attributes.tsx'),
    route('attributes/:id', 'routes/admin/attribute.tsx'),
    route('consent', 'routes/admin/content-consents.tsx'),
    route('consent/:slug', 'routes/admin/content-consent.tsx'),
    route('templates', 'routes/admin/content-templates.tsx'),
    route('templates/:key/:locale', 'routes/admin/content-template.tsx'),
    route('cache', 'routes/admin/content-cache.tsx'),
  ]),
  route('adminLogin', 'routes/admin-login.tsx'),
  route('section-tool', 'routes/section-tool.tsx'),
  route('docs/api', 'routes/docs-api.tsx'),
  route('docs/:slug?', 'routes/docs.tsx'),
  route('_baseline', 'routes/baseline.tsx'),
  route('_bare', 'routes/bare.tsx'),
  ...localized,
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
