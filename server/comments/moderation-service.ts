import { and, asc, count, eq } from 'drizzle-orm'
import { pageOffset, type AdminPage } from '../../common/admin/paging'
import type { ModerationItem } from '../../common/community/types'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { comments } from '../db/schema'
import { ApiError } from '../http/api-error'
import { markPagesChanged } from '../page-cache/page-changes'
import { commentPages } from './comment-page-tags'
import { toCommentView } from './comment-service'
import { targetLabels } from './comment-targets'
import { refreshProductRating } from './product-reviews'

/** The moderation queue at /admin/comments: pending comments, oldest first, one page at a time. */
export async function listModerationQueue(db: Db, input: { siteId: number; page: number; perPage: number }): Promise<AdminPage<ModerationItem>> {
  const pending = and(eq(comments.siteId, input.siteId), eq(comments.status, 'pending'))
  const [rows, [total]] = await Promise.all([
    db.select().from(comments).where(pending).orderBy(asc(comments.createdAt), asc(comments.id)).limit(input.perPage).offset(pageOffset(input)),
    db.select({ value: count() }).from(comments).where(pending),
  ])
  const labels = await targetLabels(db, { siteId: input.siteId, targets: rows })
  const items = rows.map((row): ModerationItem => ({
    ...toCommentView(row),
    targetType: row.targetType === 'post' ? 'post' : 'product',
    targetId: row.targetId,
    targetLabel: labels.get(`${row.targetType}:${row.targetId}`) ?? `#${row.targetId}`,
    status: row.status,
  }))
  return { items, page: input.page, perPage: input.perPage, total: total?.value ?? 0 }
}

/**
 * Approves or rejects a pending comment; who and when go to the comment and to the audit log, and
 * a product's rating follows its published reviews at once.
 */
export async function moderateComment(
  db: Db,
  input: { siteId: number; actor: AuditActor; id: number; decision: 'approve' | 'reject' },
): Promise<{ id: number; status: string }> {
  return db.transaction(async (tx) => {
    const status = input.decision === 'approve' ? 'published' : 'rejected'
    const [row] = await tx
      .update(comments)
      .set({ status, moderatedBy: input.actor.id, moderatedAt: new Date() })
      .where(and(eq(comments.siteId, input.siteId), eq(comments.id, input.id), eq(comments.status, 'pending')))
      .returning()
    if (!row) throw ApiError.notFound('COMMENT_NOT_PENDING')
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: `comment.${input.decision}`,
      entityType: 'comment',
      entityId: row.id,
      before: { status: 'pending' },
      after: { status },
    })
    if (row.targetType === 'product') await refreshProductRating(tx, { siteId: input.siteId, productId: row.targetId })
    // A rejected comment was never shown; an approved one appears on its page.
    markPagesChanged(status === 'published' ? commentPages(row) : [])
    return { id: row.id, status }
  })
}

/** How many comments wait for moderation (the dashboard's count; served by `comments_queue`). */
export async function countPendingComments(db: Db, input: { siteId: number }): Promise<number> {
  const [row] = await db.select({ value: count() }).from(comments).where(and(eq(comments.siteId, input.siteId), eq(comments.status, 'pending')))
  return row?.value ?? 0
}
