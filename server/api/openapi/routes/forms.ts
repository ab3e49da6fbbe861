import { contactAdminSchema, formConfirmEmailSchema, formFilterSchema, formStoreDataSchema, submissionListSchema } from '../../../../common/forms/schemas'
import { tagged } from '../registry'

const op = tagged('forms')

export const formsOperations = [
  op('GET', '/v1/cms/form/filter', 'The site\'s forms with their fields, paged', { query: formFilterSchema }),
  op('POST', '/v1/cms/form/filter', 'The site\'s forms with their fields, paged', { body: formFilterSchema, query: formFilterSchema }),
  op('GET', '/v1/cms/form/get/{id}', 'One form with its fields, by id or handle'),
  op('POST', '/v1/cms/form/storeData', 'Submit a form (spam checks and reCAPTCHA)', { body: formStoreDataSchema }),
  op('GET', '/v1/cms/form/confirmEmail', 'The link in a submission\'s confirmation e-mail: confirms and redirects to a message page'),
  op('POST', '/v1/cms/form/confirmEmail', 'Confirm a form submission\'s e-mail address with its token', { body: formConfirmEmailSchema }),
  op('POST', '/v1/cms/contact/contactAdmin', 'Send a message to the shop through the contact form', { body: contactAdminSchema }),
  op('GET', '/v1/backoffice/forms/submissions', 'Form submissions: server-paged and filtered', { query: submissionListSchema, access: 'content' }),
  op('GET', '/v1/backoffice/forms/submissions/export', 'Form submissions as CSV', { query: submissionListSchema, access: 'content' }),
]
