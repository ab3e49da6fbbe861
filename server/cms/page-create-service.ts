import { and, eq } from 'drizzle-orm'
import type { NewPage } from '../../common/cms/new-page'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { pages } from '../db/schema'
import { ApiError } from '../http/api-error'
import { EditorApiError } from '../http/editor-api-error'
import { toEditablePage, type EditablePage } from './page-editor-service'
import { markNoPageChanged } from '../page-cache/page-changes'

/**
 * Creates an unpublished page (only editors see it until it is published). Slugs are unique per
 * language; a translation joins the translation group of the page it translates.
 */
export async function createPage(db: Db, input: NewPage & { siteId: number; actor: AuditActor }): Promise<EditablePage> {
  // A new page is a draft: no visitor sees it until it is published.
  markNoPageChanged()
  return db.transaction(async (tx) => {
    let translationGroup: string | undefined
    if (input.translationOf !== null) {
      const [original] = await tx
        .select({ group: pages.translationGroup })
        .from(pages)
        .where(and(eq(pages.id, input.translationOf), eq(pages.siteId, input.siteId)))
      if (!original) throw ApiError.badRequest('TRANSLATION_SOURCE_NOT_FOUND')
      translationGroup = original.group
      const [existing] = await tx
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.translationGroup, original.group), eq(pages.locale, input.language)))
      if (existing) throw new EditorApiError(409, 'TRANSLATION_EXISTS', 'editor.translationExists')
    }
    const [taken] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, input.siteId), eq(pages.locale, input.language), eq(pages.slug, input.slug)))
    if (taken) throw new EditorApiError(409, 'SLUG_TAKEN', 'editor.slugTaken')
    const [page] = await tx
      .insert(pages)
      .values({ siteId: input.siteId, locale: input.language, slug: input.slug, title: input.title, translationGroup, status: 'draft' })
      .onConflictDoNothing()
      .returning()
    // Two editors racing for one slug: the unique index decides, the loser gets the same answer.
    if (!page) throw new EditorApiError(409, 'SLUG_TAKEN', 'editor.slugTaken')
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'page.create', entityType: 'page', entityId: page.id, after: { slug: page.slug, locale: page.locale, title: page.title } })
    return toEditablePage(page)
  })
}
