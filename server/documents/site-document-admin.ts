import { and, eq, sql } from 'drizzle-orm'
import type { SiteDocumentCreateInput, SiteDocumentUpdateInput, SiteDocumentView } from '../../common/documents/schemas'
import type { Locale } from '../../common/i18n/locales'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { media, siteDocuments } from '../db/schema'
import { ApiError } from '../http/api-error'
import { findSiteDocumentView } from './site-documents'

type SiteDocumentRow = typeof siteDocuments.$inferSelect

/** The file must be a PDF of this site's media library (the only document type the library takes). */
async function requireDocumentMedia(db: Db, siteId: number, mediaId: number): Promise<void> {
  const [file] = await db.select({ mime: media.mime }).from(media).where(and(eq(media.id, mediaId), eq(media.siteId, siteId)))
  if (!file) throw ApiError.badRequest('MEDIA_NOT_FOUND', { mediaId: 'document.mediaNotFound' })
  if (file.mime !== 'application/pdf') throw ApiError.badRequest('MEDIA_NOT_A_DOCUMENT', { mediaId: 'document.mediaNotPdf' })
}

function audited(row: SiteDocumentRow) {
  return { mediaId: row.mediaId, category: row.category, titles: row.titles, visibility: row.visibility, sortOrder: row.sortOrder }
}

/** One small query more, so the answer has the same shape as the list's records. */
async function viewOf(db: Db, input: { siteId: number; locale: Locale; row: SiteDocumentRow }): Promise<SiteDocumentView> {
  const view = await findSiteDocumentView(db, { siteId: input.siteId, id: input.row.id, locale: input.locale })
  if (!view) throw new Error('site document vanished inside its own transaction')
  return view
}

/** Backoffice `document/create` (content scope), audited. */
export async function createSiteDocument(
  db: Db,
  input: { siteId: number; locale: Locale; actor: AuditActor; document: SiteDocumentCreateInput },
): Promise<SiteDocumentView> {
  return db.transaction(async (tx) => {
    await requireDocumentMedia(tx, input.siteId, input.document.mediaId)
    const [row] = await tx
      .insert(siteDocuments)
      .values({ siteId: input.siteId, ...input.document })
      .returning()
    if (!row) throw new Error('site document insert returned nothing')
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'document.create', entityType: 'site_document', entityId: row.id, after: audited(row) })
    return viewOf(tx, { siteId: input.siteId, locale: input.locale, row })
  })
}

/** Backoffice `document/update` (content scope): changes the fields given, audited with before and after. */
export async function updateSiteDocument(
  db: Db,
  input: { siteId: number; locale: Locale; actor: AuditActor; id: number; changes: SiteDocumentUpdateInput },
): Promise<SiteDocumentView> {
  const { id, changes } = input
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteDocuments).where(and(eq(siteDocuments.id, id), eq(siteDocuments.siteId, input.siteId))).for('update')
    if (!before) throw ApiError.notFound('DOCUMENT_NOT_FOUND')
    if (changes.mediaId !== undefined) await requireDocumentMedia(tx, input.siteId, changes.mediaId)
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
    const [after] = await tx
      .update(siteDocuments)
      .set({ ...defined, updatedAt: sql`now()` })
      .where(eq(siteDocuments.id, id))
      .returning()
    if (!after) throw new Error('site document update returned nothing')
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'document.update', entityType: 'site_document', entityId: id, before: audited(before), after: audited(after) })
    return viewOf(tx, { siteId: input.siteId, locale: input.locale, row: after })
  })
}

/** Backoffice `document/delete` (content scope): the media file stays in the library. */
export async function deleteSiteDocument(db: Db, input: { siteId: number; actor: AuditActor; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(siteDocuments).where(and(eq(siteDocuments.id, input.id), eq(siteDocuments.siteId, input.siteId))).returning()
    if (!removed) throw ApiError.notFound('DOCUMENT_NOT_FOUND')
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'document.delete', entityType: 'site_document', entityId: input.id, before: audited(removed) })
  })
}
