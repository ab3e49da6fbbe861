import { documentFilterSchema, documentIdSchema, siteDocumentCreateSchema, siteDocumentUpdateSchema } from '../../../../common/documents/schemas'
import { tagged } from '../registry'

const op = tagged('documents')

export const documentsOperations = [
  op('POST', '/v1/document/filter/web', 'Filter web', { body: documentFilterSchema }),
  op('GET', '/v1/document/get/web/{id}', 'Get web', { params: { id: documentIdSchema }, access: 'user' }),
  op('POST', '/v1/document/create', 'Create', { body: siteDocumentCreateSchema, access: 'content' }),
  op('PATCH', '/v1/document/update/{id}', 'Update', { body: siteDocumentUpdateSchema, params: { id: documentIdSchema }, access: 'content' }),
  op('DELETE', '/v1/document/delete/{id}', 'Delete', { params: { id: documentIdSchema }, access: 'content' }),
]
