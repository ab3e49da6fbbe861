import { Hono } from 'hono'
import { editorTranslate } from '../../common/i18n/editor-messages'
import { mediaCreateQuerySchema, uploadOptions } from '../../common/media/media-drive'
import { EditorApiError } from '../http/editor-api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseQuery } from '../http/validate'
import { isMediaDriveOf, listMediaDrives } from '../media/media-drive-service'
import { editor, storeEditorUpload } from './media'

/**
 * §7 media calls around drives (ADR 065), content scope: `option/filter` tells the media library
 * what it accepts and where files go; `create?driveId=…` uploads into a drive, through the same
 * gate as `v2/media/upload`. The drive is checked before the body is read.
 */
export const mediaDrivesApi = new Hono<AppEnv>()
  .get('/option/filter', async (c) => {
    editor(c)
    const siteId = c.get('site').id
    const drives = await listMediaDrives(c.get('runtime').database.db, { siteId, title: editorTranslate(c.get('locale'), 'media.driveTitle') })
    return ok(c, { ...uploadOptions, drives })
  })
  .post('/create', async (c) => {
    const actor = editor(c)
    const { driveId } = parseQuery(c, mediaCreateQuerySchema)
    if (!isMediaDriveOf(c.get('site').id, driveId)) throw new EditorApiError(404, 'DRIVE_NOT_FOUND', 'media.driveNotFound')
    return ok(c, { driveId, records: await storeEditorUpload(c, actor) }, 201)
  })
