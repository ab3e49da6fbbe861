import { adminPagingSchema } from '../../../../common/admin/paging'
import { commentCreateSchema, commentFilterSchema, commentModerationSchema, commentOptionsQuerySchema, commentTargetSchema, commentUpdateSchema } from '../../../../common/community/schemas'
import { tagged } from '../registry'

const op = tagged('comments')

export const commentsOperations = [
  op('GET', '/v1/cms/comment/getOptions', 'Comment get options', { query: commentOptionsQuerySchema }),
  op('GET', '/v1/cms/comment/filterStandard', 'Comment filter standard', { query: commentFilterSchema }),
  op('POST', '/v1/cms/comment/filterStandard', 'Comment filter standard', { body: commentFilterSchema, query: commentFilterSchema }),
  op('GET', '/v1/cms/comment/mine', 'Comment mine', { query: commentTargetSchema, access: 'user' }),
  op('POST', '/v1/cms/comment/create', 'Comment create', { body: commentCreateSchema }),
  op('PUT', '/v1/cms/comment/update', 'Comment update', { body: commentUpdateSchema, access: 'user' }),
  op('GET', '/v1/cms/comment/moderation/filter', 'Comments and reviews waiting for moderation, oldest first, server-paged', { query: adminPagingSchema, access: 'content' }),
  op('POST', '/v1/cms/comment/moderation/decide', 'Approve or reject a comment or review', { body: commentModerationSchema, access: 'content' }),
]
