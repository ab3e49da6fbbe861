import { randomBytes } from 'node:crypto'
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { pageOffset, type AdminPage } from '../../common/admin/paging'
import type { BackofficeUserCreate, BackofficeUserCreated, BackofficeUserListQuery, BackofficeUserView } from '../../common/users/backoffice'
import type { BackofficeScope } from '../../common/users/user-view'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { revokeUserSessions } from '../auth/session-service'
import type { Db } from '../db/client'
import { containsPattern } from '../db/like-pattern'
import { users } from '../db/schema'
import { ApiError } from '../http/api-error'
import { createUser } from './user-service'

type UserRow = typeof users.$inferSelect

function toView(row: UserRow): BackofficeUserView {
  return { id: row.id, email: row.email, name: `${row.firstName} ${row.lastName}`.trim(), scopes: row.scopes, createdAt: row.createdAt.toISOString() }
}

export async function listBackofficeUsers(db: Db, input: { query: BackofficeUserListQuery }): Promise<AdminPage<BackofficeUserView>> {
  const { query } = input
  const pattern = query.q ? containsPattern(query.q) : null
  const where = and(eq(users.isBackofficeUser, true), pattern ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)) : undefined)
  const [total] = await db.select({ value: count() }).from(users).where(where)
  const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(query.perPage).offset(pageOffset(query))
  return { items: rows.map(toView), page: query.page, perPage: query.perPage, total: total?.value ?? 0 }
}

async function backofficeUser(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), eq(users.isBackofficeUser, true)))
  if (!row) throw ApiError.notFound('USER_NOT_FOUND')
  return row
}

/** A new backoffice account with a generated password the creator hands over once (it is only hashed here). */
export async function createBackofficeUser(db: Db, input: { siteId: number; actor: AuditActor; payload: BackofficeUserCreate }): Promise<BackofficeUserCreated> {
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.payload.email))
    if (taken) throw new ApiError(409, 'EMAIL_TAKEN', 'error.badRequest', undefined, { email: 'taken' })
    const password = randomBytes(12).toString('base64url')
    const row = await createUser(tx, { ...input.payload, password, isBackofficeUser: true })
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'user.backoffice.create', entityType: 'user', entityId: row.id, after: { email: row.email, scopes: row.scopes } })
    return { id: row.id, password }
  })
}

/** Scopes take effect on the user's next request (they are read with the session). Nobody drops their own `users` scope. */
export async function setBackofficeScopes(db: Db, input: { siteId: number; actor: AuditActor; id: number; scopes: BackofficeScope[] }): Promise<void> {
  if (input.id === input.actor.id && !input.scopes.includes('users')) throw new ApiError(409, 'OWN_USERS_SCOPE', 'error.forbidden')
  await db.transaction(async (tx) => {
    const before = await backofficeUser(tx, input.id)
    const scopes = [...new Set(input.scopes)]
    await tx.update(users).set({ scopes, updatedAt: new Date() }).where(eq(users.id, before.id))
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'user.backoffice.scopes', entityType: 'user', entityId: before.id, before: { scopes: before.scopes }, after: { scopes } })
  })
}

/** Takes the back office away (the account stays a shopper's) and ends every session at once. */
export async function deactivateBackofficeUser(db: Db, input: { siteId: number; actor: AuditActor; id: number }): Promise<void> {
  if (input.id === input.actor.id) throw new ApiError(409, 'OWN_ACCOUNT', 'error.forbidden')
  await db.transaction(async (tx) => {
    const before = await backofficeUser(tx, input.id)
    await tx.update(users).set({ isBackofficeUser: false, scopes: [], updatedAt: new Date() }).where(eq(users.id, before.id))
    await revokeUserSessions(tx, { userId: before.id, reason: 'backoffice-deactivated' })
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'user.backoffice.deactivate', entityType: 'user', entityId: before.id, before: { scopes: before.scopes } })
  })
}
