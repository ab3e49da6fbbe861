/** Where media live when they are not on this machine's disk (docs/deploy.md, ADR 064). */
export interface MediaS3Config {
  endpoint: string | undefined
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Origin (and path) the bucket's objects are read from by browsers, e.g. a CDN: `https://cdn.example.hr/media`. */
  publicUrl: string
  forcePathStyle: boolean
}

const requiredKeys = ['MEDIA_S3_BUCKET', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY', 'MEDIA_S3_PUBLIC_URL'] as const

const fail = (problem: string): never => {
  throw new Error(`Invalid environment:\n  ${problem}`)
}

/**
 * Media on an S3-compatible bucket from `MEDIA_S3_*`: bucket, keys and public URL together or
 * none (then media stay under DATA_DIR/media). Half a configuration stops the start: it would
 * silently keep files on one host's disk.
 */
export function readMediaS3Config(env: Record<string, string | undefined>): MediaS3Config | null {
  const values = Object.fromEntries(requiredKeys.map((key) => [key, env[key]?.trim() ?? ''])) as Record<(typeof requiredKeys)[number], string>
  const missing = requiredKeys.filter((key) => !values[key])
  const optionalSet = ['MEDIA_S3_ENDPOINT', 'MEDIA_S3_REGION', 'MEDIA_S3_FORCE_PATH_STYLE'].filter((key) => env[key]?.trim())
  if (missing.length === requiredKeys.length) {
    if (optionalSet.length) fail(`${optionalSet.join(', ')}: set without MEDIA_S3_BUCKET and its keys`)
    return null
  }
  if (missing.length) fail(`${missing.join(', ')}: required with the other MEDIA_S3_* settings`)
  const endpoint = env.MEDIA_S3_ENDPOINT?.trim() || undefined
  if (endpoint && !isHttpUrl(endpoint)) fail('MEDIA_S3_ENDPOINT: must be an http(s):// URL')
  if (!isHttpUrl(values.MEDIA_S3_PUBLIC_URL)) fail('MEDIA_S3_PUBLIC_URL: must be an http(s):// URL')
  const pathStyle = env.MEDIA_S3_FORCE_PATH_STYLE?.trim() || 'false'
  if (pathStyle !== 'true' && pathStyle !== 'false') fail('MEDIA_S3_FORCE_PATH_STYLE: must be true or false')
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(values.MEDIA_S3_BUCKET)) fail('MEDIA_S3_BUCKET: not a valid bucket name')
  return {
    endpoint,
    region: env.MEDIA_S3_REGION?.trim() || 'us-east-1',
    bucket: values.MEDIA_S3_BUCKET,
    accessKeyId: values.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY!,
    publicUrl: values.MEDIA_S3_PUBLIC_URL.replace(/\/+$/, ''),
    forcePathStyle: pathStyle === 'true',
  }
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * The origins a browser meets with media on a bucket, for the CSP: images from the public URL,
 * presigned PUTs to the bucket's own host (path-style on the endpoint, or `<bucket>.<host>`).
 */
export function bucketOrigins(config: MediaS3Config): { images: string; uploads: string } {
  const images = new URL(config.publicUrl).origin
  if (!config.endpoint) return { images, uploads: `https://${config.bucket}.s3.${config.region}.amazonaws.com` }
  const endpoint = new URL(config.endpoint)
  return { images, uploads: config.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${config.bucket}.${endpoint.host}` }
}
