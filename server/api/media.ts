import fs from 'node:fs/promises'
import path from 'node:path'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { mediaFocalSchema } from '../../common/media/media-item'
import { MAX_PUBLIC_UPLOAD_FILES, MAX_PUBLIC_UPLOAD_REQUEST_BYTES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, MAX_UPLOAD_REQUEST_BYTES } from '../../common/media/upload-limits'
import { requireScope } from '../auth/access'
import { findMediaPlaces } from '../media/media-usage-service'
import { mediaBucketApi } from './media-bucket'
import { ApiError } from '../http/api-error'
import { EditorApiError } from '../http/editor-api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'
import { deleteMedia, findMediaUsage, listMedia, storeUpload, updateMedia } from '../media/media-library-service'
import { storePublicUploads } from '../media/public-upload-service'
import { mediaStorageFor } from '../media/media-storage'
import { checkReceivedFiles } from '../media/upload-check'
import { receiveUpload, UploadRefused, type UploadLimits } from '../media/upload-receiver'
import { formatSize } from '../http/request-body'
import { enforceRateLimit } from '../rate-limit/limits'

export const filterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  type: z.enum(['image', 'document']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(24),
})
export const updateSchema = z.object({
  title: z.string().trim().min(1).max(120),
  alt: z.string().trim().max(300).default(''),
  caption: z.string().trim().max(1000).default(''),
  focal: mediaFocalSchema.optional(),
})
export const deleteSchema = z.object({ targetIds: z.array(z.number().int().positive()).min(1).max(100) })
export const idSchema = z.coerce.number().int().positive()

export function editor(c: Context<AppEnv>) {
  const user = requireScope(c.get('user'), 'content')
  return { id: user.id, email: user.email }
}

const refusalKeys = { tooLarge: 'media.tooLarge', badType: 'media.badType', unsafe: 'media.unsafe', unreadable: 'media.unreadable' } as const

/** Media library calls (§7 media): backoffice users with the content scope only, each audited. */
export const mediaApiV1 = new Hono<AppEnv>()
  .get('/filterStandard', async (c) => {
    editor(c)
    const query = parseQuery(c, filterSchema)
    return ok(c, await listMedia(c.get('runtime').database.db, { siteId: c.get('site').id, ...query }))
  })
  .patch('/update/:id', async (c) => {
    const actor = editor(c)
    const id = parseValue(c, idSchema, c.req.param('id'))
    const input = await parseJson(c, updateSchema)
    return ok(c, await updateMedia(c.get('runtime').database.db, { siteId: c.get('site').id, id, ...input, actor }))
  })
  .get('/usage/:id', async (c) => {
    editor(c)
    const id = parseValue(c, idSchema, c.req.param('id'))
    const { db } = c.get('runtime').database
    const query = { siteId: c.get('site').id, id }
    const [pages, places] = await Promise.all([findMediaUsage(db, query), findMediaPlaces(db, query)])
    return ok(c, { pages, places })
  })
  .delete('/directoryItem/delete', async (c) => {
    const actor = editor(c)
    const { targetIds } = await parseJson(c, deleteSchema)
    return ok(c, { deleted: await deleteMedia(c.get('runtime').database.db, { siteId: c.get('site').id, ids: targetIds, actor }) })
  })
  .route('/file', mediaBucketApi)

/** Where uploads are written while they arrive: under DATA_DIR, so a kept file is moved, not copied. */
const uploadTmp = (c: Context<AppEnv>) => path.join(c.get('runtime').config.dataDir, 'upload-tmp')

/** Receives an upload with these limits; each refusal becomes the route's own error. */
async function receive(c: Context<AppEnv>, limits: UploadLimits, refuse: (refusal: UploadRefused) => ApiError) {
  try {
    return await receiveUpload(c.req.raw, { tmpRoot: uploadTmp(c), limits })
  } catch (error) {
    throw error instanceof UploadRefused ? refuse(error) : error
  }
}

const editorLimits: UploadLimits = { maxFiles: MAX_UPLOAD_FILES, maxFileBytes: MAX_UPLOAD_BYTES, maxRequestBytes: MAX_UPLOAD_REQUEST_BYTES }
const publicLimits: UploadLimits = { maxFiles: MAX_PUBLIC_UPLOAD_FILES, maxFileBytes: MAX_UPLOAD_BYTES, maxRequestBytes: MAX_PUBLIC_UPLOAD_REQUEST_BYTES }

