import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { auditLog } from '../db/schema'

export interface AuditActor {
  id: number
  email: string
}

export interface AuditEntry {
  siteId: number
  actor: AuditActor
  /** e.g. `page.draft.save`, `page.publish`, `media.upload`. */
  action: string
  entityType: string
  entityId: string | number
  before?: unknown
  after?: unknown
}

/** Writes one audit row; call it with the transaction of the edit it describes. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    siteId: entry.siteId,
    userId: entry.actor.id,
    userEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

export type AuditRow = typeof auditLog.$inferSelect

/** The newest audit rows of one record, newest first. */
export function listAuditFor(db: Db, query: { siteId: number; entityType: string; entityId: string | number; limit?: number }): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.siteId, query.siteId), eq(auditLog.entityType, query.entityType), eq(auditLog.entityId, String(query.entityId))))
    .orderBy(desc(auditLog.id))
    .limit(query.limit ?? 50)
}
