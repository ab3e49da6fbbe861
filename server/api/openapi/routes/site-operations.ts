import { auditQuerySchema } from '../../../../common/audit/schemas'
import { auditPageSchema } from '../../../../common/audit/audit-entry-schema'
import { newsletterAdminQuerySchema } from '../../../../common/community/schemas'
import { newsletterSubscriberPageSchema } from '../../../../common/community/newsletter-subscriber-schema'
import { siteOptionsFormSchema } from '../../../../common/settings/site-options-form'
import { siteOptionsSchema } from '../../../../common/settings/site-options'
import { tagged } from '../registry'

const op = tagged('site-operations')

export const siteOperationsOperations = [
  op('GET', '/v1/backoffice/site-options', 'The site options', { access: 'settings', response: siteOptionsSchema }),
  // The answer is the saved form as parsed (trimmed, IBAN compacted).
  op('PUT', '/v1/backoffice/site-options', 'Save the site options (audited)', { body: siteOptionsFormSchema, access: 'settings', response: siteOptionsFormSchema }),
  op('GET', '/v1/backoffice/audit', 'The audit log: server-paged and filtered', { query: auditQuerySchema, access: 'admin', response: auditPageSchema }),
  op('GET', '/v1/backoffice/newsletter', 'Newsletter subscribers: server-paged and filtered', { query: newsletterAdminQuerySchema, access: 'content', response: newsletterSubscriberPageSchema }),
]
