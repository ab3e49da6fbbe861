import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { ConsentAdminView, ConsentAssignmentView, ConsentVersionView } from '../../common/consent/consent-admin-view'
import type { ConsentAssignmentInput, ConsentTextSaveInput } from '../../common/consent/consents'
import type { Db } from '../db/client'
import { consentAssignments, consents, consentVersions, type ConsentText } from '../db/schema'
import { ApiError } from '../http/api-error'
import { paginationOf } from '../../common/http/envelope'

export type { ConsentAdminView, ConsentAssignmentView, ConsentVersionView }

function sameText(a: ConsentText, b: ConsentText): boolean {
  return a.hr === b.hr && (a.en ?? null) === (b.en ?? null) && (a.de ?? null) === (b.de ?? null)
}

function versionView(row: typeof consentVersions.$inferSelect): ConsentVersionView {
  return { id: row.id, version: row.version, text: row.text, createdAt: row.createdAt.toISOString() }
}

/**
 * Creates a consent, or edits one: name changes in place, a changed text is a new version (n+1)
 * and the older versions stay, because consent logs name the exact wording accepted. Returns the
 * consent and whether a version was added.
 */
export async function saveConsentText(
  db: Db,
  input: ConsentTextSaveInput & { siteId: number; actorId: number | null },
): Promise<{ consent: ConsentAdminView; before: ConsentAdminView | null; versionAdded: boolean }> {
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: consents.id })
      .from(consents)
      .where(and(eq(consents.siteId, input.siteId), eq(consents.uniqueNumber, input.uniqueNumber)))
    if (clash && clash.id !== input.id) throw ApiError.badRequest('CONSENT_NUMBER_TAKEN', { uniqueNumber: 'gdpr.uniqueNumberTaken' })
    let consentId = input.id
    let before: ConsentAdminView | null = null
    if (consentId === undefined) {
      const [created] = await tx.insert(consents).values({ siteId: input.siteId, uniqueNumber: input.uniqueNumber, displayName: input.displayName }).returning()
      if (!created) throw new Error('consent insert returned nothing')
      consentId = created.id
    } else {
      before = await loadConsent(tx, input.siteId, consentId)
      // The row lock keeps two editors from both writing version n+1.
      await tx.select({ id: consents.id }).from(consents).where(eq(consents.id, consentId)).for('update')
      await tx
        .update(consents)
        .set({ uniqueNumber: input.uniqueNumber, displayName: input.displayName, updatedAt: new Date() })
        .where(eq(consents.id, consentId))
    }
    const textChanged = !before || !sameText(before.current.text, input.text)
    if (textChanged) {
      await tx.insert(consentVersions).values({ consentId, version: (before?.current.version ?? 0) + 1, text: input.text, createdBy: input.actorId })
    }
    return { consent: await loadConsent(tx, input.siteId, consentId), before, versionAdded: textChanged }
  })
}

/** One consent of the site with every version (newest first) and its assignments; 404 when not the site's. */
export async function loadConsent(db: Db, siteId: number, consentId: number): Promise<ConsentAdminView> {
  const [view] = await consentViews(db, siteId, [consentId])
  if (!view) throw new ApiError(404, 'CONSENT_NOT_FOUND', 'gdpr.consentNotFound')
  return view
}

async function consentViews(db: Db, siteId: number, ids: number[]): Promise<ConsentAdminView[]> {
  if (ids.length === 0) return []
  const rows = await db.select().from(consents).where(and(eq(consents.siteId, siteId), inArray(consents.id, ids))).orderBy(asc(consents.id))
  const versions = await db.select().from(consentVersions).where(inArray(consentVersions.consentId, ids)).orderBy(desc(consentVersions.version))
  const assignments = await db.select().from(consentAssignments).where(eq(consentAssignments.siteId, siteId)).orderBy(asc(consentAssignments.assignedTo))
  return rows.flatMap((row) => {
    const own = versions.filter((version) => version.consentId === row.id).map(versionView)
    const [current] = own
    if (!current) return []
    return [
      {
        id: row.id,
        uniqueNumber: row.uniqueNumber,
        displayName: row.displayName,
        current,
        versions: own,
        assignedTo: assignments
          .filter((assignment) => assignment.consents.includes(row.id))
          .map((assignment) => ({ assigned_to: assignment.assignedTo, required: assignment.requiredConsents.includes(row.id) })),
      },
    ]
  })
}

/** §7 cms/consent/filter (perPage 50): the site's consents, optionally only those assigned to one place. */
export async function filterConsents(
  db: Db,
  input: { siteId: number; page: number; perPage: number; assignedTo?: string },
): Promise<{ records: ConsentAdminView[]; pagination: { page: number; perPage: number; total: number; lastPage: number } }> {
  let only: number[] | null = null
  if (input.assignedTo) {
    const [assignment] = await db
      .select()
      .from(consentAssignments)
      .where(and(eq(consentAssignments.siteId, input.siteId), eq(consentAssignments.assignedTo, input.assignedTo)))
    only = assignment?.consents ?? []
  }
  const where = only ? and(eq(consents.siteId, input.siteId), inArray(consents.id, only.length ? only : [0])) : eq(consents.siteId, input.siteId)
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(consents).where(where)
  const ids = await db
    .select({ id: consents.id })
    .from(consents)
    .where(where)
    .orderBy(asc(consents.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage)
  const records = await consentViews(db, input.siteId, ids.map((row) => row.id))
  return { records, pagination: paginationOf({ page: input.page, perPage: input.perPage, total: total }) }
}

/** §7 cms/consent/create: sets which consents a place asks for; every id must be a consent of the site. */
export async function saveConsentAssignment(
  db: Db,
  input: ConsentAssignmentInput & { siteId: number },
): Promise<{ assignment: ConsentAssignmentView; before: ConsentAssignmentView | null }> {
  const consentIds = [...new Set(input.consents)]
  const known = consentIds.length
    ? await db.select({ id: consents.id }).from(consents).where(and(eq(consents.siteId, input.siteId), inArray(consents.id, consentIds)))
    : []
  const unknown = consentIds.find((id) => !known.some((row) => row.id === id))
  if (unknown !== undefined) throw new ApiError(400, 'CONSENT_NOT_FOUND', 'gdpr.unknownConsent', { id: unknown }, { consents: 'validation.invalid' })
  const requiredConsents = [...new Set(input.requiredConsents)]
  const [previous] = await db
    .select()
    .from(consentAssignments)
    .where(and(eq(consentAssignments.siteId, input.siteId), eq(consentAssignments.assignedTo, input.assigned_to)))
  const [row] = await db
    .insert(consentAssignments)
    .values({ siteId: input.siteId, assignedTo: input.assigned_to, consents: consentIds, requiredConsents })
    .onConflictDoUpdate({
      target: [consentAssignments.siteId, consentAssignments.assignedTo],
      set: { consents: consentIds, requiredConsents, updatedAt: sql`now()` },
    })
    .returning()
  if (!row) throw new Error('consent assignment upsert returned nothing')
  const view = (r: typeof row): ConsentAssignmentView => ({ id: r.id, assigned_to: r.assignedTo, consents: r.consents, requiredConsents: r.requiredConsents })
  return { assignment: view(row), before: previous ? view(previous) : null }
}
