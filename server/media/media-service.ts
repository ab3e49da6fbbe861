import { createHash } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import sharp from 'sharp'
import type { ImageFormat, MediaView, VariantName } from '../../common/media/sizes'
import { slugify } from '../../common/text/slug'
import type { Db } from '../db/client'
import { media } from '../db/schema'
import { renderVariants } from './image-processing'
import { focalObjectPosition } from '../../common/media/media-item'
import { MEDIA_URL_PREFIX, storageOf, type MediaStorage, type MediaTarget } from './media-storage'

export type MediaRecord = typeof media.$inferSelect

export { MEDIA_URL_PREFIX }

type ImageInput = MediaTarget & { siteId: number; buffer: Buffer; title: string; alt: string; description?: string }

/**
 * How stored files reach browsers. Process-wide like the runtime it comes from (set by
 * createRuntime): media views are built in dozens of services that never see the config.
 */
let delivery: Pick<MediaStorage, 'urlBase' | 'lazyAvif'> = { urlBase: MEDIA_URL_PREFIX, lazyAvif: true }

export function setMediaDelivery(storage: Pick<MediaStorage, 'urlBase' | 'lazyAvif'>): void {
  delivery = { urlBase: storage.urlBase, lazyAvif: storage.lazyAvif }
}

/** The URL of a stored file (a path below the media root). */
export function mediaUrl(file: string): string {
  return delivery.urlBase + file
}
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
  const storage = storageOf(input)
  const originalPath = `${folder}/${base}-${hash}.webp`
  await storage.write(originalPath, original)
  const variants: Record<string, Record<string, string>> = {}
  await Promise.all(
    renditions.map(async (rendition) => {
      const file = `${folder}/${base}-${hash}-${rendition.name}.${rendition.format}`
      await storage.write(file, rendition.buffer)
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
    for (const [format, file] of Object.entries(formats)) urls[format as ImageFormat] = mediaUrl(file)
    if (delivery.lazyAvif && urls.webp && !urls.avif) urls.avif = urls.webp.replace(/\.webp$/, '.avif')
    variants[name as VariantName] = urls
  }
  return {
    id: record.id,
    alt: record.alt,
    title: record.title,
    width: record.width ?? 0,
    height: record.height ?? 0,
    variants,
    src: mediaUrl(record.path),
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
