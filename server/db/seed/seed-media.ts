import { insertMedia, type MediaRecord, type PreparedImage } from '../../media/media-service'
import type { Db } from '../client'

/**
 * Images render in parallel; their rows go in one after the other and in a fixed order, because the
 * seed is one transaction and a transaction's connection takes one query at a time.
 */
export async function insertPrepared<const T extends readonly Promise<PreparedImage>[]>(
  db: Db,
  prepared: T,
): Promise<{ -readonly [K in keyof T]: MediaRecord }> {
  const rows = await Promise.all(prepared)
  const records: MediaRecord[] = []
  for (const row of rows) records.push(await insertMedia(db, row))
  return records as { -readonly [K in keyof T]: MediaRecord }
}
