import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { mediaFocalSchema } from '../../common/media/media-item'
import { MAX_PUBLIC_UPLOAD_FILES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, MAX_UPLOAD_REQUEST_BYTES } from '../../common/media/upload-limits'
import { requireScope } from '../auth/access'
import { findMediaPlaces } from '../media/media-usage-service'
import { ApiError } from '../http/api-error'
import { EditorApiError } from '../http/editor-api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery, parseValue } from '../http/validate'
import { deleteMedia, findMediaUsage, listMedia, storeUpload, updateMedia } from '../media/media-library-service'
import { storePublicUploads } from '../media/public-upload-service'
import { checkUpload } from '../media/upload-check'
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

function editor(c: Context<AppEnv>) {
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

/**
 * `POST v2/media/upload` (§7): a form with one or more `file` fields, at most 20 per request and
 * 10 MB each. The scope is checked before the body is read; each file is judged by its content.
 */
export const mediaApiV2 = new Hono<AppEnv>().post(
  '/upload',
  async (c, next) => {
    editor(c)
    await next()
  },
  bodyLimit({
    maxSize: MAX_UPLOAD_REQUEST_BYTES,
    onError: () => {
      throw new EditorApiError(413, 'UPLOAD_TOO_LARGE', 'media.tooMany', { count: MAX_UPLOAD_FILES })
    },
  }),
  async (c) => {
    const actor = editor(c)
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw ApiError.badRequest('INVALID_FORM')
    })
    const files = [form.file].flat().filter((value): value is File => value instanceof File)
    if (files.length === 0) throw ApiError.badRequest('NO_FILE')
    if (files.length > MAX_UPLOAD_FILES) throw new EditorApiError(400, 'TOO_MANY_FILES', 'media.tooMany', { count: MAX_UPLOAD_FILES })
    const buffers = await Promise.all(files.map(async (file) => Buffer.from(await file.arrayBuffer())))
    // All or nothing: one refused file refuses the request, with its name in the message.
    const checks = await Promise.all(buffers.map((buffer) => checkUpload(buffer)))
    const refused = checks.findIndex((check) => !check.ok)
    const refusal = checks[refused]
    if (refusal && !refusal.ok) {
      const name = files[refused]!.name.slice(0, 120)
      throw new EditorApiError(refusal.reason === 'tooLarge' ? 413 : 400, `UPLOAD_${refusal.reason.toUpperCase()}`, refusalKeys[refusal.reason], { name })
    }
    const { db } = c.get('runtime').database
    const stored = []
    for (const [index, buffer] of buffers.entries()) {
      const check = checks[index]!
      if (!check.ok) continue
      stored.push(await storeUpload(db, { siteId: c.get('site').id, mediaDir: c.get('runtime').config.mediaDir, buffer, mime: check.mime, fileName: files[index]!.name, actor }))
    }
    return ok(c, { records: stored })
  },
)
  .post(
    '/upload/public',
    // §9: visitors (no login) send at most 10 files per request; counted per IP before the body is read.
    async (c, next) => {
      await enforceRateLimit(c.get('runtime').config, { action: 'publicUpload', ip: c.get('clientIp') })
      // Only a multipart form carries files; anything else is refused before its body is read again.
      if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) throw ApiError.badRequest('INVALID_FORM')
      await next()
    },
    bodyLimit({
      maxSize: MAX_PUBLIC_UPLOAD_FILES * MAX_UPLOAD_BYTES + 1024 * 1024,
      onError: () => {
        throw new ApiError(413, 'UPLOAD_TOO_LARGE', 'upload.tooMany', { count: MAX_PUBLIC_UPLOAD_FILES })
      },
    }),
    async (c) => {
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw ApiError.badRequest('INVALID_FORM')
      })
      const files = [form.file].flat().filter((value): value is File => value instanceof File)
      if (files.length === 0) throw ApiError.badRequest('NO_FILE')
      if (files.length > MAX_PUBLIC_UPLOAD_FILES) throw new ApiError(400, 'TOO_MANY_FILES', 'upload.tooMany', { count: MAX_PUBLIC_UPLOAD_FILES })
      const buffers = await Promise.all(files.map(async (file) => Buffer.from(await file.arrayBuffer())))
      const checks = await Promise.all(buffers.map((buffer) => checkUpload(buffer)))
      const accepted = []
      for (const [index, check] of checks.entries()) {
        const name = files[index]!.name.slice(0, 120)
        if (!check.ok) throw new ApiError(check.reason === 'tooLarge' ? 413 : 400, `UPLOAD_${check.reason.toUpperCase()}`, `upload.${check.reason}`, { name })
        accepted.push({ buffer: buffers[index]!, mime: check.mime, name })
      }
      return ok(c, { records: await storePublicUploads(c.get('runtime').config.dataDir, accepted) })
    },
  )