function editorRefusal(refusal: UploadRefused): ApiError {
  switch (refusal.reason) {
    case 'requestTooLarge':
      return new EditorApiError(413, 'UPLOAD_TOO_LARGE', 'media.tooMany', { count: MAX_UPLOAD_FILES })
    case 'fileTooLarge':
      return new EditorApiError(413, 'UPLOAD_TOOLARGE', 'media.tooLarge', { name: refusal.fileName })
    case 'tooMany':
      return new EditorApiError(400, 'TOO_MANY_FILES', 'media.tooMany', { count: MAX_UPLOAD_FILES })
    case 'noFile':
      return ApiError.badRequest('NO_FILE')
    case 'invalid':
      return ApiError.badRequest('INVALID_FORM')
  }
}

function publicRefusal(refusal: UploadRefused): ApiError {
  switch (refusal.reason) {
    case 'requestTooLarge':
      return new ApiError(413, 'UPLOAD_TOO_LARGE', 'error.payloadTooLarge', { size: formatSize(MAX_PUBLIC_UPLOAD_REQUEST_BYTES) })
    case 'fileTooLarge':
      return new ApiError(413, 'UPLOAD_TOOLARGE', 'upload.tooLarge', { name: refusal.fileName })
    case 'tooMany':
      return new ApiError(400, 'TOO_MANY_FILES', 'upload.tooMany', { count: MAX_PUBLIC_UPLOAD_FILES })
    case 'noFile':
      return ApiError.badRequest('NO_FILE')
    case 'invalid':
      return ApiError.badRequest('INVALID_FORM')
  }
}

/**
 * An editor's upload into the media library: all or nothing, one refused file refuses the request
 * with its name in the message. Shared by `v2/media/upload` and `v1/media/create`.
 */
export async function storeEditorUpload(c: Context<AppEnv>, actor: { id: number; email: string }) {
  const upload = await receive(c, editorLimits, editorRefusal)
  try {
    const checked = await checkReceivedFiles(upload.files)
    if (!checked.ok) throw new EditorApiError(checked.reason === 'tooLarge' ? 413 : 400, `UPLOAD_${checked.reason.toUpperCase()}`, refusalKeys[checked.reason], { name: checked.name })
    const { db } = c.get('runtime').database
    const stored = []
    for (const [index, file] of upload.files.entries()) {
      const buffer = await fs.readFile(file.path)
      stored.push(await storeUpload(db, { siteId: c.get('site').id, mediaDir: c.get('runtime').config.mediaDir, storage: mediaStorageFor(c.get('runtime').config), buffer, mime: checked.mimes[index]!, fileName: file.name, actor }))
    }
    return stored
  } finally {
    await upload.dispose()
  }
}

/**
 * `POST v2/media/upload` (§7): a form with one or more `file` fields, at most 20 per request and
 * 10 MB each. The scope is checked before the body is read; the files stream to disk and each is
 * judged by its content, one at a time.
 */
export const mediaApiV2 = new Hono<AppEnv>()
  .post('/upload', async (c) => {
    const actor = editor(c)
    return ok(c, { records: await storeEditorUpload(c, actor) })
  })
  .post(
    '/upload/public',
    // §9: visitors (no login) send at most 10 files per request; counted per IP before the body is read.
    async (c, next) => {
      await enforceRateLimit(c.get('runtime').config, { action: 'publicUpload', ip: c.get('clientIp') })
      await next()
    },
    async (c) => {
      const upload = await receive(c, publicLimits, publicRefusal)
      try {
        const checked = await checkReceivedFiles(upload.files)
        if (!checked.ok) throw new ApiError(checked.reason === 'tooLarge' ? 413 : 400, `UPLOAD_${checked.reason.toUpperCase()}`, `upload.${checked.reason}`, { name: checked.name })
        const accepted = upload.files.map((file, index) => ({ ...file, mime: checked.mimes[index]! }))
        return ok(c, { records: await storePublicUploads(c.get('runtime').config.dataDir, accepted) })
      } finally {
        await upload.dispose()
      }
    },
  )
