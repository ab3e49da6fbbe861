import { and, asc, eq } from 'drizzle-orm'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { invalidateSiteCache } from '../cache/site-cache'
import type { Db } from '../db/client'
import { pageRevisions, pages, type PageDraft } from '../db/schema'
import { ApiError } from '../http/api-error'
import { EditorApiError } from '../http/editor-api-error'
import type { Page } from './page-service'
import { markNoPageChanged } from '../page-cache/page-changes'
import { cmsPages } from './cms-page-tags'
import { findMasterUsage, publishMasterDrafts, saveMasterDrafts } from './section-master-service'
import { parseSectionsForStorage } from './section-parser'
import type { EditablePage } from '../../common/cms/page-editor-view'

export type { EditablePage }

export function toEditablePage(page: Page): EditablePage {
  const working = page.draft ?? { title: page.title, sections: page.sections }
  return {
    id: page.id,
    locale: page.locale,
    slug: page.slug,
    translationGroup: page.translationGroup,
    status: page.status,
    version: page.version,
    hasDraft: page.draft !== null,
    title: working.title,
    sections: working.sections,
  }
}

/** Any page of a slug in one language, drafts included: only for editors (the caller checks). */
export async function findEditablePage(db: Db, query: { siteId: number; locale: string; slug: string }): Promise<EditablePage | null> {
  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, query.siteId), eq(pages.locale, query.locale), eq(pages.slug, query.slug)))
    .limit(1)
  return page ? toEditablePage(page) : null
}

export interface PageEdit {
  siteId: number
  pageId: number
  /** The version the editor started from; a different current version means someone else saved. */
  expectedVersion: number
  actor: AuditActor
}

/**
 * Runs one edit of a page under a row lock: refuses a stale version (two editors never overwrite
 * each other silently), writes the change with the next version and its audit row, all in one
 * transaction.
 */
export async function editPage(
  db: Db,
  edit: PageEdit & { action: string },
  change: (page: Page, tx: Db) => Promise<Partial<typeof pages.$inferInsert>>,
): Promise<EditablePage> {
  return db.transaction(async (tx) => {
    const [page] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.id, edit.pageId), eq(pages.siteId, edit.siteId)))
      .for('update')
    if (!page) throw ApiError.notFound('PAGE_NOT_FOUND')
    if (page.version !== edit.expectedVersion) throw new EditorApiError(409, 'PAGE_VERSION_CONFLICT', 'editor.conflict')
    const values = await change(page, tx)
    const [updated] = await tx
      .update(pages)
      .set({ ...values, version: page.version + 1, updatedAt: new Date() })
      .where(eq(pages.id, page.id))
      .returning()
    if (!updated) throw new Error('page update returned nothing')
    await recordAudit(tx, {
      siteId: edit.siteId,
      actor: edit.actor,
      action: edit.action,
      entityType: 'page',
      entityId: page.id,
      before: snapshot(page),
      after: snapshot(updated),
    })
    return toEditablePage(updated)
  })
}

function snapshot(page: Page) {
  return { version: page.version, status: page.status, title: page.title, sections: page.sections, draft: page.draft }
}

/** Saves the editor's working copy as the draft; visitors keep seeing the published page. */
export function saveDraft(db: Db, edit: PageEdit & { title: string; sections: unknown[] }): Promise<EditablePage> {
  const draft: PageDraft = { title: edit.title, sections: parseSectionsForStorage(edit.sections) }
  markNoPageChanged()
  return editPage(db, { ...edit, action: 'page.draft.save' }, async (_page, tx) => {
    await saveMasterDrafts(tx, { siteId: edit.siteId, sections: draft.sections, actor: edit.actor })
    return { draft }
  })
}

export function discardDraft(db: Db, edit: PageEdit): Promise<EditablePage> {
  markNoPageChanged()
  return editPage(db, { ...edit, action: 'page.draft.discard' }, async () => ({ draft: null }))
}

/**
 * Makes the working copy the public page and keeps it as a revision. The first publish of a page
 * that was already public also keeps what it replaces, so the previous version can be restored.
 */
export async function publishPage(db: Db, edit: PageEdit): Promise<EditablePage> {
  let changed: string[] = []
  const published = await editPage(db, { ...edit, action: 'page.publish' }, async (page, tx) => {
    const next = page.draft ?? { title: page.title, sections: page.sections }
    const masterIds = await publishMasterDrafts(tx, { siteId: edit.siteId, sections: next.sections, actor: edit.actor })
    // Pages that show a master published with this one change too.
    const usages = await Promise.all(masterIds.map((masterId) => findMasterUsage(tx, { siteId: edit.siteId, masterId })))
    const linksChanged = page.status !== 'published' || page.title !== next.title
    changed = cmsPages({ pageIds: [page.id, ...usages.flat().map((usage) => usage.id)], linksChanged })
    if (page.status === 'published') {
      const [previous] = await tx.select({ id: pageRevisions.id }).from(pageRevisions).where(eq(pageRevisions.pageId, page.id)).limit(1)
      if (!previous) {
        await tx.insert(pageRevisions).values({ pageId: page.id, version: page.version, title: page.title, sections: page.sections })
      }
    }
    await tx
      .insert(pageRevisions)
      .values({ pageId: page.id, version: page.version + 1, title: next.title, sections: next.sections, publishedBy: edit.actor.id })
    return { title: next.title, sections: next.sections, draft: null, status: 'published', publishedAt: page.publishedAt ?? new Date() }
  })
  // ADR 009: the page index (titles, links, sitemap) is cached per site.
  invalidateSiteCache(db, edit.siteId, changed)
  return published
}

/** Every page of a language, drafts too, for the editor's link pickers. */
export function listPagesForEditor(db: Db, query: { siteId: number; locale: string }) {
  return db
    .select({ id: pages.id, title: pages.title, slug: pages.slug, translationGroup: pages.translationGroup, status: pages.status })
    .from(pages)
    .where(and(eq(pages.siteId, query.siteId), eq(pages.locale, query.locale)))
    .orderBy(asc(pages.title))
}
