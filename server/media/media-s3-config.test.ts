import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { bucketOrigins, readMediaS3Config } from './media-s3-config'

const full = {
  MEDIA_S3_BUCKET: 'izlog-media',
  MEDIA_S3_ACCESS_KEY_ID: 'key',
  MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
  MEDIA_S3_PUBLIC_URL: 'https://cdn.example.hr/media/',
}

describe('MEDIA_S3_* settings', () => {
  it('are off without any of them, so media stay on the local disk', () => {
    expect(readMediaS3Config({})).toBeNull()
    expect(loadConfig({ NODE_ENV: 'test' }).mediaS3).toBeNull()
  })

  it('read a complete set, with AWS defaults and the public URL without its trailing slash', () => {
    const config = readMediaS3Config(full)
    expect(config).toEqual({ endpoint: undefined, region: 'us-east-1', forcePathStyle: false, accessKeyId: 'key', secretAccessKey: 'secret', bucket: 'izlog-media', publicUrl: 'https://cdn.example.hr/media' })
    expect(bucketOrigins(config!)).toEqual({ images: 'https://cdn.example.hr', uploads: 'https://izlog-media.s3.us-east-1.amazonaws.com' })
    const minio = readMediaS3Config({ ...full, MEDIA_S3_ENDPOINT: 'http://minio:9000', MEDIA_S3_FORCE_PATH_STYLE: 'true' })
    expect(bucketOrigins(minio!).uploads).toBe('http://minio:9000')
  })

  it('stop the start when half set or malformed, naming the setting', () => {
    expect(() => readMediaS3Config({ MEDIA_S3_BUCKET: 'izlog-media' })).toThrow(/MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY, MEDIA_S3_PUBLIC_URL: required/)
    expect(() => readMediaS3Config({ MEDIA_S3_ENDPOINT: 'http://minio:9000' })).toThrow(/MEDIA_S3_ENDPOINT: set without MEDIA_S3_BUCKET/)
    expect(() => readMediaS3Config({ ...full, MEDIA_S3_PUBLIC_URL: 'cdn.example.hr' })).toThrow(/MEDIA_S3_PUBLIC_URL: must be an http/)
    expect(() => readMediaS3Config({ ...full, MEDIA_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/MEDIA_S3_FORCE_PATH_STYLE/)
    expect(() => readMediaS3Config({ ...full, MEDIA_S3_BUCKET: 'Izlog_Media' })).toThrow(/MEDIA_S3_BUCKET/)
  })
})
