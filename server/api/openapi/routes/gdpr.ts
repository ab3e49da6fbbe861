import { accountDeletionSchema, consentWithdrawSchema, webConsentFilterSchema } from '../../../../common/consent/consents'
import { consentLogPayloadSchema } from '../../../../common/consent/consent-log'
import { tagged } from '../registry'

const op = tagged('gdpr')

export const gdprOperations = [
  op('POST', '/v1/gdpr/web/consent/filter', 'Consent filter', { body: webConsentFilterSchema }),
  op('POST', '/v1/gdpr/web/consent/log/create', 'Log create', { body: consentLogPayloadSchema }),
  op('GET', '/v1/gdpr/web/consent/mine', 'Consent mine', { access: 'user' }),
  op('POST', '/v1/gdpr/web/consent/withdraw', 'Consent withdraw', { body: consentWithdrawSchema, access: 'user' }),
  op('GET', '/v1/gdpr/web/data/export', 'Data export', { access: 'user' }),
  op('POST', '/v1/gdpr/web/account/delete', 'Account delete', { body: accountDeletionSchema, access: 'user' }),
]
