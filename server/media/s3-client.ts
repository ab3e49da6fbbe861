import { S3Client } from '@aws-sdk/client-s3'
import type { MediaS3Config } from './media-s3-config'

const clients = new WeakMap<MediaS3Config, S3Client>()

/** One client per configuration: it keeps its connections between calls. */
export function mediaS3Client(config: MediaS3Config): S3Client {
  let client = clients.get(config)
  if (!client) {
    client = new S3Client({
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    })
    clients.set(config, client)
  }
  return client
}

/** The SDK's "no such object" in its several shapes (GetObject's NoSuchKey, HeadObject's bare 404). */
export function isMissingObject(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || status === 404
}
