import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export interface LocalS3 {
  endpoint: string
  bucket: string
  /** MEDIA_S3_* for a server whose media live on this bucket. */
  env: Record<string, string>
  close(): Promise<void>
}

/** Browsers PUT to presigned URLs and read media from another origin than the site's. */
const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`

/**
 * A real S3-compatible server (s3rver) on a free local port, its objects in a temporary folder,
 * with one bucket. Tests talk to it through the real AWS SDK, never a mock of it.
 */
export async function startLocalS3(bucket = 'izlog-media'): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'izlog-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [cors] }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_BUCKET: bucket,
      // s3rver's own fixed credentials.
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_S3_PUBLIC_URL: `${endpoint}/${bucket}`,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close()
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}
