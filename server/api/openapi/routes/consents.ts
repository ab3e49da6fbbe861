import { consentAssignmentSchema, consentFilterSchema, consentTextSaveSchema } from '../../../../common/consent/consents'
import { consentAdminListSchema, consentAdminViewSchema, consentAssignmentViewSchema } from '../../../../common/consent/consent-view-schema'
import { tagged } from '../registry'

const op = tagged('consents')

export const consentsOperations = [
  op('POST', '/v1/cms/consent/create', 'Set which consents a place asks for and which are required (audited)', {
    body: consentAssignmentSchema,
    access: ['settings', 'admin'],
    response: consentAssignmentViewSchema,
    status: 201,
  }),
  // 201 when it creates a consent, 200 when it changes one (`id` sent).
  op('POST', '/v1/cms/consent/text/save', 'Save a consent\'s text (a changed text is a new version)', {
    body: consentTextSaveSchema,
    access: ['settings', 'admin'],
    response: consentAdminViewSchema,
    status: 201,
    otherSuccesses: { 200: { description: 'The envelope with `data`: an existing consent (`id` sent) saved.', response: consentAdminViewSchema } },
    errors: { 404: 'No consent with this id on the site.' },
  }),
  op('POST', '/v1/cms/consent/filter', 'Consents with their current text, paged', { body: consentFilterSchema, access: ['settings', 'admin'], response: consentAdminListSchema }),
]
