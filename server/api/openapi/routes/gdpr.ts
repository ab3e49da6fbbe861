import { accountDeletionSchema, consentWithdrawSchema, webConsentFilterSchema } from '../../../../common/consent/consents'
import { consentLogPayloadSchema } from '../../../../common/consent/consent-log'
import { tagged } from '../registry'

const op = tagged('gdpr')

export const gdprOperations = [
  op('POST', '/v1/gdpr/web/consent/filter', 'The consents a place (form, checkout, newsletter) asks for, in the visitor\'s language', { body: webConsentFilterSchema }),
  op('POST', '/v1/gdpr/web/consent/log/create', 'Record a visitor\'s accepted or refused consents', { body: consentLogPayloadSchema }),
  op('GET', '/v1/gdpr/web/consent/mine', 'The consents the logged-in member has given', { access: 'user' }),
  op('POST', '/v1/gdpr/web/consent/withdraw', 'Withdraw one of your consents (the newsletter\'s also unsubscribes)', { body: consentWithdrawSchema, access: 'user' }),
  op('GET', '/v1/gdpr/web/data/export', 'Download all your data as a JSON file', { access: 'user' }),
  op('POST', '/v1/gdpr/web/account/delete', 'Delete your account after typing the confirmation word', { body: accountDeletionSchema, access: 'user' }),
]
