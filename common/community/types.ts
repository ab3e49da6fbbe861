import type { Pagination } from '../http/envelope'
import type { CommentTargetType } from './schemas'

/** A published review or comment as every visitor sees it (no per-visitor fields: cacheable). */
export interface CommentView {
  id: number
  authorName: string
  comment: string
  rating: number | null
  createdAt: string
}

export interface RatingSummary {
  /** Average of the published ratings, one decimal; 0 without reviews. */
  average: number
  count: number
}

export interface CommentList {
  records: CommentView[]
  pagination: Pagination
  summary: RatingSummary
}

/** A comment waiting in the moderation queue. */
export interface ModerationItem extends CommentView {
  targetType: CommentTargetType
  targetId: number
  targetLabel: string
  status: string
}

/** §7 comment/getOptions: the rules the comment form and the service follow, from the site options. */
export interface CommentOptions {
  loggedUsersOnly: boolean
  oneUserOneComment: boolean
  commentEditNotAllowed: boolean
  /** New comments wait for a backoffice user with the `content` scope. */
  requiresApproval: boolean
  reviewsEnabled: boolean
}

/** What a product or post page loads for its reviews/comments block (the same for every visitor). */
export interface CommentsBlock {
  list: CommentList
  options: CommentOptions
}
