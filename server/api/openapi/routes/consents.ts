import { consentAssignmentSchema, consentFilterSchema, consentTextSaveSchema } from '../../../../common/consent/consents'
import { tagged } from '../registry'

const op = tagged('consents')

export const consentsOperations = [
  op('POST', '/v1/cms/consent/create', 'Set which consents a place asks for and which are required (audited)', { body: consentAssignmentSchema, access: ['settings', 'admin'] }),
  op('POST', '/v1/cms/consent/text/save', 'Save a consent\'s text (a changed text is a new version)', { body: consentTextSaveSchema, access: ['settings', 'admin'] }),
  op('POST', '/v1/cms/consent/filter', 'Consents with their current text, paged', { body: consentFilterSchema, access: ['settings', 'admin'] }),
]
