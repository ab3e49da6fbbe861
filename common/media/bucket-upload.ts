import { z } from 'zod'
import { mediaFocalSchema } from './media-item'
import { mediaViewSchema } from './media-view-schema'

/** The answer of `file/getUploadUrl(Public)`: PUT the file's bytes to `url` with `headers`, then take `key` in. */
export const uploadTicketSchema = z.object({
  method: z.literal('PUT'),
  url: z.string().url(),
  key: z.string(),
  expiresIn: z.number().int().describe('Seconds the URL stays valid'),
  expiresAt: z.string().describe('ISO time the URL expires'),
  headers: z.record(z.string(), z.string()).describe('Headers signed into the URL; the PUT must send them'),
})
export type UploadTicket = z.infer<typeof uploadTicketSchema>

/** A media library item as the media calls answer it (`MediaItem`). */
export const mediaItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  alt: z.string(),
  caption: z.string(),
  focal: mediaFocalSchema,
  mime: z.string(),
  size: z.number().int(),
  media_type: z.enum(['image', 'document']),
  media_url: z.string().describe('The original file: `/media/…`, or under MEDIA_S3_PUBLIC_URL with media on a bucket'),
  driveId: z.number().int().describe('The drive (the site\'s media library) the item is in (§3, ADR 066)'),
  path: z.string().describe('The stored path that `media_url` ends with (§3)'),
  access: z.enum(['public']).describe('Every library file is served from the public media URL (§3)'),
  hash: z.string().describe('The content hash of the original (§3)'),
  createdAt: z.string(),
  view: mediaViewSchema.nullable(),
})

/** A visitor's checked file, claimed later by its token (`PublicUpload`). */
export const publicUploadSchema = z.object({
  token: z.string().uuid(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
})
