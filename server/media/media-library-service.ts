import { createHash } from 'node:crypto'
import { and, count, desc, eq, ilike, inArray, like, or, sql } from 'drizzle-orm'
import type { MediaFocal, MediaItem } from '../../common/media/media-item'
import type { UploadMimeType } from '../../common/media/upload-limits'
import { slugify } from '../../common/text/slug'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { media, pages } from '../db/schema'
import { ApiError } from '../http/api-error'
import { markPagesChanged } from '../page-cache/page-changes'
import { mediaPages } from './media-page-tags'
import { mediaUrl, storeImage, toMediaView, type MediaRecord } from './media-service'
import { storageOf, type MediaTarget } from './media-storage'
import { paginationOf } from '../../common/http/envelope'

export function toMediaItem(record: MediaRecord): MediaItem {
  const isImage = record.mime.startsWith('image/')
  return {
    id: record.id,
    title: record.title,
    alt: record.alt,
    caption: record.description ?? '',
    focal: { x: record.focalX, y: record.focalY },
    mime: record.mime,
    size: record.size,
    media_type: isImage ? 'image' : 'document',
    media_url: mediaUrl(record.path),
    driveId: record.siteId,
    path: record.path,
    access: 'public',
    hash: record.hash,
    createdAt: record.createdAt.toISOString(),
    view: isImage ? toMediaView(record) : null,
  }
}

export async function listMedia(
  db: Db,
  query: { siteId: number; search?: string; type?: 'image' | 'document'; page: number; perPage: number },
) {
  const conditions = [eq(media.siteId, query.siteId)]
  if (query.search) conditions.push(or(ilike(media.title, `%${query.search}%`), ilike(media.alt, `%${query.search}%`))!)
  if (query.type === 'image') conditions.push(like(media.mime, 'image/%'))
  if (query.type === 'document') conditions.push(eq(media.mime, 'application/pdf'))
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db.select().from(media).where(where).orderBy(desc(media.createdAt), desc(media.id)).limit(query.perPage).offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(media).where(where),
  ])
  const totalCount = total?.value ?? 0
  return {
    records: rows.map(toMediaItem),
    pagination: paginationOf({ page: query.page, perPage: query.perPage, total: totalCount }),
  }
}

/** Stores a checked upload: images with every rendition (ADR 004), PDFs as they are. */
export async function storeUpload(
  db: Db,
  input: MediaTarget & { siteId: number; buffer: Buffer; mime: UploadMimeType; fileName: string; actor: AuditActor },
): Promise<MediaItem> {
  const title = input.fileName.replace(/\.[a-z0-9]+$/i, '').slice(0, 120) || 'datoteka'
  // The same bytes uploaded again are the same item (names carry the content hash).
  const hash = createHash('sha256').update(input.buffer).digest('hex').slice(0, 16)
  const [existing] = await db.select().from(media).where(and(eq(media.siteId, input.siteId), eq(media.hash, hash))).limit(1)
  if (existing) return toMediaItem(existing)
  const record =
    input.mime === 'application/pdf'
      ? await storeDocument(db, { ...input, title })
      : await storeImage(db, { siteId: input.siteId, mediaDir: input.mediaDir, storage: input.storage, buffer: input.buffer, title, alt: '' })
  await recordAudit(db, { siteId: input.siteId, actor: input.actor, action: 'media.upload', entityType: 'media', entityId: record.id, after: { title: record.title, path: record.path, mime: record.mime } })
  return toMediaItem(record)
}

/** Stores a PDF as it is (also used by the demo seed). */
export async function storeDocument(db: Db, input: MediaTarget & { siteId: number; buffer: Buffer; title: string }): Promise<MediaRecord> {
  const hash = createHash('sha256').update(input.buffer).digest('hex').slice(0, 16)
  const folder = hash.slice(0, 2)
  const file = `${folder}/${slugify(input.title, { maxLength: 40 }) || 'document'}-${hash}.pdf`
  await storageOf(input).write(file, input.buffer)
  const [record] = await db
    .insert(media)
    .values({ siteId: input.siteId, title: input.title, path: file, mime: 'application/pdf', size: input.buffer.length, hash })
    .returning()
  if (!record) throw new Error('media insert returned nothing')
  return record
}

export async function updateMedia(
  db: Db,
  input: { siteId: number; id: number; title: string; alt: string; caption: string; focal?: MediaFocal; actor: AuditActor },
): Promise<MediaItem> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(media).where(and(eq(media.id, input.id), eq(media.siteId, input.siteId))).for('update')
    if (!before) throw ApiError.notFound('MEDIA_NOT_FOUND')
    // Alt text, caption and focal point (the crop) show wherever the item is used.
    markPagesChanged(await mediaPages(tx, { siteId: input.siteId, ids: [input.id] }))
    const focal = input.focal ?? { x: before.focalX, y: before.focalY }
    const [after] = await tx
      .update(media)
      .set({ title: input.title, alt: input.alt, description: input.caption, focalX: focal.x, focalY: focal.y })
      .where(eq(media.id, input.id))
      .returning()
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: 'media.update',
      entityType: 'media',
      entityId: input.id,
      before: { title: before.title, alt: before.alt, caption: before.description, focal: { x: before.focalX, y: before.focalY } },
      after: { title: input.title, alt: input.alt, caption: input.caption, focal },
    })
    return toMediaItem(after!)
  })
}

/** Pages whose published content or draft refers to a media item (ADR 003: a JSONB path query). */
export async function findMediaUsage(db: Db, query: { siteId: number; id: number }): Promise<{ id: number; locale: string; slug: string; title: string }[]> {
  const jsonPath = `$.** ? (@.mediaId == ${Number(query.id)})`
  return db
    .select({ id: pages.id, locale: pages.locale, slug: pages.slug, title: pages.title })
    .from(pages)
    .where(
      and(
        eq(pages.siteId, query.siteId),
        or(sql`jsonb_path_exists(${pages.sections}, ${jsonPath}::jsonpath)`, sql`jsonb_path_exists(coalesce(${pages.draft}, '{}'::jsonb), ${jsonPath}::jsonpath)`),
      ),
    )
}

/** Deletes media items; files stay on disk (their hashed names may still sit in caches and revisions). */
export async function deleteMedia(db: Db, input: { siteId: number; ids: number[]; actor: AuditActor }): Promise<number> {
  return db.transaction(async (tx) => {
    markPagesChanged(await mediaPages(tx, { siteId: input.siteId, ids: input.ids }))
    const removed = await tx.delete(media).where(and(eq(media.siteId, input.siteId), inArray(media.id, input.ids))).returning()
    for (const record of removed) {
      await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'media.delete', entityType: 'media', entityId: record.id, before: { title: record.title, path: record.path } })
    }
    return removed.length
  })
}
