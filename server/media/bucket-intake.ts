import { randomUUID } from 'node:crypto'
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { slugify } from '../../common/text/slug'
import { MAX_UPLOAD_BYTES } from '../../common/media/upload-limits'
import type { UploadTicket } from '../../common/media/bucket-upload'
import type { MediaS3Config } from './media-s3-config'
import { isMissingObject, mediaS3Client } from './s3-client'
import { ApiError } from '../http/api-error'
import { checkUpload, type UploadCheck } from './upload-check'

/** Objects a browser PUTs directly, waiting to be checked: nothing under here is ever a media URL. */
export const INCOMING_PREFIX = 'incoming/'
/** Visitors' objects, kept apart so an editor's key cannot be claimed from the public call. */
export const PUBLIC_INCOMING_PREFIX = `${INCOMING_PREFIX}public/`
/** Long enough for a slow phone upload of 10 MB, short enough that a leaked URL soon expires. */
export const UPLOAD_URL_SECONDS = 900


/** A presigned PUT of one object under `incoming/` (or `incoming/public/` for visitors). */
export async function createUploadTicket(
  config: MediaS3Config,
  input: { fileName: string; contentType: string; size: number; audience: 'editor' | 'public' },
): Promise<UploadTicket> {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(input.fileName)?.[1]?.toLowerCase()
  const base = slugify(input.fileName.replace(/\.[a-z0-9]{1,5}$/i, ''), { maxLength: 60 }) || 'file'
  const prefix = input.audience === 'public' ? PUBLIC_INCOMING_PREFIX : INCOMING_PREFIX
  const key = `${prefix}${randomUUID()}/${base}${extension ? `.${extension}` : ''}`
  const command = new PutObjectCommand({ Bucket: config.bucket, Key: key, ContentType: input.contentType, ContentLength: input.size })
  const url = await getSignedUrl(mediaS3Client(config), command, { expiresIn: UPLOAD_URL_SECONDS })
  return {
    method: 'PUT',
    url,
    key,
    expiresIn: UPLOAD_URL_SECONDS,
    expiresAt: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000).toISOString(),
    headers: { 'Content-Type': input.contentType },
  }
}

export type IncomingObject = { found: false } | { found: true; tooLarge: true } | { found: true; tooLarge: false; body: Buffer }

/**
 * Fetches an incoming object for the upload checks. Its size is asked first, so an object above
 * the upload limit is never downloaded (whatever the browser declared when it asked for the URL).
 */
export async function readIncomingObject(config: MediaS3Config, key: string): Promise<IncomingObject> {
  const client = mediaS3Client(config)
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }))
    if ((head.ContentLength ?? 0) > MAX_UPLOAD_BYTES) return { found: true, tooLarge: true }
    const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }))
    const body = object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0)
    return body.length > MAX_UPLOAD_BYTES ? { found: true, tooLarge: true } : { found: true, tooLarge: false, body }
  } catch (error) {
    if (isMissingObject(error)) return { found: false }
    throw error
  }
}

export async function deleteIncomingObject(config: MediaS3Config, key: string): Promise<void> {
  await mediaS3Client(config).send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }))
}

/** The file name a key was issued for (`incoming/<uuid>/<name>`), for messages and titles. */
export function incomingFileName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1)
}

/** The upload gate's verdicts as the same codes and messages the form uploads answer. */
export function uploadRefusal(check: Exclude<UploadCheck, { ok: true }>, name: string): ApiError {
  return new ApiError(check.reason === 'tooLarge' ? 413 : 400, `UPLOAD_${check.reason.toUpperCase()}`, `upload.${check.reason}`, { name })
}

/**
 * Takes an incoming object through the upload gate and hands its bytes to `keep`. The object is
 * deleted whatever the verdict: a refused file never stays in the bucket.
 */
export async function takeInIncomingObject<T>(config: MediaS3Config, input: { key: string; fileName?: string | undefined }, keep: (file: { buffer: Buffer; mime: Extract<UploadCheck, { ok: true }>['mime']; name: string }) => Promise<T>): Promise<T> {
  const { key } = input
  const name = input.fileName ?? incomingFileName(key)
  const incoming = await readIncomingObject(config, key)
  if (!incoming.found) throw new ApiError(404, 'OBJECT_NOT_FOUND', 'bucket.objectMissing', { name })
  try {
    if (incoming.tooLarge) throw uploadRefusal({ ok: false, reason: 'tooLarge' }, name)
    const check = await checkUpload(incoming.body)
    if (!check.ok) throw uploadRefusal(check, name)
    return await keep({ buffer: incoming.body, mime: check.mime, name })
  } finally {
    await deleteIncomingObject(config, key)
  }
}
