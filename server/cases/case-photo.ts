import fs from 'node:fs/promises'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orderCases } from '../db/schema'
import { ApiError } from '../http/api-error'

const mimeByExtension: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', pdf: 'application/pdf' }

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
  if (!photo) throw ApiError.notFound('CASE_PHOTO_NOT_FOUND')
  const dir = path.join(input.dataDir, 'public-uploads')
  const stored = (await fs.readdir(dir).catch(() => [] as string[])).find((name) => name.startsWith(`${photo.token}.`))
  const mime = stored ? mimeByExtension[path.extname(stored).slice(1)] : undefined
  if (!stored || !mime) throw ApiError.notFound('CASE_PHOTO_NOT_FOUND')
  const file = path.join(dir, stored)
  const { size } = await fs.stat(file)
  return { path: file, name: photo.name, mime, size }
}
