import { postCreateSchema, postFilterSchema, postIdSchema, postUpdateSchema, termFilterSchema } from '../../../../common/blog/schemas'
import { postEditListQuerySchema } from '../../../../common/blog/post-edit'
import { postTypeCreateSchema, postTypeIdSchema, postTypeViewSchema } from '../../../../common/blog/post-type-schemas'
import { z } from 'zod'
import { tagged } from '../registry'

const op = tagged('blog')

export const blogOperations = [
  op('POST', '/v1/cms/post/filterStandard', 'Published posts, newest first, filtered by terms, post type and dates', { body: postFilterSchema }),
  op('GET', '/v1/cms/post/editorList', 'Posts for the editor, drafts included, in one language', { query: postEditListQuerySchema, access: 'content' }),
  op('GET', '/v1/cms/post/editorGet/{id}', 'One post with every editable field', { params: { id: postIdSchema }, access: 'content' }),
  op('POST', '/v1/cms/post/create', 'Create a post', { body: postCreateSchema, access: 'content' }),
  op('PATCH', '/v1/cms/post/update/{id}', 'Change a post', { body: postUpdateSchema, params: { id: postIdSchema }, access: 'content' }),
  op('DELETE', '/v1/cms/post/delete/{id}', 'Delete a post', { params: { id: postIdSchema }, access: 'content' }),
  op('POST', '/v1/cms/postType/filterStandard', 'The site\'s post types with their names in the request\'s language', { response: z.object({ records: z.array(postTypeViewSchema), total: z.number().int() }) }),
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
  op('GET', '/v1/cms/term/filter', 'The blog\'s terms (categories, tags) of the given types, by title', { query: termFilterSchema }),
  op('POST', '/v1/cms/term/filter', 'The blog\'s terms (categories, tags) of the given types, by title', { body: termFilterSchema }),
  op('GET', '/v1/cms/term/filterStandard', 'The blog\'s terms of the given types, by title (the same as term/filter)', { query: termFilterSchema }),
  op('POST', '/v1/cms/term/filterStandard', 'The blog\'s terms of the given types, by title (the same as term/filter)', { body: termFilterSchema }),
]
