import type { Db } from '../db/client'
import { getSiteOptions } from '../site/site-service'

import type { CommentOptions } from '../../common/community/types'

export type { CommentOptions }

export async function getCommentOptions(db: Db, siteId: number): Promise<CommentOptions> {
  const options = await getSiteOptions(db, siteId)
  return {
    loggedUsersOnly: options.CommentsLoggedUsersOnly,
    oneUserOneComment: options.CommentsOneUserOneComment,
    commentEditNotAllowed: options.CommentEditNotAllowed,
    requiresApproval: options.CommentsRequireApproval,
    reviewsEnabled: options.ReviewsEnabled,
  }
}
