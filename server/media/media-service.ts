import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import sharp from 'sharp'
import type { ImageFormat, MediaView, VariantName } from '../../common/media/sizes'
import { slugify } from '../../common/text/slug'
import type { Db } from '../db/client'
import { media } from '../db/schema'
import { renderVariants } from './image-processing'
import { focalObjectPosition } from '../../common/media/media-item'

export type MediaRecord = typeof media.$inferSelect

export const MEDIA_URL_PREFIX = '/media/'

type ImageInput = { siteId: number; mediaDir: string; buffer: Buffer; title: string; alt: string; description?: string }
export type PreparedImage = typeof media.$inferInsert

/**
 * Stores an image in the media library: the original (normalised to WebP) and every rendition,
 * named by content hash so a URL never changes meaning and can be cached forever.
 */
export async function storeImage(db: Db, input: ImageInput): Promise<MediaRecord> {
  return insertMedia(db, await writeImageFiles(input))
}

/**
 * The file half of `storeImage`, without the database: callers inside one transaction (the seed)
 * render many images in parallel and then insert their rows one by one on the transaction.
 */
export async function writeImageFiles(input: ImageInput): Promise<PreparedImage> {
  const hash = createHash('sha256').update(input.buffer).digest('hex').slice(0, 16)
  const base = slugify(input.title, { maxLength: 40 }) || 'image'
  const original = await sharp(input.buffer).webp({ quality: 85 }).toBuffer()
  const { width, height, renditions } = await renderVariants(input.buffer)
  const folder = hash.slice(0, 2)
  await fs.mkdir(path.join(input.mediaDir, folder), { recursive: true })
  const originalPath = `${folder}/${base}-${hash}.webp`
  await fs.writeFile(path.join(input.mediaDir, originalPath), original)
  const variants: Record<string, Record<string, string>> = {}
  await Promise.all(
    renditions.map(async (rendition) => {
      const file = `${folder}/${base}-${hash}-${rendition.name}.${rendition.format}`
      await fs.writeFile(path.join(input.mediaDir, file), rendition.buffer)
      variants[rendition.name] ??= {}
      variants[rendition.name]![rendition.format] = file
    }),
  )
  return {
    siteId: input.siteId,
    title: input.title,
    alt: input.alt,
    description: input.description,
    path: originalPath,
    mime: 'image/webp',
    size: original.length,
    hash,
    width,
    height,
    variants,
  }
}

export async function insertMedia(db: Db, row: PreparedImage): Promise<MediaRecord> {
  const [record] = await db.insert(media).values(row).returning()
  if (!record) throw new Error('media insert returned nothing')
  return record
}

export function toMediaView(record: MediaRecord): MediaView {
  const variants: MediaView['variants'] = {}
  for (const [name, formats] of Object.entries(record.variants)) {
    const urls: Partial<Record<ImageFormat, string>> = {}
    for (const [format, file] of Object.entries(formats)) urls[format as ImageFormat] = MEDIA_URL_PREFIX + file
    if (urls.webp && !urls.avif) urls.avif = urls.webp.replace(/\.webp$/, '.avif')
    variants[name as VariantName] = urls
  }
  return {
    id: record.id,
    alt: record.alt,
    title: record.title,
    width: record.width ?? 0,
    height: record.height ?? 0,
    variants,
    src: MEDIA_URL_PREFIX + record.path,
    ...withFocus(record),
  }
}

function withFocus(record: MediaRecord): { focus?: string } {
  const focus = focalObjectPosition({ x: record.focalX, y: record.focalY })
  return focus ? { focus } : {}
}

export async function findMediaViews(db: Db, ids: number[]): Promise<Record<number, MediaView>> {
  if (ids.length === 0) return {}
  const rows = await db.select().from(media).where(inArray(media.id, [...new Set(ids)]))
  return Object.fromEntries(rows.map((row) => [row.id, toMediaView(row)]))
}
