import { postCreateSchema, postFilterSchema, postIdSchema, postUpdateSchema, termFilterSchema } from '../../../../common/blog/schemas'
import { postEditListQuerySchema } from '../../../../common/blog/post-edit'
import { postTypeCreateSchema, postTypeIdSchema, postTypeViewSchema } from '../../../../common/blog/post-type-schemas'
import { z } from 'zod'
import { tagged } from '../registry'

const op = tagged('blog')

export const blogOperations = [
  op('POST', '/v1/cms/post/filterStandard', 'Post filter standard', { body: postFilterSchema }),
  op('GET', '/v1/cms/post/editorList', 'Post editor list', { query: postEditListQuerySchema, access: 'content' }),
  op('GET', '/v1/cms/post/editorGet/{id}', 'Post editor get', { params: { id: postIdSchema }, access: 'content' }),
  op('POST', '/v1/cms/post/create', 'Post create', { body: postCreateSchema, access: 'content' }),
  op('PATCH', '/v1/cms/post/update/{id}', 'Post update', { body: postUpdateSchema, params: { id: postIdSchema }, access: 'content' }),
  op('DELETE', '/v1/cms/post/delete/{id}', 'Post delete', { params: { id: postIdSchema }, access: 'content' }),
  op('POST', '/v1/cms/postType/filterStandard', 'Post type filter standard', { response: z.object({ records: z.array(postTypeViewSchema), total: z.number().int() }) }),
  op('POST', '/v1/cms/postType/create', 'Add a post type with its name in each language', {
    body: postTypeCreateSchema,
    access: 'content',
    response: postTypeViewSchema,
    status: 201,
    errors: { 409: 'The site already has a post type with this slug.' },
  }),
  op('DELETE', '/v1/cms/postType/delete/{id}', 'Delete a post type that no post uses', {
    params: { id: postTypeIdSchema },
    access: 'content',
    response: z.object({ deleted: z.number().int() }),
    errors: { 404: 'No post type with this id on the site.', 409: 'Posts still have this type; the message says how many.' },
  }),
  op('GET', '/v1/cms/term/filter', 'Term filter', { query: termFilterSchema }),
  op('POST', '/v1/cms/term/filter', 'Term filter', { body: termFilterSchema }),
  op('GET', '/v1/cms/term/filterStandard', 'Term filter standard', { query: termFilterSchema }),
  op('POST', '/v1/cms/term/filterStandard', 'Term filter standard', { body: termFilterSchema }),
]
