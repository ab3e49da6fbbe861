import { contactAdminSchema, formConfirmEmailSchema, formFilterSchema, formStoreDataSchema, submissionListSchema } from '../../../../common/forms/schemas'
import { formEmailConfirmedSchema, formListSchema, formSubmittedSchema, formViewSchema, submissionPageSchema } from '../../../../common/forms/form-view-schema'
import { createdIdSchema } from '../../../../common/http/ack-schema'
import { tagged } from '../registry'

const op = tagged('forms')

const formNotFound = 'No form with this id or handle on this site.'
const tooMany = 'Too many messages from this IP or address; wait and try again.'
const recaptchaDown = 'reCAPTCHA could not be verified (Google did not answer); try again.'

export const formsOperations = [
  op('GET', '/v1/cms/form/filter', 'The site\'s forms with their fields, paged', { query: formFilterSchema, response: formListSchema }),
  op('POST', '/v1/cms/form/filter', 'The site\'s forms with their fields, paged', { body: formFilterSchema, query: formFilterSchema, response: formListSchema }),
  op('GET', '/v1/cms/form/get/{id}', 'One form with its fields, by id or handle', { response: formViewSchema, errors: { 404: formNotFound } }),
  op('POST', '/v1/cms/form/storeData', 'Submit a form (spam checks and reCAPTCHA)', { body: formStoreDataSchema, response: formSubmittedSchema, status: 201, errors: { 404: formNotFound, 429: tooMany, 503: recaptchaDown } }),
  op('GET', '/v1/cms/form/confirmEmail', 'The link in a submission\'s confirmation e-mail: confirms and redirects to a message page', { redirect: { status: 302, description: 'To the page that says the address is confirmed (or the link is invalid).' } }),
  op('POST', '/v1/cms/form/confirmEmail', 'Confirm a form submission\'s e-mail address with its token', { body: formConfirmEmailSchema, response: formEmailConfirmedSchema }),
  op('POST', '/v1/cms/contact/contactAdmin', 'Send a message to the shop through the contact form', { body: contactAdminSchema, response: createdIdSchema, status: 201, errors: { 429: tooMany, 503: recaptchaDown } }),
  op('GET', '/v1/backoffice/forms/submissions', 'Form submissions: server-paged and filtered', { query: submissionListSchema, access: 'content', response: submissionPageSchema, errors: { 404: formNotFound } }),
  op('GET', '/v1/backoffice/forms/submissions/export', 'Form submissions as CSV', { query: submissionListSchema, access: 'content', errors: { 404: formNotFound }, file: { types: ['text/csv'], description: 'The submissions as CSV.' } }),
]
