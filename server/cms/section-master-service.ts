import { isDeepStrictEqual } from 'node:util'
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { SectionData } from '../../common/cms/section'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { invalidateSiteCache } from '../cache/site-cache'
import { markNoPageChanged } from '../page-cache/page-changes'
import { cmsPages } from './cms-page-tags'
import type { Db } from '../db/client'
import { pages, sectionMasters } from '../db/schema'
import { ApiError } from '../http/api-error'
import { parseSectionsForStorage } from './section-parser'
import type { MasterSummary, MasterUsage } from '../../common/cms/section-master-view'

export type SectionMaster = typeof sectionMasters.$inferSelect

export type { MasterSummary, MasterUsage }

const content = (section: SectionData) => ({ handler: section.handler, parts: section.parts, options: section.options, mobileOptions: section.mobileOptions })

const masterIdsOf = (sections: SectionData[]) => [...new Set(sections.flatMap((section) => (section.meta.masterId ? [section.meta.masterId] : [])))]

/** Saves a page's section as a new master; the section comes back marked with its id. */
export async function createMaster(db: Db, input: { siteId: number; title: string; section: unknown; actor: AuditActor }): Promise<SectionMaster> {
  const [section] = parseSectionsForStorage([input.section])
  // A new master is on no public page until a page showing it is published.
  markNoPageChanged()
  return db.transaction(async (tx) => {
    const [master] = await tx.insert(sectionMasters).values({ siteId: input.siteId, title: input.title, section: section! }).returning()
    if (!master) throw new Error('master insert returned nothing')
    const marked = { ...master.section, meta: { ...master.section.meta, masterId: master.id } }
    const [saved] = await tx.update(sectionMasters).set({ section: marked }).where(eq(sectionMasters.id, master.id)).returning()
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'master.create', entityType: 'sectionMaster', entityId: master.id, after: saved })
    return saved!
  })
}

export async function listMasters(db: Db, siteId: number): Promise<(MasterSummary & { section: SectionData })[]> {
  const rows = await db.select().from(sectionMasters).where(eq(sectionMasters.siteId, siteId)).orderBy(asc(sectionMasters.title), asc(sectionMasters.id))
  return rows.map((row) => ({ id: row.id, title: row.title, handler: row.section.handler, hasDraft: row.draft !== null, section: row.draft ?? row.section }))
}

/** Pages whose published content or draft shows the master. */
export async function findMasterUsage(db: Db, query: { siteId: number; masterId: number }): Promise<MasterUsage[]> {
  const needle = JSON.stringify([{ meta: { masterId: query.masterId } }])
  return db
    .select({ id: pages.id, locale: pages.locale, slug: pages.slug, title: pages.title })
    .from(pages)
    .where(and(eq(pages.siteId, query.siteId), or(sql`${pages.sections} @> ${needle}::jsonb`, sql`${pages.draft} -> 'sections' @> ${needle}::jsonb`)))
    .orderBy(asc(pages.locale), asc(pages.title))
}

/**
 * Deletes a master. Pages that showed it keep their own copy of the section, so nothing
 * disappears from a live page; the editor warned with `findMasterUsage` first.
 */
export async function deleteMaster(db: Db, input: { siteId: number; masterId: number; actor: AuditActor }): Promise<void> {
  const users = await db.transaction(async (tx) => {
    const usage = await findMasterUsage(tx, { siteId: input.siteId, masterId: input.masterId })
    const [master] = await tx.delete(sectionMasters).where(and(eq(sectionMasters.id, input.masterId), eq(sectionMasters.siteId, input.siteId))).returning()
    if (!master) throw ApiError.notFound('MASTER_NOT_FOUND')
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'master.delete', entityType: 'sectionMaster', entityId: master.id, before: master })
    return usage
  })
  invalidateSiteCache(db, input.siteId, cmsPages({ pageIds: users.map((page) => page.id) }))
}

/**
 * Sections that show a master, with the master's content in place of the page's copy: the
 * published master for visitors, the working copy (draft) for editors. The page's own section
 * id and label stay. A deleted master leaves the page's copy.
 */
export async function applyMasters(db: Db, query: { siteId: number; sections: SectionData[]; use: 'published' | 'working' }): Promise<SectionData[]> {
  const ids = masterIdsOf(query.sections)
  if (ids.length === 0) return query.sections
  const rows = await db.select().from(sectionMasters).where(and(eq(sectionMasters.siteId, query.siteId), inArray(sectionMasters.id, ids)))
  const byId = new Map(rows.map((row) => [row.id, query.use === 'working' ? (row.draft ?? row.section) : row.section]))
  return query.sections.map((section) => {
    const master = section.meta.masterId ? byId.get(section.meta.masterId) : undefined
    return master ? { ...section, ...content(master), meta: section.meta } : section
  })
}

/**
 * Edit in one place: a page draft's master sections become the masters' drafts (when they
 * differ), so every page shows the edit once it is published. Runs in the page save's transaction.
 */
export async function saveMasterDrafts(tx: Db, input: { siteId: number; sections: SectionData[]; actor: AuditActor }): Promise<void> {
  const ids = masterIdsOf(input.sections)
  if (ids.length === 0) return
  const rows = await tx.select().from(sectionMasters).where(and(eq(sectionMasters.siteId, input.siteId), inArray(sectionMasters.id, ids))).for('update')
  for (const row of rows) {
    const edited = input.sections.find((section) => section.meta.masterId === row.id)!
    const working = row.draft ?? row.section
    // jsonb reorders keys, so compare values, not JSON text.
    if (isDeepStrictEqual(content(edited), content(working))) continue
    const draft: SectionData = { ...row.section, ...content(edited) }
    await tx.update(sectionMasters).set({ draft, version: row.version + 1, updatedAt: new Date() }).where(eq(sectionMasters.id, row.id))
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'master.draft.save', entityType: 'sectionMaster', entityId: row.id, before: working, after: draft })
  }
}

/**
 * Publishing a page publishes the drafts of the masters it shows (every page then shows them).
 * Answers the masters whose draft went public.
 */
export async function publishMasterDrafts(tx: Db, input: { siteId: number; sections: SectionData[]; actor: AuditActor }): Promise<number[]> {
  const ids = masterIdsOf(input.sections)
  if (ids.length === 0) return []
  const published: number[] = []
  const rows = await tx.select().from(sectionMasters).where(and(eq(sectionMasters.siteId, input.siteId), inArray(sectionMasters.id, ids))).for('update')
  for (const row of rows) {
    if (!row.draft) continue
    await tx.update(sectionMasters).set({ section: row.draft, draft: null, version: row.version + 1, updatedAt: new Date() }).where(eq(sectionMasters.id, row.id))
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'master.publish', entityType: 'sectionMaster', entityId: row.id, before: row.section, after: row.draft })
    published.push(row.id)
  }
  return published
}
