import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm'
import { pageOffset, type AdminPage } from '../../common/admin/paging'
import type { AuditQuery } from '../../common/audit/schemas'
import type { Db } from '../db/client'
import { auditLog } from '../db/schema'
import { containsPattern, prefixPattern } from '../db/like-pattern'
import type { AuditRow } from './audit-log'

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date
}

/** The audit log, newest first, filtered and paged in the database. */
export async function searchAuditLog(db: Db, input: { siteId: number; query: AuditQuery }): Promise<AdminPage<AuditRow>> {
  const { query } = input
  const conditions: SQL[] = [eq(auditLog.siteId, input.siteId)]
  if (query.actor) conditions.push(ilike(auditLog.userEmail, containsPattern(query.actor)))
  if (query.action) conditions.push(ilike(auditLog.action, prefixPattern(query.action)))
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType))
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)))
  if (query.to) conditions.push(lt(auditLog.createdAt, nextDay(query.to)))
  const where = and(...conditions)
  const [items, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(query.perPage).offset(pageOffset(query)),
    db.select({ value: count() }).from(auditLog).where(where),
  ])
  return { items, page: query.page, perPage: query.perPage, total: total?.value ?? 0 }
}

/** The kinds of records the log holds, for the filter's choices. */
export async function auditEntityTypes(db: Db, siteId: number): Promise<string[]> {
  const rows = await db.selectDistinct({ type: auditLog.entityType }).from(auditLog).where(eq(auditLog.siteId, siteId)).orderBy(auditLog.entityType)
  return rows.map((row) => row.type)
}
