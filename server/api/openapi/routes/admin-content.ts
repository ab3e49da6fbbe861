import { consentLogFilterSchema, consentPlacesSchema } from '../../../../common/consent/consents'
import { mailTemplateRefSchema, mailTemplateSaveSchema, mailTemplateTestSchema } from '../../../../common/mail-templates/schemas'
import { consentSlugParam } from '../../admin-consents'
import { tagged } from '../registry'

const consents = tagged('consents-admin')
const templates = tagged('mail-templates')
const slug = { slug: consentSlugParam }
const consentManagers = ['settings', 'admin'] as const

export const adminContentOperations = [
  consents('GET', '/v1/backoffice/consents/{slug}', 'One consent with its versions', { params: slug, access: consentManagers }),
  consents('GET', '/v1/backoffice/consents/{slug}/log', 'The consent\'s log: filtered and server-paged', { query: consentLogFilterSchema, params: slug, access: consentManagers }),
  consents('GET', '/v1/backoffice/consents/{slug}/log.csv', 'The consent\'s log as CSV', { query: consentLogFilterSchema, params: slug, access: consentManagers }),
  consents('PUT', '/v1/backoffice/consents/{slug}/places', 'Where the consent is asked for, and whether it is required', { body: consentPlacesSchema, params: slug, access: consentManagers }),
  templates('GET', '/v1/backoffice/templates', 'Every e-mail the shop sends, per language', { access: 'settings' }),
  templates('GET', '/v1/backoffice/templates/template', 'One template with its variables', { query: mailTemplateRefSchema, access: 'settings' }),
  templates('PUT', '/v1/backoffice/templates/template', 'Save a template (unknown variables refused)', { body: mailTemplateSaveSchema, access: 'settings' }),
  templates('POST', '/v1/backoffice/templates/reset', 'Reset a template to its built-in text', { body: mailTemplateRefSchema, access: 'settings' }),
  templates('POST', '/v1/backoffice/templates/preview', 'Preview a template with sample data (sanitised)', { body: mailTemplateSaveSchema, access: 'settings' }),
  templates('POST', '/v1/backoffice/templates/test', 'Send a test of a template through the outbox', { body: mailTemplateTestSchema, access: 'settings' }),
]
