import { documentFilterSchema, documentIdSchema, siteDocumentCreateSchema, siteDocumentUpdateSchema } from '../../../../common/documents/schemas'
import { siteDocumentViewSchema, webDocumentListSchema } from '../../../../common/documents/document-view-schema'
import { deletedCountSchema } from '../../../../common/http/ack-schema'
import { tagged } from '../registry'

const op = tagged('documents')

const noDocument = 'No site document with this id on the site.'

export const documentsOperations = [
  op('POST', '/v1/document/filter/web', 'Documents the visitor may download', { body: documentFilterSchema, response: webDocumentListSchema, errors: { 404: 'The store is not one of this site\'s (STORE_NOT_FOUND).' } }),
  op('GET', '/v1/document/get/web/{id}', 'Download a document', {
    params: { id: documentIdSchema },
    access: 'user',
    errors: { 404: 'No document with this id for the caller, or its file is missing.' },
    file: { types: ['application/pdf'], description: 'The document (PDF).' },
  }),
  op('POST', '/v1/document/create', 'Create a site document', { body: siteDocumentCreateSchema, access: 'content', response: siteDocumentViewSchema, status: 201 }),
  op('PATCH', '/v1/document/update/{id}', 'Change a site document', {
    body: siteDocumentUpdateSchema,
    params: { id: documentIdSchema },
    access: 'content',
    response: siteDocumentViewSchema,
    errors: { 404: noDocument },
  }),
  op('DELETE', '/v1/document/delete/{id}', 'Delete a site document', {
    params: { id: documentIdSchema },
    access: 'content',
    response: deletedCountSchema,
    errors: { 404: noDocument },
  }),
  op('GET', '/v1/backoffice/invoices/{id}/pdf', 'Download an invoice or storno as the buyer got it (PDF)', {
    params: { id: documentIdSchema },
    access: 'orders',
    errors: { 404: 'No invoice or storno with this id on the site.' },
    file: { types: ['application/pdf'], description: 'The invoice (PDF).' },
  }),
]
