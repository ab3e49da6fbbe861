import { auditQuerySchema } from '../../../../common/audit/schemas'
import { newsletterAdminQuerySchema } from '../../../../common/community/schemas'
import { siteOptionsFormSchema } from '../../../../common/settings/site-options-form'
import { tagged } from '../registry'

const op = tagged('site-operations')

export const siteOperationsOperations = [
  op('GET', '/v1/backoffice/site-options', 'The site options', { access: 'settings' }),
  op('PUT', '/v1/backoffice/site-options', 'Save the site options (audited)', { body: siteOptionsFormSchema, access: 'settings' }),
  op('GET', '/v1/backoffice/audit', 'The audit log: server-paged and filtered', { query: auditQuerySchema, access: 'admin' }),
  op('GET', '/v1/backoffice/newsletter', 'Newsletter subscribers: server-paged and filtered', { query: newsletterAdminQuerySchema, access: 'content' }),
]
