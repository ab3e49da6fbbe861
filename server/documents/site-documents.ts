import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm'
import type { DocumentVisibility, SiteDocumentView } from '../../common/documents/schemas'
import type { Locale } from '../../common/i18n/locales'
import { slugify } from '../../common/text/slug'
import type { Db } from '../db/client'
import { media, siteDocuments } from '../db/schema'
import { storageOf, type MediaTarget } from '../media/media-storage'

type SiteDocumentRow = typeof siteDocuments.$inferSelect

export const documentDownloadPath = (id: number) => `/api/v1/document/get/web/${id}`

function titleIn(titles: Record<string, string>, locale: Locale): string {
  return titles[locale] ?? titles.hr ?? ''
}

function fileNameFor(title: string, path: string): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(path)?.[1]?.toLowerCase() ?? 'pdf'
  return `${slugify(title) || 'dokument'}.${extension}`
}

function toView(row: SiteDocumentRow, file: { mime: string; size: number; path: string }, locale: Locale): SiteDocumentView {
  const title = titleIn(row.titles, locale)
  return {
    id: row.id,
    type: 'site',
    title,
    category: row.category,
    visibility: row.visibility,
    mime: file.mime,
    size: file.size,
    fileName: fileNameFor(title, file.path),
    url: documentDownloadPath(row.id),
    sortOrder: row.sortOrder,
  }
}

const listOrder = [asc(siteDocuments.category), asc(siteDocuments.sortOrder), asc(siteDocuments.id)]

/**
 * Site documents a visitor may see listed by `document/filter/web`: the public ones to everyone,
 * the members-only ones too when `isMember` (a logged-in user).
 */
export async function listSiteDocuments(
  db: Db,
  input: { siteId: number; locale: Locale; isMember: boolean; category?: string; offset: number; limit: number },
): Promise<{ records: SiteDocumentView[]; total: number }> {
  const conditions: SQL[] = [eq(siteDocuments.siteId, input.siteId)]
  if (!input.isMember) conditions.push(eq(siteDocuments.visibility, 'public'))
  if (input.category) conditions.push(eq(siteDocuments.category, input.category))
  const where = and(...conditions)
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(siteDocuments).where(where),
    input.limit > 0
      ? db
          .select({ document: siteDocuments, file: { mime: media.mime, size: media.size, path: media.path } })
          .from(siteDocuments)
          .innerJoin(media, eq(media.id, siteDocuments.mediaId))
          .where(where)
          .orderBy(...listOrder)
          .limit(input.limit)
          .offset(input.offset)
      : Promise.resolve([]),
  ])
  return { records: rows.map((row) => toView(row.document, row.file, input.locale)), total: total?.value ?? 0 }
}

/**
 * Every document of the given categories, public and members-only alike, for the documents
 * section: its HTML is the same for every visitor, the download answer decides who gets the file.
 */
export async function listDocumentsByCategory(
  db: Db,
  input: { siteId: number; locale: Locale; categories: string[] },
): Promise<Record<string, SiteDocumentView[]>> {
  if (input.categories.length === 0) return {}
  const rows = await db
    .select({ document: siteDocuments, file: { mime: media.mime, size: media.size, path: media.path } })
    .from(siteDocuments)
    .innerJoin(media, eq(media.id, siteDocuments.mediaId))
    .where(and(eq(siteDocuments.siteId, input.siteId), inArray(siteDocuments.category, input.categories)))
    .orderBy(...listOrder)
  const byCategory: Record<string, SiteDocumentView[]> = Object.fromEntries(input.categories.map((category) => [category, []]))
  for (const row of rows) byCategory[row.document.category]?.push(toView(row.document, row.file, input.locale))
  return byCategory
}

/** One document of the site as the list shows it, or null. */
export async function findSiteDocumentView(db: Db, input: { siteId: number; id: number; locale: Locale }): Promise<SiteDocumentView | null> {
  const [row] = await db
    .select({ document: siteDocuments, file: { mime: media.mime, size: media.size, path: media.path } })
    .from(siteDocuments)
    .innerJoin(media, eq(media.id, siteDocuments.mediaId))
    .where(and(eq(siteDocuments.id, input.id), eq(siteDocuments.siteId, input.siteId)))
  return row ? toView(row.document, row.file, input.locale) : null
}

export interface SiteDocumentFile {
  visibility: DocumentVisibility
  fileName: string
  contentType: string
  body: Buffer
}

/** The file of a site document, or null when the id is not one of this site's documents. */
export async function readSiteDocument(
  db: Db,
  input: MediaTarget & { siteId: number; id: number; locale: Locale },
): Promise<{ visibility: DocumentVisibility; read: () => Promise<SiteDocumentFile | null> } | null> {
  const [row] = await db
    .select({ document: siteDocuments, file: { mime: media.mime, size: media.size, path: media.path } })
    .from(siteDocuments)
    .innerJoin(media, eq(media.id, siteDocuments.mediaId))
    .where(and(eq(siteDocuments.id, input.id), eq(siteDocuments.siteId, input.siteId)))
  if (!row) return null
  const view = toView(row.document, row.file, input.locale)
  return {
    visibility: view.visibility,
    // Read only after the caller has checked who is asking.
    read: async () => {
      const body = await storageOf(input).read(row.file.path)
      return body ? { visibility: view.visibility, fileName: view.fileName, contentType: row.file.mime, body } : null
    },
  }
}
