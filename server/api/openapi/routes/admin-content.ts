import { consentLogFilterSchema, consentPlacesSchema } from '../../../../common/consent/consents'
import { consentLogPageSchema } from '../../../../common/consent/consent-log-row-schema'
import { consentAdminViewSchema } from '../../../../common/consent/consent-view-schema'
import { mailTemplatePreviewSchema, mailTemplateSummarySchema, mailTemplateViewSchema, mailTestQueuedSchema } from '../../../../common/mail-templates/mail-template-view-schema'
import { mailTemplateRefSchema, mailTemplateSaveSchema, mailTemplateTestSchema } from '../../../../common/mail-templates/schemas'
import { z } from '../../../../common/validation/z'
import { consentSlugParam } from '../../admin-consents'
import { tagged } from '../registry'

const consents = tagged('consents-admin')
const templates = tagged('mail-templates')
const slug = { slug: consentSlugParam }
const consentManagers = ['settings', 'admin'] as const
const noConsent = { 404: 'No consent of the site has this number.' }

export const adminContentOperations = [
  consents('GET', '/v1/backoffice/consents/{slug}', 'One consent with its versions', { params: slug, access: consentManagers, response: consentAdminViewSchema, errors: noConsent }),
  consents('GET', '/v1/backoffice/consents/{slug}/log', 'The consent\'s log: filtered and server-paged', {
    query: consentLogFilterSchema,
    params: slug,
    access: consentManagers,
    response: consentLogPageSchema,
    errors: noConsent,
  }),
  // A CSV download: no JSON `data` to document.
  consents('GET', '/v1/backoffice/consents/{slug}/log.csv', 'The consent\'s log as CSV', { query: consentLogFilterSchema, params: slug, access: consentManagers, errors: noConsent, file: { types: ['text/csv'], description: 'The filtered log as CSV.' } }),
  consents('PUT', '/v1/backoffice/consents/{slug}/places', 'Where the consent is asked for, and whether it is required', {
    body: consentPlacesSchema,
    params: slug,
    access: consentManagers,
    response: consentAdminViewSchema,
    errors: noConsent,
  }),
  templates('GET', '/v1/backoffice/templates', 'Every e-mail the shop sends, per language', { access: 'settings', response: z.array(mailTemplateSummarySchema) }),
  templates('GET', '/v1/backoffice/templates/template', 'One template with its variables', { query: mailTemplateRefSchema, access: 'settings', response: mailTemplateViewSchema }),
  templates('PUT', '/v1/backoffice/templates/template', 'Save a template (unknown variables refused)', { body: mailTemplateSaveSchema, access: 'settings', response: mailTemplateViewSchema }),
  templates('POST', '/v1/backoffice/templates/reset', 'Reset a template to its built-in text', { body: mailTemplateRefSchema, access: 'settings', response: mailTemplateViewSchema }),
  templates('POST', '/v1/backoffice/templates/preview', 'Preview a template with sample data (sanitised)', { body: mailTemplateSaveSchema, access: 'settings', response: mailTemplatePreviewSchema }),
  templates('POST', '/v1/backoffice/templates/test', 'Send a test of a template through the outbox', { body: mailTemplateTestSchema, access: 'settings', response: mailTestQueuedSchema, status: 202 }),
]
