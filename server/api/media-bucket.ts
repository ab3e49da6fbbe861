import fs from 'node:fs/promises'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { MAX_UPLOAD_BYTES, uploadMimeTypes } from '../../common/media/upload-limits'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { editor } from './media'
import { parseJson } from '../http/validate'
import { createUploadTicket, takeInIncomingObject, uploadRefusal } from '../media/bucket-intake'
import { storeUpload } from '../media/media-library-service'
import type { MediaS3Config } from '../media/media-s3-config'
import { mediaStorageFor } from '../media/media-storage'
import { storePublicUploads } from '../media/public-upload-service'
import { enforceRateLimit } from '../rate-limit/limits'

export const uploadUrlSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  contentType: z.string().trim().min(1).max(100),
  size: z.number().int().min(1),
})
const uuidPart = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
/** Only keys this server issued: `incoming/<uuid>/<name>` (editors) or `incoming/public/<uuid>/<name>` (visitors). */
const fileName = z.string().trim().min(1).max(200).optional().describe('The file\'s own name, for its title and messages (default: the name in the key)')
export const addFromBucketSchema = z.object({ key: z.string().regex(new RegExp(`^incoming/(public/)?${uuidPart}/[a-z0-9._-]{1,80}$`)), fileName })
export const addFromBucketPublicSchema = z.object({ key: z.string().regex(new RegExp(`^incoming/public/${uuidPart}/[a-z0-9._-]{1,80}$`)), fileName })

/**
 * Without MEDIA_S3_* there is no bucket to upload to: the calls do not exist on this site (404, like
 * the test gateway's routes without it), never a 5xx that monitoring would count as a failure.
 */
function bucket(c: Context<AppEnv>): MediaS3Config {
  const config = c.get('runtime').config.mediaS3
  if (!config) throw new ApiError(404, 'BUCKET_NOT_CONFIGURED', 'bucket.off')
  return config
}

/** The declared file is judged before a URL is signed; its bytes are judged again when taken in. */
async function ticket(c: Context<AppEnv>, audience: 'editor' | 'public') {
  const config = bucket(c)
  const input = await parseJson(c, uploadUrlSchema)
  if (input.size > MAX_UPLOAD_BYTES) throw uploadRefusal({ ok: false, reason: 'tooLarge' }, input.fileName)
  if (!(uploadMimeTypes as readonly string[]).includes(input.contentType.toLowerCase())) throw uploadRefusal({ ok: false, reason: 'badType' }, input.fileName)
  return ok(c, await createUploadTicket(config, { ...input, contentType: input.contentType.toLowerCase(), audience }))
}

const limitVisitors = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  await enforceRateLimit(c.get('runtime').config, { action: 'publicUpload', ip: c.get('clientIp') })
  await next()
}

/**
 * §7 `file/getUploadUrl` and `file/addFromBucket(Public)` (ADR 064): the browser PUTs a file
 * straight to the bucket with a presigned URL, then asks the server to take it in; the server
 * checks it exactly like a form upload before it becomes a media item (or a visitor's upload).
 */
export const mediaBucketApi = new Hono<AppEnv>()
  .post('/getUploadUrl', async (c) => {
    editor(c)
    return ticket(c, 'editor')
  })
  .post('/getUploadUrlPublic', limitVisitors, (c) => ticket(c, 'public'))
  .post('/addFromBucket', async (c) => {
    const actor = editor(c)
    const input = await parseJson(c, addFromBucketSchema)
    const { config } = c.get('runtime')
    const item = await takeInIncomingObject(bucket(c), input, ({ buffer, mime, name }) =>
      storeUpload(c.get('runtime').database.db, { siteId: c.get('site').id, mediaDir: config.mediaDir, storage: mediaStorageFor(config), buffer, mime, fileName: name, actor }),
    )
    return ok(c, item)
  })
  .post('/addFromBucketPublic', limitVisitors, async (c) => {
    const input = await parseJson(c, addFromBucketPublicSchema)
    const { dataDir } = c.get('runtime').config
    const [stored] = await takeInIncomingObject(bucket(c), input, async ({ buffer, mime, name }) => {
      // Kept exactly like a form upload from a visitor: a token, outside the served media (public-upload-service.ts).
      const tmp = path.join(dataDir, 'upload-tmp', `${randomUUID()}.bucket`)
      await fs.mkdir(path.dirname(tmp), { recursive: true })
      await fs.writeFile(tmp, buffer)
      return storePublicUploads(dataDir, [{ path: tmp, size: buffer.length, mime, name }])
    })
    return ok(c, stored)
  })
