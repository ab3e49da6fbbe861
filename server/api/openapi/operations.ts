import type { ApiOperation } from './registry'
import { addressBookOperations } from './routes/address-book'
import { adminContentOperations } from './routes/admin-content'
import { adminSalesOperations } from './routes/admin-sales'
import { adminShippingOperations } from './routes/admin-shipping'
import { authOperations } from './routes/auth'
import { blogOperations } from './routes/blog'
import { calendarOperations } from './routes/calendar'
import { cartOperations } from './routes/cart'
import { casesOperations } from './routes/cases'
import { catalogAdminOperations } from './routes/catalog-admin'
import { catalogEditorOperations } from './routes/catalog-editor'
import { checkoutOperations } from './routes/checkout'
import { cmsAdminOperations } from './routes/cms-admin'
import { cmsCacheOperations } from './routes/cms-cache'
import { cmsEditorOperations } from './routes/cms-editor'
import { cmsOperations } from './routes/cms'
import { commentsOperations } from './routes/comments'
import { consentsOperations } from './routes/consents'
import { devToolsApiOperations } from './routes/dev-tools-api'
import { documentsOperations } from './routes/documents'
import { e2eHooksOperations } from './routes/e2e-hooks'
import { ecommerceOperations } from './routes/ecommerce'
import { formsOperations } from './routes/forms'
import { invoicesOperations } from './routes/invoices'
import { refundsOperations } from './routes/refunds'
import { gdprOperations } from './routes/gdpr'
import { marketingOperations } from './routes/marketing'
import { mediaOperations } from './routes/media'
import { orderDeskOperations } from './routes/order-desk'
import { orderSummaryOperations } from './routes/order-summary'
import { paymentsOperations } from './routes/payments'
import { pipelineOperations } from './routes/pipeline'
import { productOperations } from './routes/product'
import { redirectsOperations } from './routes/redirects'
import { settingsOperations } from './routes/settings'
import { siteOperationsOperations } from './routes/site-operations'
import { socialOperations } from './routes/social'
import { userOperations } from './routes/user'

/** Every operation of `createApi()`; a new API module adds its `routes/<module>.ts` here (the coverage test names what is missing). */
export const apiOperations: readonly ApiOperation[] = [
  ...addressBookOperations,
  ...adminContentOperations,
  ...adminSalesOperations,
  ...adminShippingOperations,
  ...authOperations,
  ...blogOperations,
  ...calendarOperations,
  ...cartOperations,
  ...casesOperations,
  ...catalogAdminOperations,
  ...catalogEditorOperations,
  ...checkoutOperations,
  ...cmsAdminOperations,
  ...cmsCacheOperations,
  ...cmsEditorOperations,
  ...cmsOperations,
  ...commentsOperations,
  ...consentsOperations,
  ...devToolsApiOperations,
  ...documentsOperations,
  ...e2eHooksOperations,
  ...ecommerceOperations,
  ...formsOperations,
  ...invoicesOperations,
  ...refundsOperations,
  ...gdprOperations,
  ...marketingOperations,
  ...mediaOperations,
  ...orderDeskOperations,
  ...orderSummaryOperations,
  ...paymentsOperations,
  ...pipelineOperations,
  ...productOperations,
  ...redirectsOperations,
  ...settingsOperations,
  ...siteOperationsOperations,
  ...socialOperations,
  ...userOperations,
]
