import { adminPagingSchema } from '../../../../common/admin/paging'
import { commentCreateSchema, commentFilterSchema, commentModerationSchema, commentOptionsQuerySchema, commentTargetSchema, commentUpdateSchema } from '../../../../common/community/schemas'
import { tagged } from '../registry'

const op = tagged('comments')

export const commentsOperations = [
  op('GET', '/v1/cms/comment/getOptions', 'The site\'s comment rules: who may comment, approval, editing, reviews', { query: commentOptionsQuerySchema }),
  op('GET', '/v1/cms/comment/filterStandard', 'Published comments and reviews, filtered and paged', { query: commentFilterSchema }),
  op('POST', '/v1/cms/comment/filterStandard', 'Published comments and reviews, filtered and paged', { body: commentFilterSchema, query: commentFilterSchema }),
  op('GET', '/v1/cms/comment/mine', 'The logged-in author\'s own comment or review on a target, to edit', { query: commentTargetSchema, access: 'user' }),
  op('POST', '/v1/cms/comment/create', 'Post a comment or review (rate-limited)', { body: commentCreateSchema }),
  op('PUT', '/v1/cms/comment/update', 'Change your own comment or review', { body: commentUpdateSchema, access: 'user' }),
  op('GET', '/v1/cms/comment/moderation/filter', 'Comments and reviews waiting for moderation, oldest first, server-paged', { query: adminPagingSchema, access: 'content' }),
  op('POST', '/v1/cms/comment/moderation/decide', 'Approve or reject a comment or review', { body: commentModerationSchema, access: 'content' }),
]
