import { z } from 'zod'
import { paginationSchema } from '../catalog/product-card-schema'
import { commentTargetTypes } from './schemas'
import type { CommentList, CommentOptions, CommentView, ModerationItem, RatingSummary } from './types'

/** A comment's state (db `comments.status`): nothing is public until it is `published`. */
export const commentStatuses = ['pending', 'published', 'rejected'] as const

export const commentViewSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  comment: z.string(),
  rating: z.number().int().nullable().describe('1–5 on a product review; null on a post comment'),
  createdAt: z.string(),
}) satisfies z.ZodType<CommentView>

export const ratingSummarySchema = z.object({ average: z.number(), count: z.number().int() }) satisfies z.ZodType<RatingSummary>

/** `comment/filterStandard`: a page of published comments, newest first, with the rating summary. */
export const commentListSchema = z.object({
  records: z.array(commentViewSchema),
  pagination: paginationSchema,
  summary: ratingSummarySchema,
}) satisfies z.ZodType<CommentList>

export const commentOptionsSchema = z.object({
  loggedUsersOnly: z.boolean(),
  oneUserOneComment: z.boolean(),
  commentEditNotAllowed: z.boolean(),
  requiresApproval: z.boolean(),
  reviewsEnabled: z.boolean(),
}) satisfies z.ZodType<CommentOptions>

/** `comment/create` and `comment/update`: the comment as saved and whether it waits for moderation. */
export const savedCommentSchema = z.object({ comment: commentViewSchema, status: z.enum(commentStatuses) })

/** `comment/mine`: the author's own pending or published comment on the target, or null. */
export const ownCommentSchema = z.object({ comment: commentViewSchema.extend({ status: z.enum(commentStatuses) }).nullable() })

export const moderationItemSchema = commentViewSchema.extend({
  targetType: z.enum(commentTargetTypes),
  targetId: z.number().int(),
  targetLabel: z.string(),
  status: z.enum(commentStatuses),
}) satisfies z.ZodType<ModerationItem>

/** `comment/moderation/filter`: the queue's page (the admin paging, no `lastPage`). */
export const moderationQueueSchema = z.object({
  records: z.array(moderationItemSchema),
  pagination: z.object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int() }),
})

export const moderationDecisionSchema = z.object({ id: z.number().int(), status: z.enum(commentStatuses) })
