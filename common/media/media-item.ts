import { z } from '../validation/z'
import type { MediaView } from './sizes'

const percent = z.number().int().min(0).max(100)
/** Where the subject of an image is, kept in view wherever the image is cropped (object-position). */
export const mediaFocalSchema = z.object({ x: percent, y: percent })
export type MediaFocal = z.infer<typeof mediaFocalSchema>

/** object-position for a focal point; none for the centre, which is the browser's default. */
export function focalObjectPosition(focal: MediaFocal): string | undefined {
  return focal.x === 50 && focal.y === 50 ? undefined : `${focal.x}% ${focal.y}%`
}

/** A media library entry as `media/filterStandard` lists it (server/media/media-library-service.ts); shared by the API and the editor. */
export interface MediaItem {
  id: number
  title: string
  alt: string
  caption: string
  /** Focal point in percent of width and height. */
  focal: MediaFocal
  mime: string
  size: number
  media_type: 'image' | 'document'
  media_url: string
  /** §3 descriptor fields (ADR 066): the drive is the site's one library (ADR 065); `path` is the original's path under the media root, what `media_url` ends with. */
  driveId: number
  path: string
  /** Every library file is served from the public media URL (ADR 066). */
  access: 'public'
  /** Content hash of the uploaded bytes: the same bytes uploaded again are the same item. */
  hash: string
  createdAt: string
  view: MediaView | null
}
