import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm'
import type { AdminPage, AdminPaging } from '../../common/admin/paging'
import type { ConsentLogFilter, ConsentLogRow, ConsentPlacesInput, ConsentTextSaveInput } from '../../common/consent/consents'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { consentAssignments, consentLogs, consents, consentVersions } from '../db/schema'
import { ApiError } from '../http/api-error'
import { loadConsent, saveConsentAssignment, saveConsentText, type ConsentAdminView } from './consent-texts'

/** A consent of the site by its number (the admin's `/admin/consent/{slug}`); 404 when there is none. */
export async function consentByNumber(db: Db, siteId: number, uniqueNumber: string): Promise<ConsentAdminView> {
  const [row] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.siteId, siteId), eq(consents.uniqueNumber, uniqueNumber)))
  if (!row) throw new ApiError(404, 'CONSENT_NOT_FOUND', 'gdpr.consentNotFound')
  return loadConsent(db, siteId, row.id)
}

/** Creates or edits a consent (a changed text is a new version, ADR 020) and audits it. */
export async function saveConsentAudited(db: Db, input: ConsentTextSaveInput & { siteId: number; actor: AuditActor }): Promise<ConsentAdminView> {
  return db.transaction(async (tx) => {
    const result = await saveConsentText(tx, { ...input, actorId: input.actor.id })
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: result.before ? (result.versionAdded ? 'consent.version' : 'consent.rename') : 'consent.create',
      entityType: 'consent',
      entityId: result.consent.id,
      before: result.before && { displayName: result.before.displayName, uniqueNumber: result.before.uniqueNumber, version: result.before.current.version },
      after: { displayName: result.consent.displayName, uniqueNumber: result.consent.uniqueNumber, version: result.consent.current.version },
    })
    return result.consent
  })
}

/**
 * Sets where one consent is asked for: it joins (or leaves) each place's list, keeping the other
 * consents of the place and their order; audited per place that changed.
 */
export async function setConsentPlaces(
  db: Db,
  input: ConsentPlacesInput & { siteId: number; consentId: number; actor: AuditActor },
): Promise<ConsentAdminView> {
  return db.transaction(async (tx) => {
    await loadConsent(tx, input.siteId, input.consentId)
    const existing = await tx.select().from(consentAssignments).where(eq(consentAssignments.siteId, input.siteId))
    const places = new Set([...existing.map((row) => row.assignedTo), ...input.places.map((place) => place.assignedTo)])
    for (const assignedTo of places) {
      const row = existing.find((candidate) => candidate.assignedTo === assignedTo)
      const wanted = input.places.find((place) => place.assignedTo === assignedTo)
      const others = (row?.consents ?? []).filter((id) => id !== input.consentId)
      const consentIds = wanted ? (row?.consents.includes(input.consentId) ? row.consents : [...others, input.consentId]) : others
      const required = (row?.requiredConsents ?? []).filter((id) => id !== input.consentId).concat(wanted?.required ? [input.consentId] : [])
      const unchanged = row && sameList(row.consents, consentIds) && sameList(row.requiredConsents, required)
      if (unchanged || (!row && !wanted)) continue
      const result = await saveConsentAssignment(tx, {
        siteId: input.siteId,
        assigned_to: assignedTo as ConsentPlacesInput['places'][number]['assignedTo'],
        consents: consentIds,
        requiredConsents: required,
      })
      await recordAudit(tx, {
        siteId: input.siteId,
        actor: input.actor,
        action: 'consent.assign',
        entityType: 'consent_assignment',
        entityId: assignedTo,
        before: result.before,
        after: result.assignment,
      })
    }
    return loadConsent(tx, input.siteId, input.consentId)
  })
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index])
}

function logWhere(siteId: number, consentId: number, filter: ConsentLogFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(consentLogs.siteId, siteId), eq(consentVersions.consentId, consentId)]
  if (filter.from) conditions.push(gte(consentLogs.createdAt, new Date(`${filter.from}T00:00:00Z`)))
  if (filter.to) conditions.push(lt(consentLogs.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)))
  if (filter.version) conditions.push(eq(consentVersions.version, filter.version))
  if (filter.status) conditions.push(eq(consentLogs.status, filter.status))
  if (filter.email) conditions.push(ilike(consentLogs.email, `%${filter.email.replace(/[\\%_]/g, (char) => `\\${char}`)}%`))
  return and(...conditions)
}

const logColumns = {
  id: consentLogs.id,
  createdAt: consentLogs.createdAt,
  status: consentLogs.status,
  version: consentVersions.version,
  sourceType: consentLogs.sourceType,
  email: consentLogs.email,
  userId: consentLogs.userId,
  locale: consentLogs.locale,
  ipTruncated: consentLogs.ipTruncated,
}

function logRow(row: Omit<ConsentLogRow, 'createdAt'> & { createdAt: Date }): ConsentLogRow {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

/** One consent's log (who, when, which version, source), newest first, filtered and paged on the server. */
export async function consentLogPage(
  db: Db,
  input: { siteId: number; consentId: number; filter: ConsentLogFilter; paging: AdminPaging },
): Promise<AdminPage<ConsentLogRow>> {
  const where = logWhere(input.siteId, input.consentId, input.filter)
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(consentLogs)
    .innerJoin(consentVersions, eq(consentVersions.id, consentLogs.consentVersionId))
    .where(where)
  const rows = await db
    .select(logColumns)
    .from(consentLogs)
    .innerJoin(consentVersions, eq(consentVersions.id, consentLogs.consentVersionId))
    .where(where)
    .orderBy(desc(consentLogs.createdAt), desc(consentLogs.id))
    .limit(input.paging.perPage)
    .offset((input.paging.page - 1) * input.paging.perPage)
  return { items: rows.map(logRow), page: input.paging.page, perPage: input.paging.perPage, total }
}

/** Every row of the filtered log, for the CSV export (capped: a spreadsheet, not a backup). */
export async function exportConsentLog(db: Db, input: { siteId: number; consentId: number; filter: ConsentLogFilter }): Promise<ConsentLogRow[]> {
  const rows = await db
    .select(logColumns)
    .from(consentLogs)
    .innerJoin(consentVersions, eq(consentVersions.id, consentLogs.consentVersionId))
    .where(logWhere(input.siteId, input.consentId, input.filter))
    .orderBy(desc(consentLogs.createdAt), desc(consentLogs.id))
    .limit(100_000)
  return rows.map(logRow)
}
