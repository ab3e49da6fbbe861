import fs from 'node:fs/promises'
import path from 'node:path'
import type { MediaS3Config } from './media-s3-config'
import { mediaContentType, readMediaFile } from './media-files'
import { s3MediaStorage } from './s3-media-storage'

/**
 * Where the media library's files (originals, renditions, documents) are written and read:
 * `DATA_DIR/media` on this machine, or an S3-compatible bucket shared by every host (ADR 064).
 * Files are named by path below the media root (`ab/title-hash-w640.webp`) in both.
 */
export interface MediaStorage {
  /** What a stored file's path is appended to for browsers: `/media/` or the bucket's public URL. */
  readonly urlBase: string
  /** Local files get their AVIF renditions on first request (media-files.ts); a bucket has only what was written. */
  readonly lazyAvif: boolean
  write(file: string, body: Buffer): Promise<void>
  read(file: string): Promise<Buffer | null>
}

/** A caller's media destination: the local folder, unless a storage is given. */
export interface MediaTarget {
  mediaDir: string
  storage?: MediaStorage
}

export const MEDIA_URL_PREFIX = '/media/'

export function localMediaStorage(mediaDir: string): MediaStorage {
  return {
    urlBase: MEDIA_URL_PREFIX,
    lazyAvif: true,
    async write(file, body) {
      const target = path.join(mediaDir, file)
      await fs.mkdir(path.dirname(target), { recursive: true })
      await fs.writeFile(target, body)
    },
    async read(file) {
      return (await readMediaFile(mediaDir, file))?.body ?? null
    },
  }
}

export function storageOf(target: MediaTarget): MediaStorage {
  return target.storage ?? localMediaStorage(target.mediaDir)
}

const bucketStorages = new WeakMap<MediaS3Config, MediaStorage>()

/** The configured storage: the bucket when MEDIA_S3_* are set, else the local folder. */
export function mediaStorageFor(config: { mediaDir: string; mediaS3?: MediaS3Config | null }): MediaStorage {
  if (!config.mediaS3) return localMediaStorage(config.mediaDir)
  let storage = bucketStorages.get(config.mediaS3)
  if (!storage) bucketStorages.set(config.mediaS3, (storage = s3MediaStorage(config.mediaS3, mediaContentType)))
  return storage
}
