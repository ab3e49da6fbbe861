import { Hono, type Context } from 'hono'
import { z } from '../../common/validation/z'
import { requireUser } from '../auth/access'
import { listMemberDocuments, memberDocumentPdf } from '../documents/document-service'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseOptionalJson, parseValue } from '../http/validate'

/** §7 document/filter/web: a store id (0 = this site) and paging. */
const documentFilterSchema = z.object({
  store: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  pagination: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) }).default({ page: 1, limit: 20 }),
})
const documentId = z.coerce.number().int().positive().max(2_147_483_647)
const db = (c: Context<AppEnv>) => c.get('runtime').database.db

/** §7 documents under `/api/v1/document`: a member's own order documents. */
export const documentsApi = new Hono<AppEnv>()
  .post('/filter/web', async (c) => {
    const user = requireUser(c.get('user'))
    const { pagination } = await parseOptionalJson(c, documentFilterSchema)
    c.header('Cache-Control', 'private, no-store')
    return ok(c, await listMemberDocuments(db(c), { siteId: c.get('site').id, userId: user.id, ...pagination }))
  })
  .get('/get/web/:id', async (c) => {
    const user = requireUser(c.get('user'))
    const document = await memberDocumentPdf(db(c), { siteId: c.get('site').id, userId: user.id, id: parseValue(c, documentId, c.req.param('id')) })
    c.header('Content-Type', 'application/pdf')
    c.header('Content-Disposition', `attachment; filename="${document.fileName}"`)
    c.header('Cache-Control', 'private, no-store')
    return c.body(document.bytes.buffer.slice(document.bytes.byteOffset, document.bytes.byteOffset + document.bytes.byteLength) as ArrayBuffer)
  })
