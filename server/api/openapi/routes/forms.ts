import { contactAdminSchema, formConfirmEmailSchema, formFilterSchema, formStoreDataSchema, submissionListSchema } from '../../../../common/forms/schemas'
import { tagged } from '../registry'

const op = tagged('forms')

export const formsOperations = [
  op('GET', '/v1/cms/form/filter', 'Form filter', { query: formFilterSchema }),
  op('POST', '/v1/cms/form/filter', 'Form filter', { body: formFilterSchema, query: formFilterSchema }),
  op('GET', '/v1/cms/form/get/{id}', 'Form get'),
  op('POST', '/v1/cms/form/storeData', 'Form store data', { body: formStoreDataSchema }),
  op('GET', '/v1/cms/form/confirmEmail', 'Form confirm email'),
  op('POST', '/v1/cms/form/confirmEmail', 'Form confirm email', { body: formConfirmEmailSchema }),
  op('POST', '/v1/cms/contact/contactAdmin', 'Contact contact admin', { body: contactAdminSchema }),
  op('GET', '/v1/backoffice/forms/submissions', 'Form submissions: server-paged and filtered', { query: submissionListSchema, access: 'content' }),
  op('GET', '/v1/backoffice/forms/submissions/export', 'Form submissions as CSV', { query: submissionListSchema, access: 'content' }),
]
