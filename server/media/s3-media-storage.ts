import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import type { MediaS3Config } from './media-s3-config'
import type { MediaStorage } from './media-storage'
import { isMissingObject, mediaS3Client } from './s3-client'

/**
 * The media library in a bucket: each file is the object of the same path, served to browsers
 * from `MEDIA_S3_PUBLIC_URL` (the bucket or a CDN in front of it). Names carry a content hash, so
 * every object is cached as immutable.
 */
export function s3MediaStorage(config: MediaS3Config, contentType: (file: string) => string | null): MediaStorage {
  const client = mediaS3Client(config)
  return {
    urlBase: `${config.publicUrl}/`,
    lazyAvif: false,
    async write(file, body) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: file,
          Body: body,
          ContentType: contentType(file) ?? 'application/octet-stream',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      )
    },
    async read(file) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: file }))
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
      } catch (error) {
        if (isMissingObject(error)) return null
        throw error
      }
    },
  }
}
