import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { pageRevisions, pages, users } from '../db/schema'
import { ApiError } from '../http/api-error'
import { markNoPageChanged } from '../page-cache/page-changes'
import { editPage, type EditablePage, type PageEdit } from './page-editor-service'
import type { Revision, RevisionSummary } from '../../common/cms/page-editor-view'

export type { Revision, RevisionSummary }

/** The publishes of a page, newest first. */
export async function listRevisions(db: Db, query: { siteId: number; pageId: number }): Promise<RevisionSummary[]> {
  const rows = await db
    .select({
      id: pageRevisions.id,
      version: pageRevisions.version,
      title: pageRevisions.title,
      createdAt: pageRevisions.createdAt,
      publishedBy: users.email,
    })
    .from(pageRevisions)
    .innerJoin(pages, eq(pages.id, pageRevisions.pageId))
    .leftJoin(users, eq(users.id, pageRevisions.publishedBy))
    .where(and(eq(pageRevisions.pageId, query.pageId), eq(pages.siteId, query.siteId)))
    .orderBy(desc(pageRevisions.id))
    .limit(100)
  return rows.map(({ createdAt, ...row }) => ({ ...row, publishedAt: createdAt.toISOString() }))
}

export async function getRevision(db: Db, query: { siteId: number; pageId: number; revisionId: number }): Promise<Revision> {
  const [row] = await db
    .select({
      id: pageRevisions.id,
      version: pageRevisions.version,
      title: pageRevisions.title,
      sections: pageRevisions.sections,
      createdAt: pageRevisions.createdAt,
      publishedBy: users.email,
    })
    .from(pageRevisions)
    .innerJoin(pages, eq(pages.id, pageRevisions.pageId))
    .leftJoin(users, eq(users.id, pageRevisions.publishedBy))
    .where(and(eq(pageRevisions.id, query.revisionId), eq(pageRevisions.pageId, query.pageId), eq(pages.siteId, query.siteId)))
  if (!row) throw ApiError.notFound('REVISION_NOT_FOUND')
  const { createdAt, ...rest } = row
  return { ...rest, publishedAt: createdAt.toISOString() }
}

/** Puts a revision's content back into the draft; publishing it makes it public again. */
export async function restoreRevision(db: Db, edit: PageEdit & { revisionId: number }): Promise<EditablePage> {
  const revision = await getRevision(db, { siteId: edit.siteId, pageId: edit.pageId, revisionId: edit.revisionId })
  markNoPageChanged()
  return editPage(db, { ...edit, action: 'page.revision.restore' }, async () => ({
    draft: { title: revision.title, sections: revision.sections },
  }))
}
