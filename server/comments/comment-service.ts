import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { CommentCreateInput, CommentTargetType, CommentUpdateInput } from '../../common/community/schemas'
import type { CommentList, CommentsBlock, CommentView } from '../../common/community/types'
import type { AuthUser } from '../auth/access'
import type { Db } from '../db/client'
import { comments } from '../db/schema'
import { ApiError } from '../http/api-error'
import { getCommentOptions } from './comment-options'
import { targetExists } from './comment-targets'
import { toPlainCommentText } from './comment-text'
import { ratingSummary, refreshProductRating } from './product-reviews'
import { markPagesChanged } from '../page-cache/page-changes'
import { commentPages } from './comment-page-tags'
import { paginationOf } from '../../common/http/envelope'

type CommentRow = typeof comments.$inferSelect

export function toCommentView(row: CommentRow): CommentView {
  return { id: row.id, authorName: row.authorName, comment: row.body, rating: row.rating, createdAt: row.createdAt.toISOString() }
}

/** "Ana H.": enough to tell reviewers apart without publishing a customer's full name. */
function publicName(user: AuthUser): string {
  const initial = user.lastName.trim().charAt(0)
  return `${user.firstName.trim()}${initial ? ` ${initial}.` : ''}`.trim() || 'Kupac'
}

function plainBody(text: string): string {
  const body = toPlainCommentText(text)
  if (!body) throw new ApiError(400, 'VALIDATION_FAILED', 'error.badRequest', undefined, { comment: 'validation.required' })
  return body
}

/**
 * §7 comment/create. Follows comment/getOptions: logged-in users only, one comment per account and
 * product/post, and approval by a backoffice user before anything is public.
 */
export async function createComment(
  db: Db,
  input: { siteId: number; user: AuthUser | null; locale: string; payload: CommentCreateInput },
): Promise<{ comment: CommentView; status: string }> {
  const { payload, user } = input
  if (payload.website) throw new ApiError(400, 'SPAM', 'community.spam')
  const options = await getCommentOptions(db, input.siteId)
  if (payload.targetType === 'product' && !options.reviewsEnabled) throw new ApiError(403, 'REVIEWS_DISABLED', 'error.forbidden')
  if (!user && options.loggedUsersOnly) throw new ApiError(401, 'LOGGED_USERS_ONLY', 'community.loggedUsersOnly')
  const authorName = user ? publicName(user) : toPlainCommentText(payload.name ?? '')
  if (!authorName) throw new ApiError(400, 'VALIDATION_FAILED', 'error.badRequest', undefined, { name: 'validation.required' })
  const body = plainBody(payload.comment)
  const target = { siteId: input.siteId, targetType: payload.targetType, targetId: payload.targetId }
  if (!(await targetExists(db, target))) throw ApiError.notFound('COMMENT_TARGET_NOT_FOUND')
  return db.transaction(async (tx) => {
    if (user && options.oneUserOneComment) {
      // Two submits at once must not both pass the check below.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`comment:${user.id}:${payload.targetType}:${payload.targetId}`}))`)
      const [existing] = await tx
        .select({ id: comments.id })
        .from(comments)
        .where(
          and(
            eq(comments.siteId, input.siteId),
            eq(comments.userId, user.id),
            eq(comments.targetType, payload.targetType),
            eq(comments.targetId, payload.targetId),
            ne(comments.status, 'rejected'),
          ),
        )
      if (existing) throw new ApiError(409, 'ONE_USER_ONE_COMMENT', 'community.oneUserOneComment')
    }
    const status = options.requiresApproval ? 'pending' : 'published'
    // A comment published at once shows on its product or post page (and in the product's rating).
    if (status === 'published') markPagesChanged(commentPages(payload))
    const [row] = await tx
      .insert(comments)
      .values({
        ...target,
        userId: user?.id ?? null,
        authorName,
        body,
        rating: payload.targetType === 'product' ? (payload.rating ?? null) : null,
        status,
        locale: input.locale,
      })
      .returning()
    if (!row) throw new Error('comment insert returned nothing')
    if (status === 'published' && row.targetType === 'product') await refreshProductRating(tx, { siteId: input.siteId, productId: row.targetId })
    return { comment: toCommentView(row), status }
  })
}

