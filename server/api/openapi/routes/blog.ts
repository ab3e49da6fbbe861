import { postCreateSchema, postFilterSchema, postIdSchema, postUpdateSchema, termFilterSchema } from '../../../../common/blog/schemas'
import { postEditListQuerySchema } from '../../../../common/blog/post-edit'
import { postTypeCreateSchema, postTypeIdSchema, postTypeViewSchema } from '../../../../common/blog/post-type-schemas'
import { editablePostSchema, postEditListSchema, postPageSchema, savedPostSchema, termListSchema } from '../../../../common/blog/post-view-schemas'
import { z } from 'zod'
import { deletedCountSchema } from '../../../../common/http/ack-schema'
import { tagged } from '../registry'

const op = tagged('blog')

const noPost = 'No post with this id on the site.'
const slugTaken = 'Another post of this language already has the slug.'

export const blogOperations = [
  op('POST', '/v1/cms/post/filterStandard', 'Published posts, newest first, filtered by terms, post type and dates', { body: postFilterSchema, response: postPageSchema }),
  op('GET', '/v1/cms/post/editorList', 'Posts for the editor, drafts included, in one language', { query: postEditListQuerySchema, access: 'content', response: postEditListSchema }),
  op('GET', '/v1/cms/post/editorGet/{id}', 'One post with every editable field', { params: { id: postIdSchema }, access: 'content', response: editablePostSchema, errors: { 404: noPost } }),
  op('POST', '/v1/cms/post/create', 'Create a post', { body: postCreateSchema, access: 'content', response: savedPostSchema, status: 201, errors: { 409: slugTaken } }),
  op('PATCH', '/v1/cms/post/update/{id}', 'Change a post', {
    body: postUpdateSchema,
    params: { id: postIdSchema },
    access: 'content',
    response: savedPostSchema,
    errors: { 404: noPost, 409: `${slugTaken} Or the post changed since the editor loaded it (version mismatch).` },
  }),
  op('DELETE', '/v1/cms/post/delete/{id}', 'Delete a post', { params: { id: postIdSchema }, access: 'content', response: deletedCountSchema, errors: { 404: noPost } }),
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
    response: deletedCountSchema,
    errors: { 404: 'No post type with this id on the site.', 409: 'Posts still have this type; the message says how many.' },
  }),
  op('GET', '/v1/cms/term/filter', 'The blog\'s terms (categories, tags) of the given types, by title', { query: termFilterSchema, response: termListSchema }),
  op('POST', '/v1/cms/term/filter', 'The blog\'s terms (categories, tags) of the given types, by title', { body: termFilterSchema, response: termListSchema }),
  op('GET', '/v1/cms/term/filterStandard', 'The blog\'s terms of the given types, by title (the same as term/filter)', { query: termFilterSchema, response: termListSchema }),
  op('POST', '/v1/cms/term/filterStandard', 'The blog\'s terms of the given types, by title (the same as term/filter)', { body: termFilterSchema, response: termListSchema }),
]
