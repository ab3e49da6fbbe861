import { z } from '../validation/z'
import { cropSizes } from './sizes'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, uploadMimeTypes } from './upload-limits'
import { mediaItemSchema } from './bucket-upload'

/**
 * A "drive" of §7 `media/create(driveId)`: where media items are kept. Izlog has one per site, its
 * media library, whose id is the site's id (ADR 065); `media/option/filter` lists it.
 */
export const mediaDriveSchema = z.object({ id: z.number().int(), title: z.string(), itemCount: z.number().int() })
export type MediaDrive = z.infer<typeof mediaDriveSchema>

/** `media/create?driveId=…`: the drive the uploaded files go into. */
export const mediaCreateQuerySchema = z.object({ driveId: z.coerce.number().int().positive().max(2_147_483_647) })

/** §7 `media/option/filter`: what the media library accepts, its crop sizes (§3) and its drives. */
export const mediaOptionsSchema = z.object({
  allowedTypes: z.array(z.enum(uploadMimeTypes)),
  maxFileBytes: z.number().int(),
  maxFiles: z.number().int(),
  sizes: z.record(z.string(), z.object({ width: z.number().int(), height: z.number().int() })),
  drives: z.array(mediaDriveSchema),
})
export type MediaOptions = z.infer<typeof mediaOptionsSchema>

export const uploadOptions = {
  allowedTypes: [...uploadMimeTypes],
  maxFileBytes: MAX_UPLOAD_BYTES,
  maxFiles: MAX_UPLOAD_FILES,
  sizes: cropSizes,
} satisfies Omit<MediaOptions, 'drives'>

export const mediaCreateResultSchema = z.object({ driveId: z.number().int(), records: z.array(mediaItemSchema) })