/** §7 comment/update: the author changes their text (and stars); it goes back to moderation. */
export async function updateComment(
  db: Db,
  input: { siteId: number; user: AuthUser; payload: CommentUpdateInput },
): Promise<{ comment: CommentView; status: string }> {
  const options = await getCommentOptions(db, input.siteId)
  if (options.commentEditNotAllowed) throw new ApiError(403, 'COMMENT_EDIT_NOT_ALLOWED', 'community.commentEditNotAllowed')
  const [current] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.siteId, input.siteId), eq(comments.id, input.payload.id), eq(comments.userId, input.user.id)))
  if (!current) throw ApiError.notFound('COMMENT_NOT_FOUND')
  const rating = input.payload.rating ?? null
  if (current.targetType === 'product' && !rating) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'error.badRequest', undefined, { rating: 'community.ratingRequired' })
  }
  if (current.targetType === 'post' && rating) throw new ApiError(400, 'VALIDATION_FAILED', 'error.badRequest', undefined, { rating: 'validation.invalid' })
  // The edited comment changes (or leaves, until approved) the page that showed it.
  markPagesChanged(commentPages(current))
  const status = options.requiresApproval ? 'pending' : 'published'
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(comments)
      .set({ body: plainBody(input.payload.comment), rating, status, updatedAt: new Date(), moderatedAt: null, moderatedBy: null })
      .where(eq(comments.id, current.id))
      .returning()
    if (!row) throw ApiError.notFound('COMMENT_NOT_FOUND')
    if (row.targetType === 'product') await refreshProductRating(tx, { siteId: input.siteId, productId: row.targetId })
    return { comment: toCommentView(row), status }
  })
}

/** §7 comment/filterStandard: the published comments of a product or post, newest first. */
export async function listPublishedComments(
  db: Db,
  input: { siteId: number; targetType: CommentTargetType; targetId: number; page: number; perPage: number },
): Promise<CommentList> {
  const where = and(
    eq(comments.siteId, input.siteId),
    eq(comments.targetType, input.targetType),
    eq(comments.targetId, input.targetId),
    eq(comments.status, 'published'),
  )
  const [rows, [counted], summary] = await Promise.all([
    db
      .select()
      .from(comments)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(comments).where(where),
    ratingSummary(db, input),
  ])
  const total = counted?.total ?? 0
  return {
    records: rows.map(toCommentView),
    pagination: paginationOf({ page: input.page, perPage: input.perPage, total: total }),
    summary,
  }
}

/** The reviews/comments block of a product or post page: first page of published ones and the rules. */
export async function loadCommentsBlock(db: Db, input: { siteId: number; targetType: CommentTargetType; targetId: number }): Promise<CommentsBlock> {
  const [list, options] = await Promise.all([listPublishedComments(db, { ...input, page: 1, perPage: 20 }), getCommentOptions(db, input.siteId)])
  return { list, options }
}

/** The visitor's own latest review/comment on a product or post (any state but rejected), for the form. */
export async function findOwnComment(
  db: Db,
  input: { siteId: number; userId: number; targetType: CommentTargetType; targetId: number },
): Promise<(CommentView & { status: string }) | null> {
  const [row] = await db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.siteId, input.siteId),
        eq(comments.userId, input.userId),
        eq(comments.targetType, input.targetType),
        eq(comments.targetId, input.targetId),
        ne(comments.status, 'rejected'),
      ),
    )
    .orderBy(desc(comments.id))
    .limit(1)
  return row ? { ...toCommentView(row), status: row.status } : null
}

/** The comments of a target that is being deleted (a post): called inside the deleting transaction. */
export async function deleteTargetComments(db: Db, input: { siteId: number; targetType: CommentTargetType; targetId: number }): Promise<number> {
  const removed = await db
    .delete(comments)
    .where(and(eq(comments.siteId, input.siteId), eq(comments.targetType, input.targetType), eq(comments.targetId, input.targetId)))
    .returning({ id: comments.id })
  return removed.length
}
