import { z } from 'zod'
import { accountDeletionSchema, consentWithdrawSchema, webConsentFilterSchema } from '../../../../common/consent/consents'
import { consentLogPayloadSchema } from '../../../../common/consent/consent-log'
import { consentLogAnswerSchema, memberConsentSchema, webConsentListSchema } from '../../../../common/consent/consent-view-schema'
import { deletedSchema } from '../../../../common/http/ack-schema'
import { tagged } from '../registry'

const op = tagged('gdpr')

export const gdprOperations = [
  op('POST', '/v1/gdpr/web/consent/filter', 'The consents a place (form, checkout, newsletter) asks for, in the visitor\'s language', { body: webConsentFilterSchema, response: webConsentListSchema }),
  op('POST', '/v1/gdpr/web/consent/log/create', 'Record a visitor\'s accepted or refused consents', { body: consentLogPayloadSchema, response: consentLogAnswerSchema, status: 201 }),
  op('GET', '/v1/gdpr/web/consent/mine', 'The consents the logged-in member has given', { access: 'user', response: z.array(memberConsentSchema) }),
  op('POST', '/v1/gdpr/web/consent/withdraw', 'Withdraw one of your consents (the newsletter\'s also unsubscribes)', {
    body: consentWithdrawSchema,
    access: 'user',
    response: memberConsentSchema,
    errors: { 404: 'You never gave this consent.' },
  }),
  // A JSON file download (Content-Disposition: attachment), not the envelope: no `response`.
  op('GET', '/v1/gdpr/web/data/export', 'Download all your data as a JSON file', { access: 'user', file: { types: ['application/json'], description: 'Everything the shop keeps about the account, as a JSON file.' } }),
  op('POST', '/v1/gdpr/web/account/delete', 'Delete your account after typing the confirmation word', {
    body: accountDeletionSchema,
    access: 'user',
    response: deletedSchema,
    errors: { 403: 'A backoffice account cannot delete itself here (BACKOFFICE_ACCOUNT), or the call came from another site (CROSS_SITE_REQUEST).' },
  }),
]
