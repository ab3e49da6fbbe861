import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orderCases } from '../db/schema'
import { ApiError } from '../http/api-error'
import { findPublicUpload } from '../media/public-upload-service'

export interface CasePhotoFile {
  path: string
  /** The buyer's file name, for the download; never a path on disk. */
  name: string
  mime: string
  size: number
}

/**
 * A complaint photo for the desk: only a token the case itself names is looked up, so a desk user
 * cannot read other visitor uploads by guessing, and the file name on disk is never the buyer's.
 */
export async function readCasePhoto(db: Db, input: { siteId: number; caseId: number; token: string; dataDir: string }): Promise<CasePhotoFile> {
  const [row] = await db
    .select({ photos: orderCases.photos })
    .from(orderCases)
    .where(and(eq(orderCases.id, input.caseId), eq(orderCases.siteId, input.siteId)))
  const photo = row?.photos.find((candidate) => candidate.token === input.token)
  const file = photo ? await findPublicUpload(input.dataDir, photo.token) : null
  if (!photo || !file) throw ApiError.notFound('CASE_PHOTO_NOT_FOUND')
  return { ...file, name: photo.name }
}
