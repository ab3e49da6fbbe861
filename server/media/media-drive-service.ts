import { count, eq } from 'drizzle-orm'
import type { MediaDrive } from '../../common/media/media-drive'
import type { Db } from '../db/client'
import { media } from '../db/schema'

/**
 * The drives of a site (ADR 065): one, its media library, whose id is the site's id. A client
 * that sends a `driveId` from `media/option/filter` keeps working if folders come later.
 */
export async function listMediaDrives(db: Db, input: { siteId: number; title: string }): Promise<MediaDrive[]> {
  const [counted] = await db.select({ value: count() }).from(media).where(eq(media.siteId, input.siteId))
  return [{ id: input.siteId, title: input.title, itemCount: counted?.value ?? 0 }]
}

/** Whether `driveId` names a drive of the site: a drive of another site is as unknown as a made-up one. */
export function isMediaDriveOf(siteId: number, driveId: number): boolean {
  return driveId === siteId
}
