import { Hono, type Context } from 'hono'
import { documentFilterSchema, documentIdSchema, siteDocumentCreateSchema, siteDocumentUpdateSchema } from '../../common/documents/schemas'
import { requireScope, requireUser } from '../auth/access'
import { isOrderDocument, listWebDocuments, memberDocumentPdf } from '../documents/document-service'
import { createSiteDocument, deleteSiteDocument, updateSiteDocument } from '../documents/site-document-admin'
import { readSiteDocument } from '../documents/site-documents'
import { mediaStorageFor } from '../media/media-storage'
import { ApiError } from '../http/api-error'
import { resolveStore } from '../site/store-service'
import type { AppEnv } from '../http/hono-env'
import { download } from '../http/download'
import { ok } from '../http/respond'
import { parseJson, parseOptionalJson, parseValue } from '../http/validate'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db

function editor(c: Context<AppEnv>) {
  const user = requireScope(c.get('user'), 'content')
  return { id: user.id, email: user.email }
}

/**
 * §7 documents under `/api/v1/document` (ADR 022): the site's documents (public, or members-only)
 * and a member's own order documents; backoffice writes of site documents need the content scope.
 */
export const documentsApi = new Hono<AppEnv>()
  .post('/filter/web', async (c) => {
    const { pagination, category, store } = await parseOptionalJson(c, documentFilterSchema)
    const user = c.get('user')
    const siteId = c.get('site').id
    const named = store === undefined ? null : await resolveStore(db(c), siteId, store)
    c.header('Cache-Control', 'private, no-store')
    return ok(c, await listWebDocuments(db(c), { siteId, locale: named?.language ?? c.get('locale'), userId: user?.id ?? null, category, ...pagination }))
  })
  .get('/get/web/:id', async (c) => {
    const id = parseValue(c, documentIdSchema, c.req.param('id'))
    const siteId = c.get('site').id
    const user = c.get('user')
    const siteDocument = await readSiteDocument(db(c), { siteId, id, locale: c.get('locale'), mediaDir: c.get('runtime').config.mediaDir, storage: mediaStorageFor(c.get('runtime').config) })
    if (siteDocument) {
      if (siteDocument.visibility === 'members') requireUser(user)
      const file = await siteDocument.read()
      if (!file) throw ApiError.notFound('DOCUMENT_FILE_MISSING')
      return download(c, { ...file, cacheControl: file.visibility === 'public' ? 'public, max-age=300' : 'private, no-store' })
    }
    if (!user) {
      if (await isOrderDocument(db(c), { siteId, id })) requireUser(user)
      throw ApiError.notFound('DOCUMENT_NOT_FOUND')
    }
    const document = await memberDocumentPdf(db(c), { siteId, userId: user.id, id })
    return download(c, { contentType: 'application/pdf', fileName: document.fileName, body: document.bytes, cacheControl: 'private, no-store' })
  })
  .post('/create', async (c) => {
    const actor = editor(c)
    const document = await parseJson(c, siteDocumentCreateSchema)
    return ok(c, await createSiteDocument(db(c), { siteId: c.get('site').id, locale: c.get('locale'), actor, document }), 201)
  })
  .patch('/update/:id', async (c) => {
    const actor = editor(c)
    const id = parseValue(c, documentIdSchema, c.req.param('id'))
    const changes = await parseJson(c, siteDocumentUpdateSchema)
    return ok(c, await updateSiteDocument(db(c), { siteId: c.get('site').id, locale: c.get('locale'), actor, id, changes }))
  })
  .delete('/delete/:id', async (c) => {
    const actor = editor(c)
    const id = parseValue(c, documentIdSchema, c.req.param('id'))
    await deleteSiteDocument(db(c), { siteId: c.get('site').id, actor, id })
    return ok(c, { deleted: id })
  })
