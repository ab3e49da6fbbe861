import { deskCasesApi, publicCasesApi } from './cases'
import { Hono } from 'hono'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { apiErrorHandler, fail } from '../http/respond'
import { authApiV1, legacyAuthApi } from './auth'
import { cartApi } from './cart'
import { blogApi } from './blog'
import { calendarApi } from './calendar'
import { cmsApi } from './cms'
import { cmsConsentApi } from './consents'
import { cmsAdminApi } from './cms-admin'
import { cmsCacheApi } from './cms-cache'
import { cmsEditorApi } from './cms-editor'
import { mediaApiV1, mediaApiV2 } from './media'
import { mediaDrivesApi } from './media-drives'
import { productApi } from './product'
import { catalogAdminApi } from './catalog-admin'
import { categoryEditorApi, productEditorApi } from './catalog-editor'
import { gdprApi } from './gdpr'
import { currencyApiV2, ecommerceSettingsApi, visitorApi, wishlistApi } from './ecommerce'
import { devToolsApi } from '../shell/dev-tools-api'
import { settingsApiV1, settingsApiV2 } from './settings'
import { userApi } from './user'
import { addressBookApiV2 } from './address-book'
import { commentsApi } from './comments'
import { marketingApi } from './marketing'
import { redirectsApi } from './redirects'
import { e2eHooksApi } from './e2e-hooks'
import { checkoutApi, deliveryApi, orderCreateApi, paymentApi } from './checkout'
import { paymentResultApi } from './payments'
import { cardProcessorResultApi } from './card-processor-results'
import { memberOrdersApi, orderDeskApi } from './order-desk'
import { invoicesApi } from './invoices'
import { refundsApi } from './refunds'
import { documentsApi } from './documents'
import { invoiceDocumentsApi } from './invoice-documents'
import { socialApi } from './social'
import { orderSummaryApi } from './order-summary'
import { formsApi, formSubmissionsApi } from './forms'
import { adminDashboardApi } from './admin-dashboard'
import { couponAdminApi } from './coupons'
import { deliveryMethodAdminApi } from './delivery-methods'
import { paymentMethodAdminApi } from './payment-methods'
import { customersApi } from './customers'
import { backofficeUsersApi } from './backoffice-users'
import { memberCardsApi } from './member-cards'
import { siteOperationsApi } from './site-operations'
import { openApiDocument } from './openapi/document'
import { pipelineApi } from './pipeline'
import { adminConsentsApi } from './admin-consents'
import { mailTemplatesApi } from './mail-templates'

/** Everything under `/api`: versioned areas as the spec's §7 names them. */
export function createApi() {
  const api = new Hono<AppEnv>()
  api.onError(apiErrorHandler)
  api.route('/v1/cms', cmsApi)
  api.route('/v1/cms/wishlist', wishlistApi)
  api.route('/v1/cms/consent', cmsConsentApi)
  api.route('/v1/ecommerce/cart', cartApi)
  api.route('/v1/ecommerce/settings', ecommerceSettingsApi)
  api.route('/v1/ecommerce', visitorApi)
  api.route('/v2/ecommerce', currencyApiV2)
  api.route('/v1/cms', cmsAdminApi)
  api.route('/v1/cms/cache', cmsCacheApi)
  api.route('/v1/cms', cmsEditorApi)
  api.route('/v1/media', mediaApiV1)
  api.route('/v1/media', mediaDrivesApi)
  api.route('/v2/media', mediaApiV2)
  api.route('/v1/cms', blogApi)
  api.route('/v1/calendar', calendarApi)
  api.route('/v1/user', userApi)
  api.route('/v2/user', addressBookApiV2)
  api.route('/v1', authApiV1)
  api.route('/auth', legacyAuthApi)
  api.route('/v1/product', productApi)
  api.route('/v1/gdpr', gdprApi)
  api.route('/_cli', devToolsApi)
  api.route('/v1/settings', settingsApiV1)
  api.route('/v2/settings', settingsApiV2)
  api.route('/v1/cms/comment', commentsApi)
  api.route('/v1/marketing', marketingApi)
  api.route('/v1/cms/redirect', redirectsApi)
  api.route('/_e2e', e2eHooksApi)
  api.route('/v1/ecommerce/checkout', checkoutApi)
  api.route('/v1/ecommerce/delivery', deliveryApi)
  api.route('/v1/ecommerce/payment', paymentApi)
  api.route('/v1/ecommerce/order', orderCreateApi)
  api.route('/v1/ecommerce/order', paymentResultApi)
  api.route('/v1/ecommerce/order/processor', cardProcessorResultApi)
  api.route('/v1/ecommerce/order', memberOrdersApi)
  api.route('/v1/backoffice/orders', orderDeskApi)
  api.route('/v1/backoffice/cases', deskCasesApi)
  api.route('/v1/ecommerce/cases', publicCasesApi)
  api.route('/v1/backoffice', invoicesApi)
  api.route('/v1/backoffice', refundsApi)
  api.route('/v1/backoffice/products', productEditorApi)
  api.route('/v1/backoffice/product-categories', categoryEditorApi)
  api.route('/v1/backoffice/catalog', catalogAdminApi)
  api.route('/v1/document', documentsApi)
  api.route('/v1/backoffice/invoices', invoiceDocumentsApi)
  api.route('/v1/cms/socialGetters', socialApi)
  api.route('/v1/ecommerce/order', orderSummaryApi)
  api.route('/v1/cms', formsApi)
  api.route('/v1/backoffice/forms', formSubmissionsApi)
  api.route('/v1/backoffice/dashboard', adminDashboardApi)
  api.route('/v1/backoffice/coupons', couponAdminApi)
  api.route('/v1/backoffice/delivery-methods', deliveryMethodAdminApi)
  api.route('/v1/backoffice/payment-methods', paymentMethodAdminApi)
  api.route('/v1/backoffice/customers', customersApi)
  api.route('/v1/backoffice/users', backofficeUsersApi)
  api.route('/v1/backoffice/member-cards', memberCardsApi)
  api.route('/v1/backoffice', siteOperationsApi)
  api.route('/v1/cms/pipeline', pipelineApi)
  api.get('/docs', (c) => c.json(openApiDocument()))
  api.route('/v1/backoffice/consents', adminConsentsApi)
  api.route('/v1/backoffice/templates', mailTemplatesApi)
  // Unknown API paths answer JSON, never the site's HTML 404 page.
  api.all('*', (c) => fail(c, new ApiError(404, 'NOT_FOUND', 'error.notFound')))
  return api
}
