import { postCreateSchema, postFilterSchema, postIdSchema, postUpdateSchema, termFilterSchema } from '../../../../common/blog/schemas'
import { postEditListQuerySchema } from '../../../../common/blog/post-edit'
import { tagged } from '../registry'

const op = tagged('blog')

export const blogOperations = [
  op('POST', '/v1/cms/post/filterStandard', 'Post filter standard', { body: postFilterSchema }),
  op('GET', '/v1/cms/post/editorList', 'Post editor list', { query: postEditListQuerySchema, access: 'content' }),
  op('GET', '/v1/cms/post/editorGet/{id}', 'Post editor get', { params: { id: postIdSchema }, access: 'content' }),
  op('POST', '/v1/cms/post/create', 'Post create', { body: postCreateSchema, access: 'content' }),
  op('PATCH', '/v1/cms/post/update/{id}', 'Post update', { body: postUpdateSchema, params: { id: postIdSchema }, access: 'content' }),
  op('DELETE', '/v1/cms/post/delete/{id}', 'Post delete', { params: { id: postIdSchema }, access: 'content' }),
  op('POST', '/v1/cms/postType/filterStandard', 'Post type filter standard'),
  op('GET', '/v1/cms/term/filter', 'Term filter', { query: termFilterSchema }),
  op('POST', '/v1/cms/term/filter', 'Term filter', { body: termFilterSchema }),
  op('GET', '/v1/cms/term/filterStandard', 'Term filter standard', { query: termFilterSchema }),
  op('POST', '/v1/cms/term/filterStandard', 'Term filter standard', { body: termFilterSchema }),
]
