import { documentFilterSchema, documentIdSchema, siteDocumentCreateSchema, siteDocumentUpdateSchema } from '../../../../common/documents/schemas'
import { tagged } from '../registry'

const op = tagged('documents')

export const documentsOperations = [
  op('POST', '/v1/document/filter/web', 'Documents the visitor may download', { body: documentFilterSchema }),
  op('GET', '/v1/document/get/web/{id}', 'Download a document', { params: { id: documentIdSchema }, access: 'user' }),
  op('POST', '/v1/document/create', 'Create a site document', { body: siteDocumentCreateSchema, access: 'content' }),
  op('PATCH', '/v1/document/update/{id}', 'Change a site document', { body: siteDocumentUpdateSchema, params: { id: documentIdSchema }, access: 'content' }),
  op('DELETE', '/v1/document/delete/{id}', 'Delete a site document', { params: { id: documentIdSchema }, access: 'content' }),
  op('GET', '/v1/backoffice/invoices/{id}/pdf', 'Download an invoice or storno as the buyer got it (PDF)', { params: { id: documentIdSchema }, access: 'orders' }),
]
