/** Reviews and comments on products and posts (issue 13 point 3). */
export { getCommentOptions, type CommentOptions } from './comment-options'
export { createComment, deleteTargetComments, findOwnComment, listPublishedComments, loadCommentsBlock, updateComment } from './comment-service'
export { countPendingComments, listModerationQueue, moderateComment } from './moderation-service'
export { ratingSummary, refreshProductRating, refreshAllProductRatings } from './product-reviews'
export { toPlainCommentText } from './comment-text'
