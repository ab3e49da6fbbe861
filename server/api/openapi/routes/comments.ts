import { adminPagingSchema } from '../../../../common/admin/paging'
import { commentCreateSchema, commentFilterSchema, commentModerationSchema, commentOptionsQuerySchema, commentTargetSchema, commentUpdateSchema } from '../../../../common/community/schemas'
import {
  commentListSchema,
  commentOptionsSchema,
  moderationDecisionSchema,
  moderationQueueSchema,
  ownCommentSchema,
  savedCommentSchema,
} from '../../../../common/community/comment-schema'
import { tagged } from '../registry'

const op = tagged('comments')

const tooMany = 'Too many comments from this address or account; wait a while.'

export const commentsOperations = [
  op('GET', '/v1/cms/comment/getOptions', 'The site\'s comment rules: who may comment, approval, editing, reviews', { query: commentOptionsQuerySchema, response: commentOptionsSchema, errors: { 404: 'The store is not one of this site\'s (STORE_NOT_FOUND).' } }),
  op('GET', '/v1/cms/comment/filterStandard', 'Published comments and reviews, filtered and paged', { query: commentFilterSchema, response: commentListSchema }),
  op('POST', '/v1/cms/comment/filterStandard', 'Published comments and reviews, filtered and paged', { body: commentFilterSchema, query: commentFilterSchema, response: commentListSchema }),
  op('GET', '/v1/cms/comment/mine', 'The logged-in author\'s own comment or review on a target, to edit', { query: commentTargetSchema, access: 'user', response: ownCommentSchema }),
  op('POST', '/v1/cms/comment/create', 'Post a comment or review (rate-limited)', {
    body: commentCreateSchema,
    response: savedCommentSchema,
    status: 201,
    errors: {
      401: 'The site takes comments from logged-in users only (LOGGED_USERS_ONLY).',
      403: 'Reviews are turned off on this site (REVIEWS_DISABLED).',
      404: 'No product or post with this id on the site.',
      409: 'The account already has a comment on this product or post (ONE_USER_ONE_COMMENT).',
      429: tooMany,
    },
  }),
  op('PUT', '/v1/cms/comment/update', 'Change your own comment or review', {
    body: commentUpdateSchema,
    access: 'user',
    response: savedCommentSchema,
    errors: {
      403: 'The site does not let authors change their comments (COMMENT_EDIT_NOT_ALLOWED).',
      404: 'No comment of yours with this id.',
      429: tooMany,
    },
  }),
  op('GET', '/v1/cms/comment/moderation/filter', 'Comments and reviews waiting for moderation, oldest first, server-paged', { query: adminPagingSchema, access: 'content', response: moderationQueueSchema }),
  op('POST', '/v1/cms/comment/moderation/decide', 'Approve or reject a comment or review', {
    body: commentModerationSchema,
    access: 'content',
    response: moderationDecisionSchema,
    errors: { 404: 'No comment with this id waits for moderation (COMMENT_NOT_PENDING).' },
  }),
]
